/// <reference lib="dom" />
import { paymentRow } from '@app/testing';
import type { Page } from 'playwright-core';
import { type PaymentStack, startPaymentStack } from '../services/api/test/support/payment-stack';
import { makeBaby, makeParticipant } from '../services/api/test/support/contest-factories';
import { type BrowserSession, openBrowser, screenshot } from './support/browser';
import { type LayoutFaults, layoutFaults, NO_FAULTS } from './support/layout';
import { makeShowcase, type Showcase } from './support/showcase';

const SCREENS = [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
] as const;

/** The pages whose screenshots (var/e2e-screenshots/site-layout-*) show what this pass once found, or what is new on them. */
const SCREENSHOTS_OF = ['/vote/', '/compte/votes/', '/classement', '/verifier', '/account'];

/** Every control a visitor can tap, wherever it is on the page (header, menus, footer included). */
const CONTROLS = 'a[href], button, input, select, textarea, [role="button"]';

describe('the public site fits its screen on every page', () => {
  let stack: PaymentStack;
  let showcase: Showcase;
  let session: BrowserSession;
  let page: Page;
  /** What each address logged as an error (a failed take-over of a server-rendered page is one: React's #299, #418…). */
  const errors: Record<string, string[]> = {};
  let visiting = '';
  /** The voter's own child in the contest, whose vote statement the account lists. */
  let ownParticipantId = 0;

  beforeAll(async () => {
    stack = await startPaymentStack({ SUPPORT_WHATSAPP: '+221771234567' }, { site: true });
    showcase = await makeShowcase(stack.api);
    const { api } = stack;
    const { user } = showcase.voter;
    const baby = await makeBaby(api, user.id, { name: 'Awa' });
    ownParticipantId = (await makeParticipant(api, showcase.contestId, baby, user.id)).id;
    for (const [reference, status] of [
      ['BS-E2E-LAYOUT-OK', 'succeeded'],
      ['BS-E2E-LAYOUT-KO', 'failed'],
    ] as const) {
      await paymentRow(api.db, {
        transactionId: reference,
        status,
        providerStatus: status.toUpperCase(),
        userId: user.id,
        participantId: showcase.participants[0].id,
        contestId: showcase.contestId,
        packName: 'Pack Boost',
        votes: 60,
        amount: 2000,
        completedAt: new Date(),
      });
    }
    session = await openBrowser(stack.apiUrl, 360);
    page = session.page;
    // Every address asked of the API, not answered by the service worker's bare page: the pages the
    // server renders are then taken over by the browser at each visit, where an error would show.
    const devtools = await session.context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.setBypassServiceWorker', { bypass: true });
    page.on('console', (message) => {
      // The page's own status is not an error of the page: /nulle-part answers 404 by design.
      if (message.type() !== 'error' || message.location().url === page.url()) return;
      (errors[visiting] ??= []).push(message.text());
    });
    page.on('pageerror', (error) => (errors[visiting] ??= []).push(error.message));
  });
  afterAll(async () => {
    await session?.close();
    await stack.close();
  });

  /** The layout faults of each address, at each screen size, once the page has its data. */
  async function walk(paths: string[]): Promise<Record<string, LayoutFaults>> {
    const faults: Record<string, LayoutFaults> = {};
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      for (const path of paths) {
        visiting = path;
        await page.goto(path, { waitUntil: 'load' });
        // The header at its most crowded: Chromium offers to install the site once its worker runs, at a
        // moment of its own; here as soon as the site's code listens (it has taken the page over).
        await page.waitForFunction(() => {
          window.dispatchEvent(new Event('beforeinstallprompt'));
          return document.querySelector('.header__install') !== null;
        });
        await page.locator('main h1').first().waitFor();
        await page.locator('.state--loading').first().waitFor({ state: 'detached' });
        if (SCREENSHOTS_OF.some((shown) => path.includes(shown))) {
          await screenshot(page, `site-layout${path.replace(/[/?=&]+/g, '-')}`);
        }
        faults[`${path} at ${screen.width}`] = await layoutFaults(page, { controls: CONTROLS, tables: false });
      }
    }
    return faults;
  }

  const expected = (paths: string[]) =>
    Object.fromEntries(SCREENS.flatMap(({ width }) => paths.map((path) => [`${path} at ${width}`, NO_FAULTS])));

  it('shows every page to a visitor without overflow or a covered control, and no error', async () => {
    const { contestId, participants } = showcase;
    const paths = [
      '/',
      '/concours',
      `/concours/${contestId}/participants`,
      `/concours/${contestId}/classement`,
      `/vote/${contestId}/${participants[0].id}`,
      '/gagnants',
      '/temoignages-publics',
      '/verifier',
      '/conditions',
      '/policies',
      '/terms-of-service',
      '/fb-delete-account',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password/1/jeton',
      '/participer',
      '/participer/flow',
      '/concours/preinscription',
      '/nulle-part',
    ];
    expect({ faults: await walk(paths), errors }).toEqual({ faults: expected(paths), errors: {} });
  });

  it('shows every page of a signed-in parent without overflow or a covered control, and no error', async () => {
    await page.goto('/login/email');
    await page.getByLabel('Adresse e-mail').fill(showcase.voter.user.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(showcase.voter.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const paths = [
      '/account',
      '/compte/settings',
      `/compte/votes/${ownParticipantId}`,
      '/temoignages',
      '/recuperer-lot',
      '/concours/preinscription/flow',
      '/payment-success?provider=cinetpay&transaction_id=BS-E2E-LAYOUT-OK',
      '/payment-failed?provider=cinetpay&transaction_id=BS-E2E-LAYOUT-KO',
    ];
    expect({ faults: await walk(paths), errors }).toEqual({ faults: expected(paths), errors: {} });
  });

  /** The controls matched by `selector` (visible ones) smaller than 44 × 44 px, with their size. */
  const smallTargets = (selector: string) =>
    page.$$eval(selector, (elements) =>
      elements.flatMap((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || (box.width >= 44 && box.height >= 44)) return [];
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
        return [`${name}: ${Math.round(box.width)} × ${Math.round(box.height)}`];
      }),
    );

  it('gives the header, the account, the views and the ranking switch tap targets of 44 × 44 px at 360 px', async () => {
    await page.setViewportSize({ width: 360, height: 640 });
    const { contestId } = showcase;
    const small: Record<string, string[]> = {};
    for (const [path, selector] of [
      ['/account', '.header__refresh, main .account .button, main .account-links a'],
      [`/concours/${contestId}/participants`, '.view-toggle__option, .view-toggle__link'],
      [`/concours/${contestId}/classement`, '.view-switch__option'],
    ]) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      await page.locator('.state--loading').first().waitFor({ state: 'detached' });
      await page.locator(selector).first().waitFor();
      small[path] = await smallTargets(selector);
    }
    expect(small).toEqual({
      '/account': [],
      [`/concours/${contestId}/participants`]: [],
      [`/concours/${contestId}/classement`]: [],
    });
  });

  it('keeps the footer’s support promise with its contact, and gives the footer’s links 44 px targets at 360 px', async () => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/conditions', { waitUntil: 'load' });
    const footer = page.locator('footer.footer');
    const support = footer.getByRole('region', { name: 'Support 24h/24, 7j/7' });
    await support.getByRole('link', { name: /221/ }).waitFor();
    await support.scrollIntoViewIfNeeded();
    const links = footer.locator('.footer__links a, .footer__support a');
    expect(await links.count()).toBeGreaterThan(7);
    const short = await links.evaluateAll((found) =>
      found
        .filter((link) => link.getBoundingClientRect().height < 44)
        .map((link) => `${link.textContent} (${link.getBoundingClientRect().height} px)`),
    );
    expect(short).toEqual([]);
    await screenshot(page, 'site-footer');
  });
});
