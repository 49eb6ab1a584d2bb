/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerWriter } from '@app/ledger';
import { CheckpointWitnesses, TransparencyLog } from '@app/transparency';
import type { Locator, Page } from 'playwright-core';
import { makeUser } from '../services/api/test/support/factories';
import { type PaymentStack, startPaymentStack } from '../services/api/test/support/payment-stack';
import { logVerifierKey, prepareWitness, type TestWitness } from '../services/api/test/support/witnesses';
import { accessibilityFaults } from './support/accessibility';
import { Browsers, screenshot } from './support/browser';
import { makeShowcase, type Showcase } from './support/showcase';

const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 800 };
const FOLLOWED = 'transparency_followed_checkpoint';

describe('a vote’s offline proof, downloaded from /verifier and checked there with the network cut', () => {
  let stack: PaymentStack;
  let showcase: Showcase;
  let witness: TestWitness;
  let log: TransparencyLog;
  let witnesses: CheckpointWitnesses;
  const browsers = new Browsers(() => stack.apiUrl);
  const open = ({ width, height }: { width: number; height: number }) => browsers.session(width, { height });

  beforeAll(async () => {
    witness = await prepareWitness('huissier.e2e.example/temoin');
    // The heads and checkpoints are published by the test; the worker's own wait an hour after the first.
    stack = await startPaymentStack(
      {
        TRANSPARENCY_HEAD_INTERVAL_SECONDS: '3600',
        TRANSPARENCY_CHECKPOINT_INTERVAL_SECONDS: '3600',
        TRANSPARENCY_WITNESSES: witness.setting,
        TRANSPARENCY_WITNESS_QUORUM: '1',
      },
      { site: true },
    );
    const worker = await stack.api.startWorker();
    log = worker.get(TransparencyLog);
    witnesses = worker.get(CheckpointWitnesses);
    await witness.start(await logVerifierKey(stack.api));
    showcase = await makeShowcase(stack.api);
    await vote(0);
    await publishCheckpoint();
  });
  afterAll(async () => {
    await browsers.close();
    await stack.close();
    await witness.dispose();
  });

  /** A free vote for the showcase's `participant`, in the log; its receipt's number and fingerprint. */
  async function vote(participant: number): Promise<{ id: number; hash: string }> {
    const voter = await makeUser(stack.api);
    const { id } = await stack.api.app.get(LedgerWriter).appendFreeVote({
      contestId: showcase.contestId,
      participantId: showcase.participants[participant].id,
      voterId: voter.user.id,
      phoneNumberId: null,
      channel: 'web',
      ipHash: 'd'.repeat(32),
      deviceHash: null,
      idempotencyKey: `e2e-offline-proof-${voter.user.id}`,
    });
    // The log takes a row once every transaction that began before it ended, on the whole database server.
    for (let attempt = 0; attempt < 60; attempt += 1) {
      await log.catchUp();
      if (await log.holdsContest(showcase.contestId)) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await log.publishHead();
    const receipt = await stack.api.http.get(`/api/transparency/receipts/${id}/`).expect(200);
    return { id, hash: (receipt.body as { leaf_hash: string }).leaf_hash };
  }

  /** A checkpoint of the log as it is, cosigned by the witness: the one /checkpoint serves from then on. */
  async function publishCheckpoint(): Promise<void> {
    await log.publishCheckpoint();
    await witnesses.settled();
  }

  /** The innermost elements wider than the window: a phone would scroll the page sideways. */
  function sticksOut(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const outside = Array.from(document.querySelectorAll('body *')).filter(
        (element) => element.getBoundingClientRect().right > width + 1,
      );
      return outside
        .filter((element) => !outside.some((other) => other !== element && element.contains(other)))
        .map((element) => `${element.tagName.toLowerCase()}.${element.classList[0] ?? ''}`);
    });
  }

  /** A verdict's title (« ✓ Vérifié », « ✗ Invalide ») within `scope`. */
  const verdictTitled = (scope: Page | Locator, title: string) =>
    scope.locator('.verdict__title').filter({ hasText: new RegExp(`^[✓✗?]${title}$`) });

  /** Drops a file on the page's drop zone, as a visitor drags it from their files. */
  async function drop(page: Page, name: string, text: string): Promise<void> {
    const dataTransfer = await page.evaluateHandle(
      ([fileName, content]) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([content], fileName, { type: 'text/plain' }));
        return transfer;
      },
      [name, text],
    );
    await page.locator('.verifier__drop').dispatchEvent('drop', { dataTransfer });
  }

  let proofText: string;
  let proofName: string;

  it('offers a checked receipt’s proof to download and as a QR code, then checks the file with no network', async () => {
    const { id, hash } = await vote(2);
    const { context, page } = await open(PHONE);

    // Before any checkpoint holds the vote: the proof is announced, and « Réessayer » brings it once published.
    await page.goto(`/verifier?recu=${id}&empreinte=${hash}`);
    await verdictTitled(page, 'Vérifié').waitFor();
    await page.getByText('La preuve hors ligne sera disponible dans quelques instants.').waitFor();
    await publishCheckpoint();
    await page.locator('.verifier__offline').getByRole('button', { name: 'Réessayer' }).click();
    const download = page.getByRole('link', { name: 'Télécharger la preuve hors ligne' });
    await download.waitFor();

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    proofName = file.suggestedFilename();
    expect(proofName).toBe(`recu-${id}.tlog-proof`);
    const saved = join(tmpdir(), `${process.pid}-${proofName}`);
    await file.saveAs(saved);
    proofText = await readFile(saved, 'utf8');
    expect(proofText.split('\n')[0]).toBe('c2sp.org/tlog-proof@v1');

    await page.getByRole('button', { name: 'Afficher le QR code de la preuve' }).click();
    const code = page.getByRole('img', { name: `QR code de la preuve hors ligne du reçu n° ${id}` });
    await code.waitFor();
    expect(await code.evaluate((image: HTMLImageElement) => image.naturalWidth > 0 && image.width >= 280)).toBe(true);
    await screenshot(page, 'offline-proof-receipt');
    await expect(sticksOut(page)).resolves.toEqual([]);
    expect(await accessibilityFaults(page)).toEqual([]);

    // The network cut: the proof is checked with the keys read when the page opened.
    await context.setOffline(true);
    await drop(page, proofName, proofText);
    const verdict = page
      .locator('.verifier__section')
      .filter({ has: page.locator('#dossier-title') })
      .locator('.verdict');
    await verdictTitled(verdict, 'Vérifié').waitFor();
    await verdict.getByText('Vote gratuit · 1 vote').waitFor();
    await verdict
      .locator('.verdict__fact')
      .filter({ hasText: 'Participant' })
      .getByText(`n° ${showcase.participants[2].id}`, { exact: true })
      .waitFor();
    await verdict.getByText(/^«\shuissier\.e2e\.example\/temoin\s» le /).waitFor();
    await verdict.getByText(/^lues sur le site le /).waitFor();
    await screenshot(page, 'offline-proof-verified');
    await expect(sticksOut(page)).resolves.toEqual([]);

    // A proof whose position was changed no longer leads to the cosigned root.
    const tampered = proofText.replace(/^index (\d+)$/m, (_, index: string) => `index ${Number(index) + 1}`);
    expect(tampered).not.toBe(proofText);
    await drop(page, 'recu-modifie.tlog-proof', tampered);
    await verdictTitled(verdict, 'Invalide').waitFor();
    await verdict.getByText("Le vote n'est pas dans le registre signé : la preuve ne mène pas à sa racine.").waitFor();
    await screenshot(page, 'offline-proof-tampered');
    await context.setOffline(false);

    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'offline-proof-receipt');
  });

  it('checks the proof with the keys this browser kept, when the site’s keys cannot be read', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page } = await open(viewport);
      // A first visit keeps the keys; on the next, every request to the log fails.
      await page.goto('/verifier');
      await page.getByText(/^Registre suivi : \d+ votes?, vérifié le /).waitFor();
      await page.route('**/api/transparency/log/**', (route) => route.abort('internetdisconnected'));
      await page.reload();
      await page.getByRole('heading', { name: 'Vérifier un dossier de résultats ou une preuve de vote' }).waitFor();
      await drop(page, proofName, proofText);
      await verdictTitled(page, 'Vérifié').waitFor();
      await page.getByText(/^lues sur le site le /).waitFor();
      await screenshot(page, 'offline-proof-kept-keys');
      await expect(sticksOut(page)).resolves.toEqual([]);
      expect(await accessibilityFaults(page)).toEqual([]);
    }
  });

  it('alerts in red when the log shows another history than the one this browser remembers, and keeps it', async () => {
    await vote(3);
    await publishCheckpoint();
    for (const viewport of [PHONE, DESKTOP]) {
      const { page } = await open(viewport);
      await page.goto('/verifier');
      const followed = page.getByText(/^Registre suivi : (\d+) votes?, vérifié le /);
      await followed.waitFor();
      const seen = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!) as { size: number }, FOLLOWED);
      expect(await followed.textContent()).toContain(`${seen.size} vote`);

      // This browser saw, on 20 November, a log of the same size with another root.
      const forked = { ...seen, root: Buffer.alloc(32, 7).toString('base64'), checkedAt: '2026-11-20T08:15:00.000Z' };
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [FOLLOWED, JSON.stringify(forked)]);
      await page.reload();
      const alert = page.locator('.verifier__fork');
      await alert
        .getByText('Le registre montre un autre historique que celui vu le 20 novembre 2026 à 08:15 : signalez-le.')
        .waitFor();
      expect(await alert.getAttribute('role')).toBe('alert');
      expect(await alert.evaluate((element) => getComputedStyle(element).borderColor)).toBe('rgb(198, 40, 40)');
      await expect(
        page.evaluate((key) => JSON.parse(localStorage.getItem(key)!) as unknown, FOLLOWED),
      ).resolves.toEqual(forked);
      await screenshot(page, 'offline-proof-fork');
      await expect(sticksOut(page)).resolves.toEqual([]);
      expect(await accessibilityFaults(page)).toEqual([]);
    }
  });
});
