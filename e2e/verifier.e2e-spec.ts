/// <reference lib="dom" />
import { join } from 'node:path';
import { LedgerWriter } from '@app/ledger';
import type { Page } from 'playwright-core';
import { makeAdmin, makeUser } from '../services/api/test/support/factories';
import { type PaymentStack, startPaymentStack } from '../services/api/test/support/payment-stack';
import { accessibilityFaults } from './support/accessibility';
import { Browsers, screenshot, SCREENSHOTS } from './support/browser';
import { makeShowcase, type Showcase } from './support/showcase';

const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 800 };

describe('a vote’s receipt, checked on /verifier by the voter’s own browser', () => {
  let stack: PaymentStack;
  let showcase: Showcase;
  const browsers = new Browsers(() => stack.apiUrl);
  const open = ({ width, height }: { width: number; height: number }) => browsers.open(width, { height });

  beforeAll(async () => {
    // A signed head every second: the vote is covered moments after it is cast.
    stack = await startPaymentStack({ TRANSPARENCY_HEAD_INTERVAL_SECONDS: '1' }, { site: true });
    await stack.api.startWorker();
    showcase = await makeShowcase(stack.api);
  });
  afterAll(async () => {
    await browsers.close();
    await stack.close();
  });

  /** Waits for the verdict, asking again while the API says no signed state covers the vote yet. */
  async function verdictOf(page: Page): Promise<string> {
    const verdict = page.locator('.verdict__title');
    const retry = page.getByRole('button', { name: 'Réessayer' });
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await verdict.or(retry).first().waitFor();
      if (await verdict.isVisible()) return (await verdict.textContent())!.replace(/^[✓✗]/, '');
      await page.waitForTimeout(1_000);
      // The page may have checked again by itself meanwhile.
      if (await retry.isVisible()) await retry.click();
    }
    throw new Error('the receipt was never covered by a signed state');
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

  let receiptUrl: string;

  it('gives a receipt after a free vote, whose "Vérifier" link says "Vérifié"', async () => {
    const page = await open(PHONE);
    const votePath = `/vote/${showcase.contestId}/${showcase.participants[2].id}`;
    await page.goto(votePath);
    await page.getByRole('button', { name: 'Voter gratuitement' }).click();
    await page.getByRole('link', { name: 'Se connecter avec une adresse e-mail' }).click();
    await page.getByLabel('Adresse e-mail').fill(showcase.voter.user.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(showcase.voter.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    // The vote asked for before signing in is cast on the way back.
    await page.waitForURL(`**${votePath}`);

    const link = page.getByRole('link', { name: /^Vérifier le reçu n° \d+$/ });
    await link.waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'vote-receipt-360x640.png') });
    const [{ id }] = await stack.api.db.query(
      `SELECT id FROM vote_ledger WHERE participant_id = $1 AND kind = 'free'`,
      [showcase.participants[2].id],
    );
    await page.getByText(`Reçu n° ${id}`).waitFor();
    receiptUrl = (await link.getAttribute('href'))!;
    expect(receiptUrl).toMatch(new RegExp(`^/verifier\\?recu=${id}&empreinte=[0-9a-f]{64}$`));

    await link.click();
    await page.waitForURL('**/verifier?**');
    await expect(verdictOf(page)).resolves.toBe('Vérifié');
    await page.getByText('Vote gratuit · 1 vote').waitFor();
    // The child by first name, as the public ranking shows it.
    await page.getByText(`${showcase.participants[2].name} (n° ${showcase.participants[2].id})`).waitFor();
    await page.getByText('Concours Bébés Filles — Saison sèche', { exact: false }).first().waitFor();
    await page.getByText('L’empreinte de votre reçu est celle du vote enregistré.').waitFor();
    const [key] = (await (await fetch(`${stack.apiUrl}/api/transparency/keys/`)).json()) as { fingerprint: string }[];
    await page.getByText(key.fingerprint).waitFor();

    await page.screenshot({ path: join(SCREENSHOTS, 'verifier-360x640.png') });
    await expect(sticksOut(page)).resolves.toEqual([]);
    await screenshot(page, 'verifier-verified');
    expect(await accessibilityFaults(page)).toEqual([]);
  });

  it('counts a held vote an administrator released as 1 vote, as the ranking does', async () => {
    const participant = showcase.participants[3];
    const voter = await makeUser(stack.api);
    const held = await stack.api.app.get(LedgerWriter).appendFreeVote({
      contestId: showcase.contestId,
      participantId: participant.id,
      voterId: voter.user.id,
      phoneNumberId: null,
      channel: 'web',
      ipHash: 'c'.repeat(32),
      deviceHash: null,
      idempotencyKey: `e2e-held-${voter.user.id}`,
      hold: { signals: ['young_account'], reason: 'Compte récent' },
    });
    const admin = await makeAdmin(stack.api);
    await stack.api.http
      .post(`/api/contests/admin/contests/${showcase.contestId}/held-votes/decide/`)
      .set(admin.auth)
      .send({ decision: 'release', vote_id: held.id, reason: 'Famille vérifiée' })
      .expect(201);

    for (const viewport of [PHONE, DESKTOP]) {
      const page = await open(viewport);
      await page.goto(`/verifier?recu=${held.id}`);
      await expect(verdictOf(page)).resolves.toBe('Vérifié');
      await page.getByText(`${participant.name} (n° ${participant.id})`).waitFor();
      await page.getByText('Vote mis en vérification', { exact: true }).waitFor();
      const standing = page.locator('.verdict__fact--standing');
      await standing.getByText(/^1 vote · validé le /).waitFor();
      expect(await page.getByText(/\b0 vote\b/).count()).toBe(0);
      await expect(sticksOut(page)).resolves.toEqual([]);
      await screenshot(page, 'verifier-released');
      expect(await accessibilityFaults(page)).toEqual([]);
    }
  });

  it('says "Invalide" for the same receipt with its fingerprint altered', async () => {
    const page = await open(DESKTOP);
    const altered = receiptUrl.replace(/([0-9a-f])$/, (last) => (last === '0' ? '1' : '0'));
    await page.goto(altered);
    await expect(verdictOf(page)).resolves.toBe('Invalide');
    await page.getByText("Le vote enregistré n'est pas celui de votre reçu : son empreinte diffère.").waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'verifier-invalid-1280x800.png') });
    await screenshot(page, 'verifier-invalid');
    expect(await accessibilityFaults(page)).toEqual([]);
  });

  it('shows the empty page, its explanation and the dossier drop zone, readable (axe)', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await open(viewport);
      await page.goto('/verifier', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Vérifier un dossier de résultats' }).waitFor();
      await page.getByRole('link', { name: '/api/transparency/keys/' }).waitFor();
      await page.screenshot({
        path: join(SCREENSHOTS, `verifier-empty-${viewport.width}x${viewport.height}.png`),
      });
      await expect(sticksOut(page)).resolves.toEqual([]);
      expect(await accessibilityFaults(page)).toEqual([]);
    }
  });
});
