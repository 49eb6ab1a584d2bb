/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { SANDBOX_CREDENTIALS } from '@app/config';
import { type RunningSandbox, startSandbox } from '../services/payment-sandbox/src';
import { type SmsStack, startSmsStack } from '../services/api/test/support/sms-stack';
import { expectAccessible } from './support/accessibility';
import { Browsers, screenshot } from './support/browser';
import { makeShowcase, type Showcase } from './support/showcase';

/** The code of the last SMS the sandbox received for `to` (E.164). */
function lastCode(stack: SmsStack, to: string): string {
  const code = /^(\d{6}) /.exec(stack.sms.messages(to).at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

describe('a phone without JavaScript (Opera Mini extreme, JavaScript off) votes and buys', () => {
  let stack: SmsStack;
  let payments: RunningSandbox;
  let showcase: Showcase;
  const browsers = new Browsers(() => stack.apiUrl);
  /** The browser of the first test, which the next one goes on with. */
  let first: Page;

  const open = (width: number, javaScriptEnabled: boolean) => browsers.open(width, { javaScriptEnabled });

  beforeAll(async () => {
    payments = await startSandbox({
      port: 0,
      credentials: SANDBOX_CREDENTIALS,
      intouchCallbackUrl: 'http://127.0.0.1:9/api/payments/intouch/callback/',
    });
    stack = await startSmsStack(
      { FREE_VOTE_WITHOUT_PHONE: 'false', PAYMENTS_MODE: 'sandbox', PAYMENT_SANDBOX_URL: payments.url },
      { site: true },
    );
    showcase = await makeShowcase(stack.api);
    // The ranking's projector: the count the pages show.
    await stack.api.startWorker();
  });
  afterAll(async () => {
    await browsers.close();
    await stack.close();
    await payments.close();
  });

  /**
   * axe-core runs as a script of the page, which a browser without JavaScript does not run: the page's
   * markup is checked in a browser that does, under the same address (its style sheet loaded).
   */
  let checker: Awaited<ReturnType<typeof open>> | undefined;
  const expectAccessibleWithoutScript = async (page: Awaited<ReturnType<typeof open>>) => {
    checker ??= await open(360, true);
    const markup = await page.content();
    await checker.setViewportSize(page.viewportSize()!);
    await checker.goto(`${stack.apiUrl}/simple/style.css`);
    await checker.setContent(markup, { waitUntil: 'load' });
    await expectAccessible(checker);
  };

  const participant = () => showcase.participants[4];
  const votePath = () => `/vote/${showcase.contestId}/${participant().id}`;

  it('signs in by number and code, votes free and shows the result; the JavaScript page shows the same count', async () => {
    const page = await open(360, false);
    first = page;
    await page.goto(votePath());
    // The server's render of the site's page: its vote button is a form that works without script.
    await page.getByRole('heading', { name: participant().name }).waitFor();
    await page.getByRole('button', { name: 'Voter gratuitement' }).click();

    await page.waitForURL(`**/simple/connexion?participant=${participant().id}`);
    await page.getByRole('heading', { name: 'Connexion par SMS' }).waitFor();
    expect(await page.getByLabel('Pays').inputValue()).toBe('SN');
    await page.getByLabel('Votre numéro de mobile').fill('77 123 45 68');
    await page.getByLabel('Votre prénom (si vous êtes nouveau)').fill('Awa');
    await screenshot(page, 'no-script-sign-in');
    await expectAccessibleWithoutScript(page);
    await page.getByRole('button', { name: 'Recevoir le code' }).click();

    await page.getByText('Code envoyé par SMS au +221 ••••• 45 68').waitFor();
    await page.getByLabel('Code reçu par SMS (6 chiffres)').fill(lastCode(stack, '+221771234568'));
    await screenshot(page, 'no-script-code');
    await page.getByRole('button', { name: 'Me connecter' }).click();

    await page.waitForURL(`**/simple/participants/${participant().id}`);
    await page.getByText('Connecté(e) : Awa (+221 ••••• 45 68)').waitFor();
    await screenshot(page, 'no-script-participant');
    await expectAccessibleWithoutScript(page);
    await page.getByRole('button', { name: 'Voter gratuitement' }).click();

    await page.getByRole('heading', { name: 'Vote compté !' }).waitFor();
    await page.getByText(`Merci ! ${participant().name} a maintenant 1 vote.`).waitFor();
    await page.getByText(/Reçu n° \d+/).waitFor();
    await page
      .getByText(/Prochain vote gratuit à \d{1,2} h \d\d\./)
      .first()
      .waitFor();
    await screenshot(page, 'no-script-voted');
    await expectAccessibleWithoutScript(page);

    const [{ channel }] = await stack.api.db.query('SELECT channel FROM vote_ledger WHERE participant_id = $1', [
      participant().id,
    ]);
    expect(channel).toBe('web');

    const withScript = await open(360, true);
    await withScript.goto(votePath());
    await withScript.waitForFunction(
      () => document.querySelector('[data-testid="vote-count"]')?.textContent === '1',
      null,
      { timeout: 15_000 },
    );
    // Each accessibility check runs axe in another browser: slow on a busy machine.
  }, 240_000);

  it('buys a pack through the provider’s hosted checkout, and comes back to a result page that needs no script', async () => {
    const page = first;
    await page.goto(`/simple/participants/${participant().id}`);
    const buy = page.getByRole('button', { name: 'Acheter le Pack Découverte' });
    await page.locator('form', { has: buy }).getByLabel('Moyen de paiement').selectOption('cinetpay');
    await buy.click();
    await page.waitForURL(`${payments.url}/cinetpay/checkout/**`);
    await screenshot(page, 'no-script-checkout');
    await page.getByRole('button', { name: 'Payer' }).click();
    // CinetPay comes back with a POST that its page submits by script, or by hand without it.
    await page.getByRole('button', { name: 'Retour au site' }).click();
    await page.waitForURL('**/payment-success?**');
    const result = page.getByRole('heading', { name: /Paiement réussi|Paiement en cours de confirmation/ });
    await result.waitFor();
    // A payment still pending is asked again with the page's refresh form (a page rendered is kept 2 s).
    for (let tries = 0; tries < 10 && (await result.textContent()) !== 'Paiement réussi !'; tries += 1) {
      await page.waitForTimeout(2_500);
      await page.locator('main').getByRole('button', { name: 'Actualiser' }).click();
      await result.waitFor();
    }
    expect(await result.textContent()).toBe('Paiement réussi !');
    await screenshot(page, 'no-script-payment-success');
  }, 120_000);

  it('looks right at 1280 px', async () => {
    const page = await open(1280, false);
    await page.goto(`/simple/participants/${participant().id}`);
    await page.getByRole('heading', { name: `Votez pour ${participant().name}` }).waitFor();
    await screenshot(page, 'no-script-participant');
    await page.goto(`/simple/connexion?participant=${participant().id}`);
    await screenshot(page, 'no-script-sign-in');
  });
});
