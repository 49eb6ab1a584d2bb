import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Dossier, DossierContent } from '@app/contracts';
import { makeAdmin, type MadeUser } from '../services/api/test/support/factories';
import { type PaymentStack, startPaymentStack } from '../services/api/test/support/payment-stack';
import { verifyDocument } from '../services/cli/src/verify';
import { accessibilityFaults } from './support/accessibility';
import { ADMIN_WEB_DIST, Browsers, screenshot } from './support/browser';
import { closeWithFreeVotes, madeDossier, type ResultsSummary, verifyWithCli } from './support/results-dossier';
import { makeShowcase, type Showcase } from './support/showcase';

/** The worker makes a closed contest's dossier within ~15 s; a loaded machine gets four times that. */
const DOSSIER_WAIT_MS = 60_000;

describe('a closed contest’s results dossier, checked in the browser, on the command line and in the back office', () => {
  let stack: PaymentStack;
  let showcase: Showcase;
  let admin: MadeUser;
  let folder: string;
  let summary: ResultsSummary;
  let file: Buffer;
  let genuinePath: string;
  let alteredPath: string;
  /** The participant whose total the altered copy changes. */
  let altered: DossierContent['participants'][number];
  const browsers = new Browsers(() => stack.apiUrl);
  const open = (width: number) => browsers.open(width);

  beforeAll(async () => {
    stack = await startPaymentStack({ ADMIN_WEB_ROOT: ADMIN_WEB_DIST }, { site: true });
    await stack.api.startWorker();
    showcase = await makeShowcase(stack.api);
    admin = await makeAdmin(stack.api, { firstName: 'Mariama', lastName: 'Ba' });
    // Free votes for the first three participants (5, 3 and 2), then the contest closes.
    await closeWithFreeVotes(stack.api, showcase, [5, 3, 2]);
    summary = await madeDossier(stack.apiUrl, showcase.contestId, DOSSIER_WAIT_MS);

    const download = await fetch(new URL(summary.latest.file_url, stack.apiUrl));
    expect(download.status).toBe(200);
    file = Buffer.from(await download.arrayBuffer());
    const dossier = JSON.parse(file.toString('utf8')) as Dossier;
    altered = dossier.content.participants.find((count) => count.total > 0)!;
    const changed: Dossier = {
      ...dossier,
      content: {
        ...dossier.content,
        participants: dossier.content.participants.map((count) =>
          count.participant === altered.participant ? { ...count, total: count.total + 40 } : count,
        ),
      },
    };
    folder = await mkdtemp(join(tmpdir(), 'bebe-star-dossier-'));
    genuinePath = join(folder, `dossier-resultats-concours-${showcase.contestId}-v1.json`);
    alteredPath = join(folder, `dossier-resultats-concours-${showcase.contestId}-v1-modifie.json`);
    await writeFile(genuinePath, file);
    await writeFile(alteredPath, JSON.stringify(changed));
  }, 120_000);
  afterAll(async () => {
    await browsers.close();
    await stack.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('publishes version 1 with every vote of the contest, its SHA-256 matching the file, and a PDF', async () => {
    expect(summary.latest).toMatchObject({ version: 1, leaves: 10 });
    expect(createHash('sha256').update(file).digest('hex')).toBe(summary.latest.file_sha256);
    const keys = (await (await fetch(`${stack.apiUrl}/api/transparency/keys/`)).json()) as { fingerprint: string }[];
    expect(keys.map((key) => key.fingerprint)).toContain(summary.key_fingerprint);

    const pdf = await fetch(new URL(summary.latest.pdf_url, stack.apiUrl));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  /** Chooses `path` on /verifier's dossier drop zone and gives the verdict's title and problems. */
  async function verdictOf(page: Page, path: string) {
    await page.goto('/verifier', { waitUntil: 'networkidle' });
    await page.locator('input[type="file"]').setInputFiles(path);
    const verdict = page.locator('.verdict');
    await verdict.waitFor();
    return {
      title: (await verdict.locator('.verdict__title').textContent())!.replace(/^[✓✗]/, ''),
      problems: await verdict.locator('.verdict__problems li').allTextContents(),
    };
  }

  it('says "Vérifié" on /verifier for the file as downloaded, "Invalide" naming the participant once a total is changed', async () => {
    const page = await open(1280);
    expect(await verdictOf(page, genuinePath)).toEqual({ title: 'Vérifié', problems: [] });
    await screenshot(page, 'results-dossier-verifie');

    const invalid = await verdictOf(page, alteredPath);
    expect(invalid.title).toBe('Invalide');
    expect(invalid.problems).toContainEqual(
      expect.stringContaining(
        `« ${altered.name} » (n° ${altered.participant}) : le dossier annonce ${altered.total + 40}`,
      ),
    );
    await screenshot(page, 'results-dossier-invalide');
  });

  it('gives the same verdicts with the command line’s check, and its exit code', async () => {
    const genuine = verifyDocument(JSON.parse(file.toString('utf8')), { fingerprint: summary.key_fingerprint });
    expect(genuine.lines[0]).toBe('Vérifié');
    const changed = verifyDocument(JSON.parse(await readFile(alteredPath, 'utf8')));
    expect(changed.lines[0]).toBe('Invalide');
    expect(changed.lines.join('\n')).toContain(`« ${altered.name} » (n° ${altered.participant})`);

    // Once as an auditor runs it: `npm run cli -- verify <file> --api <site>`, the key checked against the site's
    // published keys; without them, or a key given by hand, a genuine file is only "Non vérifié".
    const ok = await verifyWithCli(genuinePath, '--api', stack.apiUrl);
    expect({ status: ok.status, first: ok.stdout.split('\n')[0] }).toEqual({ status: 0, first: 'Vérifié' });
    expect(ok.stdout).toContain(`Clé de signature : ${summary.key_fingerprint}`);
    const keyless = await verifyWithCli(genuinePath);
    expect({ status: keyless.status, first: keyless.stdout.split('\n')[0] }).toEqual({
      status: 1,
      first: 'Non vérifié',
    });
    const refused = await verifyWithCli(alteredPath, '--api', stack.apiUrl);
    expect({ status: refused.status, first: refused.stdout.split('\n')[0] }).toEqual({ status: 1, first: 'Invalide' });
    expect(refused.stdout).toContain(`« ${altered.name} » (n° ${altered.participant})`);
  }, 150_000);

  it('shows the dossier on the contest’s back-office page, its links downloading the same files, readable (axe)', async () => {
    const page = await open(1280);
    await page.goto(`/admin/concours/${showcase.contestId}`);
    await page.getByLabel('Adresse e-mail').fill(admin.user.email);
    await page.getByLabel('Mot de passe').fill(admin.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const panel = page.getByRole('region', { name: 'Dossier de résultats' });
    await panel.getByRole('link', { name: 'Télécharger le PDF' }).waitFor();
    const text = (await panel.textContent()) ?? '';
    expect(text.replace(/\s/g, '')).toContain(summary.latest.file_sha256);
    expect(text.replace(/\s/g, '')).toContain(summary.key_fingerprint);
    expect(text).toContain('10 lignes du registre');

    for (const [name, expected] of [
      ['Télécharger le fichier JSON', summary.latest.file_url],
      ['Télécharger le PDF', summary.latest.pdf_url],
    ] as const) {
      const href = await panel.getByRole('link', { name }).getAttribute('href');
      expect(href).toBe(expected);
      const response = await page.request.get(href!);
      expect(response.status()).toBe(200);
    }
    const json = await page.request.get(summary.latest.file_url);
    expect(
      createHash('sha256')
        .update(await json.body())
        .digest('hex'),
    ).toBe(summary.latest.file_sha256);

    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'results-dossier-back-office');
    expect(await accessibilityFaults(page)).toEqual([]);

    // On a phone the 64-hex SHA-256 wraps between its groups instead of widening the page.
    await page.setViewportSize({ width: 360, height: 780 });
    await panel.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'results-dossier-back-office');

    await page.goto('/admin/parametres');
    const keys = page.getByRole('region', { name: 'Clé de signature du registre des votes' });
    await keys.getByText('Clé actuelle').waitFor();
    expect(((await keys.textContent()) ?? '').replace(/\s/g, '')).toContain(summary.key_fingerprint);
    await keys.scrollIntoViewIfNeeded();
    await screenshot(page, 'results-dossier-signing-key');
    expect(await accessibilityFaults(page)).toEqual([]);
  });
});
