/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { makeBaby, makeParticipant } from '../services/api/test/support/contest-factories';
import { makeUser, type MadeUser } from '../services/api/test/support/factories';
import { type PaymentStack, startPaymentStack } from '../services/api/test/support/payment-stack';
import { accessibilityFaults } from './support/accessibility';
import { type BrowserSession, openBrowser, screenshot } from './support/browser';
import { makeShowcase, type Showcase } from './support/showcase';

declare global {
  interface Window {
    __pwned?: number;
  }
}

/** What the site shows for a path that leads nowhere, and for a page that failed to render. */
const NOT_FOUND = 'Page non trouvée';
const BROKEN = 'Oups ! Une erreur est survenue';

describe('a site where every link leads somewhere', () => {
  let stack: PaymentStack;
  let showcase: Showcase;
  let parent: MadeUser;
  let participantId: number;
  let session: BrowserSession;

  beforeAll(async () => {
    stack = await startPaymentStack({}, { site: true });
    showcase = await makeShowcase(stack.api);
    parent = await makeUser(stack.api, { firstName: 'Mariam', lastName: 'Koné' });
    const baby = await makeBaby(stack.api, parent.user.id, { name: 'Binta' });
    participantId = (await makeParticipant(stack.api, showcase.contestId, baby, parent.user.id)).id;
    session = await openBrowser(stack.apiUrl, 1280);
    await logIn(session.page);
  });
  afterAll(async () => {
    await session.close();
    await stack.close();
  });

  async function logIn(page: Page) {
    await page.goto('/login/email');
    await page.getByLabel('Adresse e-mail').fill(parent.user.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(parent.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  }

  /** Every same-site page the current page links to (API, photos and in-page anchors aside). */
  function internalLinks(page: Page): Promise<string[]> {
    return page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
        .map((link) => new URL(link.href, window.location.href))
        .filter((url) => url.origin === window.location.origin && !/^\/(api|media)\//.test(url.pathname))
        .map((url) => `${url.pathname}${url.search}`),
    );
  }

  /** Serious accessibility faults of the pages visited, by page. */
  const faults: Record<string, string[]> = {};

  async function expectARealPage(page: Page, path: string) {
    await page.goto(path, { waitUntil: 'networkidle' });
    const headings = await page.locator('h1, h2').allTextContents();
    const failures = headings.filter((heading) => heading === NOT_FOUND || heading === BROKEN);
    expect({ path, failures }).toEqual({ path, failures: [] });
    const found = await accessibilityFaults(page);
    if (found.length > 0) faults[`${path} (${page.viewportSize()?.width ?? 0} px)`] = found;
  }

  // About thirty pages, each loaded to network idle and scanned for accessibility faults (85 s on a quiet box): 240 s.
  it('follows every internal link of the main pages, signed in, to real pages without a serious accessibility fault', async () => {
    const page = session.page;
    const votePath = `/vote/${showcase.contestId}/${participantId}`;
    const found = new Map<string, string>();
    for (const path of [
      '/',
      '/concours',
      `/concours/${showcase.contestId}/participants`,
      votePath,
      '/account',
      '/compte/settings',
    ]) {
      await expectARealPage(page, path);
      if (path === '/compte/settings') await page.getByRole('tab', { name: 'Sécurité' }).click();
      if (path === '/account') await page.getByText('Binta').first().waitFor();
      for (const link of await internalLinks(page)) if (!found.has(link)) found.set(link, path);
    }
    expect([...found.keys()]).toEqual(
      expect.arrayContaining(['/conditions', '/policies', '/terms-of-service', '/fb-delete-account', '/recuperer-lot']),
    );
    for (const link of found.keys()) await expectARealPage(page, link);
    expect(faults).toEqual({});
  }, 240_000);

  it('shows a visitor, on a phone, the pages that need no account without a serious accessibility fault', async () => {
    const visitor = await openBrowser(stack.apiUrl, 360);
    try {
      for (const path of [
        '/',
        '/concours',
        `/concours/${showcase.contestId}/participants`,
        `/concours/${showcase.contestId}/classement`,
        `/vote/${showcase.contestId}/${participantId}`,
        '/gagnants',
        '/temoignages-publics',
        '/participer',
        '/login',
        '/register',
        '/forgot-password',
        '/conditions',
        '/policies',
        '/terms-of-service',
      ]) {
        await expectARealPage(visitor.page, path);
      }
    } finally {
      await visitor.close();
    }
    expect(faults).toEqual({});
  });

  it('shows markup typed in a comment as text, without ever running it', async () => {
    const page = session.page;
    const hostile = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">';
    await page.goto(`/concours/${showcase.contestId}/participants?participant=${participantId}`);
    await page.getByRole('heading', { name: 'Laissez votre commentaire' }).waitFor();
    await page.getByRole('textbox', { name: 'Votre commentaire' }).fill(hostile);
    await page.getByRole('button', { name: 'Publier' }).click();
    const posted = page.locator('.comment__text', { hasText: hostile });
    await posted.waitFor();
    await posted.scrollIntoViewIfNeeded();
    await screenshot(page, 'comment-as-text');
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();

    await page.reload({ waitUntil: 'networkidle' });
    const text = page.locator('.comment__text').first();
    await expect(text.textContent()).resolves.toBe(hostile);
    await expect(page.locator('.comments img, .comments script').count()).resolves.toBe(0);
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
    const [{ text: stored }] = await stack.api.db.query('SELECT text FROM comments WHERE participant_id = $1', [
      participantId,
    ]);
    expect(stored).toBe(hostile);
  });
});
