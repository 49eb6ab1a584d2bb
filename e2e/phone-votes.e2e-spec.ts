/// <reference lib="dom" />
import { ChannelSettings } from '@app/channels';
import { VoteCodes } from '@app/entries';
import type { Locator, Page } from 'playwright-core';
import { makeAdmin } from '../services/api/test/support/factories';
import { type PaymentStack, startPaymentStack } from '../services/api/test/support/payment-stack';
import { Browsers, screenshot } from './support/browser';
import { layoutFaults, NO_FAULTS } from './support/layout';
import { makeShowcase, type Showcase } from './support/showcase';

const CONTROLS = 'a, button';

describe('a relative with a basic phone reads how to vote by SMS and USSD', () => {
  let stack: PaymentStack;
  let showcase: Showcase;
  let code: string;
  const browsers = new Browsers(() => stack.apiUrl);
  const open = (width: number, javaScriptEnabled = true) => browsers.open(width, { javaScriptEnabled });

  beforeAll(async () => {
    stack = await startPaymentStack({}, { site: true });
    showcase = await makeShowcase(stack.api);
    code = (await stack.api.app.get(VoteCodes).ofParticipants([child().id])).get(child().id)!;
  });
  afterAll(async () => {
    await browsers.close();
    await stack.close();
  });

  const child = () => showcase.participants[4];
  const votePath = () => `/vote/${showcase.contestId}/${child().id}`;

  /** The two ways, in a page or a part of it. */
  async function expectWays(scope: Page | Locator) {
    const ways = scope.getByRole('list', { name: 'Voter sans smartphone' });
    await ways.waitFor();
    expect(await ways.getByRole('link', { name: `envoyez VOTE\u00a0${code} au\u00a07575` }).getAttribute('href')).toBe(
      `sms:7575?body=VOTE%20${code}`,
    );
    expect(await ways.getByRole('link', { name: 'composez *384*7#' }).getAttribute('href')).toBe('tel:*384*7%23');
    expect((await ways.textContent())?.replace(/\s+/g, ' ')).toContain('puis 1 et le code');
  }

  it.each([360, 1280])(
    'shows the two ways under the vote code on the vote page at %i px, in the server’s HTML too',
    async (width) => {
      const page = await open(width);
      await page.goto(votePath());
      await page.getByText(`Code de vote : ${code}`).waitFor();
      await expectWays(page);
      expect(await layoutFaults(page, { controls: CONTROLS, tables: false })).toEqual(NO_FAULTS);
      await screenshot(page, 'phone-votes-vote-page');

      const bare = await open(width, false);
      await bare.goto(votePath());
      await expectWays(bare);
    },
  );

  it('shows them in the participant’s dialog, and the share message says the SMS to send', async () => {
    const page = await open(360);
    await page.goto(`/concours/${showcase.contestId}/participants`);
    await page.getByRole('button', { name: new RegExp(`^Voir ${child().name},`) }).click();
    await expectWays(page.getByRole('dialog'));
    // The page behind the dialog is covered on purpose: the dialog's own links and buttons are checked.
    expect(await layoutFaults(page, { controls: '[role="dialog"] :is(a, button)', tables: false })).toEqual(NO_FAULTS);
    await screenshot(page, 'phone-votes-dialog');

    await page.goto(votePath());
    const whatsApp = page.getByRole('link', { name: 'Partager sur WhatsApp' });
    await page.waitForFunction(() =>
      decodeURIComponent(document.querySelector('.share-actions__whatsapp')?.getAttribute('href') ?? '').includes(
        'Pas de smartphone',
      ),
    );
    expect(decodeURIComponent((await whatsApp.getAttribute('href')) ?? '')).toContain(
      `Code de vote : ${code}. Pas de smartphone ? Envoyez VOTE ${code} au 7575.`,
    );
  });

  it('shows them on the page without script, and only the channels an administrator left open', async () => {
    const page = await open(360, false);
    await page.goto(`/simple/participants/${child().id}`);
    await expectWays(page);
    expect(await layoutFaults(page, { controls: CONTROLS, tables: false })).toEqual(NO_FAULTS);
    await screenshot(page, 'phone-votes-simple');

    const admin = await makeAdmin(stack.api);
    await stack.api.app
      .get(ChannelSettings)
      .setContestChannels({ contestId: showcase.contestId, ussd: false, sms: true }, admin.user.id);
    const site = await open(360);
    await site.goto(votePath());
    await site.getByRole('link', { name: `envoyez VOTE\u00a0${code} au\u00a07575` }).waitFor();
    expect(await site.getByText('Par USSD').count()).toBe(0);
  });
});
