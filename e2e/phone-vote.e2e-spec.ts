/// <reference lib="dom" />
import type { Locator, Page } from 'playwright-core';
import { type SmsStack, startSmsStack } from '../services/api/test/support/sms-stack';
import { expectAccessible } from './support/accessibility';
import { Browsers, screenshot } from './support/browser';
import { makeShowcase, type Showcase } from './support/showcase';
import { DEFAULT_PASSWORD, makeUser } from '../services/api/test/support/factories';

/** The code of the last SMS the sandbox received for `to` (E.164). */
function lastCode(stack: SmsStack, to: string): string {
  const code = /^(\d{6}) /.exec(stack.sms.messages(to).at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** Taps counted: what the visitor does besides typing. */
function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await target.click();
    },
    get count() {
      return taps;
    },
  };
}

/** The answer of the free vote that counted (the device's first one comes back with its proof of work). */
const countedVote = (page: Page) =>
  page.waitForResponse(
    (answer) =>
      answer.request().method() === 'POST' &&
      /\/participants\/\d+\/vote\/?$/.test(new URL(answer.url()).pathname) &&
      answer.status() === 201,
    { timeout: 30_000 },
  );

describe('the phone number is the voter: from a shared link to a counted free vote', () => {
  let stack: SmsStack;
  let showcase: Showcase;
  const browsers = new Browsers(() => stack.apiUrl);
  const open = (width = 360) => browsers.open(width, { height: width < 600 ? 640 : 860 });

  beforeAll(async () => {
    stack = await startSmsStack({ FREE_VOTE_WITHOUT_PHONE: 'false' }, { site: true });
    showcase = await makeShowcase(stack.api);
    // The ranking's projector: the count a vote answers and the page shows.
    await stack.api.startWorker();
  });
  afterAll(async () => {
    await browsers.close();
    await stack.close();
  });

  const votePath = (index: number) => `/vote/${showcase.contestId}/${showcase.participants[index].id}`;
  const voteCount = async (index: number) =>
    (await stack.api.http.get(`/api/contests/participants/${showcase.participants[index].id}/`)).body.vote_count;

  it('signs a newcomer in by SMS and counts the vote at once: at most three taps besides typing', async () => {
    const page = await open(360);
    const taps = tapCounter();
    await page.goto(votePath(2));

    await taps.tap(page.getByRole('button', { name: 'Voter gratuitement' }));
    await page.waitForURL('**/login?**');
    // The contest's country (Sénégal) comes first.
    expect(await page.getByRole('combobox', { name: 'Pays' }).inputValue()).toBe('+221');
    await page.getByLabel('Votre numéro').fill('771234567');
    expect(await page.getByLabel('Votre numéro').inputValue()).toBe('77 123 45 67');
    await page.getByLabel('Votre prénom').fill('Aya');
    await screenshot(page, 'phone-sign-in');
    await expectAccessible(page);

    // A number never seen costs a proof of work, which the page solves before the code is sent.
    await taps.tap(page.getByRole('button', { name: 'Recevoir le code' }));
    await page.getByText('Code envoyé au +221 ••••• 45 67').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: /^Renvoyer le code dans \d:\d\d$/ }).waitFor();
    await screenshot(page, 'phone-code');
    await expectAccessible(page);

    const voted = countedVote(page);
    await page.getByLabel('Code reçu par SMS (6 chiffres)').fill(lastCode(stack, '+221771234567'));
    await page.waitForURL(`**${votePath(2)}`);
    await voted;
    await page.waitForFunction(() => document.querySelector('[data-testid="vote-count"]')?.textContent === '1');
    await page.getByText('Prochain vote gratuit dans').waitFor();
    await screenshot(page, 'phone-voted');

    expect(taps.count).toBeLessThanOrEqual(3);
    expect(await voteCount(2)).toBe(1);
  });

  it('asks an e-mail account without a number for one, then counts the vote', async () => {
    const voter = await makeUser(stack.api, { firstName: 'Fanta', lastName: 'Koné', phone: null });
    const page = await open(360);
    await page.goto(`/login?returnUrl=${encodeURIComponent(votePath(3))}`);
    await page.getByRole('link', { name: 'Se connecter avec une adresse e-mail' }).click();
    await page.getByLabel('Adresse e-mail').fill(voter.user.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`**${votePath(3)}`);

    await page.getByRole('button', { name: 'Voter gratuitement' }).click();
    await page.waitForURL('**/compte/telephone?**');
    await page.getByRole('heading', { name: 'Confirmez votre numéro' }).waitFor();
    await page.getByLabel('Votre numéro').fill('77 222 33 44');
    await page.getByRole('button', { name: 'Recevoir le code' }).click();
    await page.getByText('Code envoyé au +221 ••••• 33 44').waitFor({ timeout: 30_000 });
    await screenshot(page, 'phone-confirm-code');

    const voted = countedVote(page);
    await page.getByLabel('Code reçu par SMS (6 chiffres)').fill(lastCode(stack, '+221772223344'));
    await page.waitForURL(`**${votePath(3)}`);
    await voted;
    await page.waitForFunction(() => document.querySelector('[data-testid="vote-count"]')?.textContent === '1');
    expect(await voteCount(3)).toBe(1);

    await page.goto('/account');
    await page.getByText('Numéro confirmé : +221 ••••• 33 44').waitFor();
  });

  it('looks right at 1280 px', async () => {
    const page = await open(1280);
    await page.goto(`/login?pays=${encodeURIComponent("Côte d'Ivoire")}`);
    await page.getByRole('button', { name: 'Recevoir le code' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Pays' }).inputValue()).toBe('+225');
    await screenshot(page, 'phone-sign-in');
  });
});
