import { randomBytes } from 'node:crypto';
import { type PaymentStack, startPaymentStack } from '../services/api/test/support/payment-stack';
import { type BrowserSession, openBrowser, screenshot } from './support/browser';

describe('a busy address: the browser proves its work by itself', () => {
  let stack: PaymentStack;
  let session: BrowserSession;

  beforeAll(async () => {
    // No free sign-up at all: the very first one from this address is asked for a proof.
    stack = await startPaymentStack({ PROOF_OF_WORK_FREE_PER_ADDRESS: '0' }, { site: true });
    session = await openBrowser(stack.apiUrl, 360);
  });
  afterAll(async () => {
    await session?.close();
    await stack?.close();
  });

  it('registers a parent whose sign-up is asked for a proof of work, with nothing more to do', async () => {
    const page = session.page;
    const suffix = randomBytes(3).toString('hex');
    const email = `awa.${suffix}@example.com`;
    const answers: { status: number; proof: boolean }[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'POST' && new URL(response.url()).pathname.startsWith('/api/user/register')) {
        answers.push({ status: response.status(), proof: request.headers()['x-proof-of-work'] !== undefined });
      }
    });

    await page.goto('/register');
    await page.getByLabel('Prénom').fill('Awa');
    await page.getByLabel('Nom', { exact: true }).fill('Traoré');
    await page.getByLabel("Nom d'utilisateur").fill(`awa_${suffix}`);
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Soleil-Bamako-2026');
    await page.getByLabel('Confirmer le mot de passe').fill('Soleil-Bamako-2026');
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
    await screenshot(page, 'register-after-proof-of-work');

    expect(answers).toEqual([
      { status: 429, proof: false },
      { status: 201, proof: true },
    ]);
    expect(await stack.api.db.query('SELECT username FROM users WHERE email = $1', [email])).toEqual([
      { username: `awa_${suffix}` },
    ]);
    // The status line is a live region, empty once the browser is done.
    await expect(
      page.getByRole('status').filter({ hasText: 'Vérification de votre navigateur' }).count(),
    ).resolves.toBe(0);
  });
});
