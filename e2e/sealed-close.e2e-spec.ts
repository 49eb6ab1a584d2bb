import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { type Dossier, dossierProblems, parseCheckpoint, parseNote, sealCosigners } from '@app/contracts';
import { type PaymentStack, startPaymentStack } from '../services/api/test/support/payment-stack';
import { logVerifierKey, prepareWitness, type TestWitness } from '../services/api/test/support/witnesses';
import { accessibilityFaults } from './support/accessibility';
import { Browsers, screenshot } from './support/browser';
import { layoutFaults, NO_FAULTS } from './support/layout';
import { closeWithFreeVotes, madeDossier, verifyWithCli } from './support/results-dossier';
import { makeShowcase, type Showcase } from './support/showcase';

/** The worker seals a closed contest, the witnesses cosign, then it makes the dossier: ~30 s, longer on a loaded machine. */
const DOSSIER_WAIT_MS = 90_000;

/** What a reader of /verifier reaches: its buttons, links, fields and disclosures. */
const CONTROLS = 'button, a, input, textarea, summary';

/** A witness's name as a pattern: its dots are dots. */
const named = (name: string) => name.replace(/\./g, '\\.');

describe('a contest’s close sealed by the court officer’s witness, checked on the command line and in the browser', () => {
  let stack: PaymentStack;
  let showcase: Showcase;
  /** The court officer's witness: a program of its own, with its own key and folder, as on their machine. */
  let court: TestWitness;
  /** A parents' association's witness, also required by the quorum. */
  let parents: TestWitness;
  /** A witness the log never submitted to: its key is not the court officer's. */
  let stranger: TestWitness;
  let folder: string;
  let dossierPath: string;
  let dossier: Dossier;
  const browsers = new Browsers(() => stack.apiUrl);
  const open = (width: number) => browsers.open(width);

  beforeAll(async () => {
    court = await prepareWitness('huissier.e2e.example/temoin', { process: true });
    parents = await prepareWitness('parents.e2e.example/temoin');
    stranger = await prepareWitness('autre.e2e.example/temoin');
    stack = await startPaymentStack(
      {
        TRANSPARENCY_WITNESSES: `${court.setting},${parents.setting}`,
        TRANSPARENCY_WITNESS_QUORUM: '2',
        TRANSPARENCY_COURT_WITNESS: court.name,
      },
      { site: true },
    );
    await stack.api.startWorker();
    const logKey = await logVerifierKey(stack.api);
    await Promise.all([court.start(logKey), parents.start(logKey)]);
    showcase = await makeShowcase(stack.api);
    await closeWithFreeVotes(stack.api, showcase, [4, 2]);
    const summary = await madeDossier(stack.apiUrl, showcase.contestId, DOSSIER_WAIT_MS);
    expect(summary.latest).toMatchObject({ version: 1, leaves: 6 });

    const download = await fetch(new URL(summary.latest.file_url, stack.apiUrl));
    expect(download.status).toBe(200);
    const file = Buffer.from(await download.arrayBuffer());
    dossier = JSON.parse(file.toString('utf8')) as Dossier;
    folder = await mkdtemp(join(tmpdir(), 'bebe-star-sealed-close-'));
    dossierPath = join(folder, `dossier-resultats-concours-${showcase.contestId}-v1.json`);
    await writeFile(dossierPath, file);
  }, 180_000);
  afterAll(async () => {
    await browsers.close();
    await stack?.close();
    await Promise.all([court, parents, stranger].map((witness) => witness?.dispose()));
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('carries the closing checkpoint of the dossier’s head, cosigned by the court officer’s witness', () => {
    const { content } = dossier;
    const note = parseNote(content.checkpoint!);
    const checkpoint = note && parseCheckpoint(note.text);
    expect(checkpoint?.size).toBe(content.head.size);
    expect(Buffer.from(checkpoint!.root).toString('hex')).toBe(content.head.root);

    const cosigners = sealCosigners(content, [court.verifier, parents.verifier, stranger.verifier]);
    expect(cosigners.map((cosigner) => cosigner.name).sort()).toEqual([court.name, parents.name].sort());
    const sealedAt = cosigners.find((cosigner) => cosigner.name === court.name)!.time;
    expect(Math.abs(sealedAt * 1000 - Date.now())).toBeLessThan(10 * 60_000);

    expect(dossierProblems(dossier, [court.verifier])).toEqual([]);
    expect(dossierProblems(dossier, [stranger.verifier])).toEqual([
      `Le témoin « ${stranger.name} » n'a pas cosigné la clôture.`,
    ]);
  });

  it('is verified by the command line with the court officer’s witness key, refused with another witness’s', async () => {
    // As an auditor runs it: `npm run cli -- verify <file> --api <site> --temoin <key>`.
    const run = (key: string) => verifyWithCli(dossierPath, '--api', stack.apiUrl, '--temoin', key);
    const [verified, refused] = await Promise.all([run(court.key), run(stranger.key)]);

    expect({ status: verified.status, first: verified.stdout.split('\n')[0] }).toEqual({
      status: 0,
      first: 'Vérifié',
    });
    expect(verified.stdout).toContain(`Clôture cosignée par le témoin « ${court.name} » le `);
    expect({ status: refused.status, first: refused.stdout.split('\n')[0] }).toEqual({ status: 1, first: 'Invalide' });
    expect(refused.stdout).toContain(`Le témoin « ${stranger.name} » n'a pas cosigné la clôture.`);
  }, 180_000);

  /** The dossier verdict's title (« Vérifié », « Invalide », « Non vérifié »), its problems and its close's facts. */
  async function verdictOf(page: Page) {
    const verdict = page.locator('#dossier-title ~ .verdict');
    await verdict.waitFor();
    const fact = (term: string) =>
      verdict
        .locator('.verdict__fact')
        .filter({ has: page.getByText(term, { exact: true }) })
        .locator('dd');
    return {
      title: (await verdict.locator('.verdict__title').textContent())!.replace(/^[✓✗?]/, ''),
      problems: await verdict.locator('.verdict__problems li').allTextContents(),
      cosigners: await fact('Cosignée par').locator('span').allTextContents(),
      courtKey: await fact('Clé du témoin du commissaire de justice').textContent(),
    };
  }

  /** Pastes `key` in the court officer's key field (opened if needed) and leaves it, as a reader does. */
  async function pasteCourtKey(page: Page, key: string) {
    const field = page.getByLabel('Clé du témoin du commissaire de justice (facultatif)');
    if (!(await field.isVisible()))
      await page.getByText('Vérifier la clôture avec la clé du commissaire de justice').click();
    await field.fill(key);
    await field.blur();
  }

  const expectReadable = async (page: Page) => {
    expect(await layoutFaults(page, { controls: CONTROLS, tables: false })).toEqual(NO_FAULTS);
    expect(await accessibilityFaults(page)).toEqual([]);
  };

  it.each([360, 1280])(
    'shows on /verifier at %i px the dossier « Vérifié », the court officer’s witness named in the close, and not verified with a wrong key',
    async (width) => {
      const page = await open(width);
      await page.goto('/verifier', { waitUntil: 'networkidle' });
      await page.locator('input[type="file"]').setInputFiles(dossierPath);

      // With the court officer's witness key the site publishes.
      const published = await verdictOf(page);
      expect(published).toMatchObject({ title: 'Vérifié', problems: [] });
      const courtLine = new RegExp(`^«\\s${named(court.name)}\\s» le .+ \\(témoin du commissaire de justice\\)$`);
      expect(published.cosigners).toHaveLength(2);
      expect(published.cosigners.filter((line) => courtLine.test(line))).toHaveLength(1);
      expect(published.cosigners).toContainEqual(
        expect.stringMatching(new RegExp(`^«\\s${named(parents.name)}\\s» le `)),
      );
      expect(published.courtKey).toMatch(new RegExp(`^«\\s${named(court.name)}\\s», publiée par ce site \\(lue le `));
      await page.locator('#dossier-title ~ .verdict').scrollIntoViewIfNeeded();
      await screenshot(page, 'sealed-close-verifie');
      await expectReadable(page);

      // With the key the court officer handed over on paper.
      await pasteCourtKey(page, court.key);
      await page.locator('#dossier-title ~ .verdict').getByText('celle que vous avez collée').waitFor();
      expect(await verdictOf(page)).toMatchObject({ title: 'Vérifié', problems: [] });

      // With another witness's key: that witness did not cosign the close.
      await pasteCourtKey(page, stranger.key);
      await page.locator('#dossier-title ~ .verdict .verdict__title').getByText('Invalide').waitFor();
      expect(await verdictOf(page)).toMatchObject({
        title: 'Invalide',
        problems: [`Le témoin « ${stranger.name} » n'a pas cosigné la clôture.`],
        courtKey: 'celle que vous avez collée',
      });
      await screenshot(page, 'sealed-close-autre-temoin');
      await expectReadable(page);

      // With a key cut short: it cannot be read, and nothing is said verified.
      await pasteCourtKey(page, court.key.slice(0, -6));
      const unverified = page.locator('#dossier-title ~ .verdict--unknown');
      await unverified.getByText(/^Cette clé n’est pas lisible/).waitFor();
      expect(await unverified.locator('.verdict__title').textContent()).toBe('?Non vérifié');
      expect(
        await page.getByLabel('Clé du témoin du commissaire de justice (facultatif)').getAttribute('aria-invalid'),
      ).toBe('true');
      await screenshot(page, 'sealed-close-cle-illisible');
      await expectReadable(page);
    },
    90_000,
  );
});
