/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { type PaymentStack, startPaymentStack } from '../services/api/test/support/payment-stack';
import { makeBaby, makeContest, makeParticipant } from '../services/api/test/support/contest-factories';
import { makeUser } from '../services/api/test/support/factories';
import { deName } from '../web-common/src/french';
import { type BrowserSession, openBrowser, screenshot } from './support/browser';
import { makeShowcase, type Showcase } from './support/showcase';

declare global {
  interface Window {
    __serverNodes?: Element[];
  }
}

describe('pages rendered on the server, then taken over by the browser', () => {
  let stack: PaymentStack;
  let showcase: Showcase;
  const sessions: BrowserSession[] = [];

  /** A browser in Douala (UTC+1, not the server's UTC): what it shows of times must still match the server's page. */
  const open = async (width = 360) => {
    const session = await openBrowser(stack.apiUrl, width, { timezoneId: 'Africa/Douala' });
    sessions.push(session);
    return session.page;
  };

  beforeAll(async () => {
    // Loopback stands for the load balancer: a browser given an address of its own is a visitor of its own.
    stack = await startPaymentStack({ TRUSTED_PROXIES: '127.0.0.1' }, { site: true });
    showcase = await makeShowcase(stack.api);
    // A closed contest and its winner, for /gagnants.
    const parent = await makeUser(stack.api);
    const closed = await makeContest(stack.api, {
      status: 'closed',
      title: 'Concours Bébés Garçons — Saison des pluies',
    });
    const baby = await makeBaby(stack.api, parent.user.id, { name: 'Ibrahima' });
    const winner = await makeParticipant(stack.api, closed.id, baby, parent.user.id);
    await stack.api.db.query(
      `INSERT INTO winners (contest_id, participant_id, baby_id, user_id, rank, votes, prize, baby_name, parent_name)
       VALUES ($1, $2, $3, $4, 1, 240, 100000, $5, 'Mariam Traoré')`,
      [closed.id, winner.id, baby.id, parent.user.id, baby.name],
    );
  });
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
    await stack.close();
  });

  const votePath = () => `/vote/${showcase.contestId}/${showcase.participants[1].id}`;

  /** Errors the page logged: a hydration mismatch is one (React's #418 and its kin). */
  function collectErrors(page: Page): string[] {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    return errors;
  }

  it('answers the participants and vote pages with their first screen and its data in the HTML', async () => {
    const vote = await (await fetch(`${stack.apiUrl}${votePath()}`)).text();
    expect(vote).toContain(`<h1 class="vote-profile__name">${showcase.participants[1].name}</h1>`);
    expect(vote).toMatch(/<img class="vote-profile__photo" src="\/media\/[^"]+\.webp"/);
    expect(vote).toContain('<script type="application/json" id="server-state">');
    // Before the code has taken the page over (or without it), the vote button's form posts to the page without script.
    const action = `/simple/participants/${showcase.participants[1].id}/vote`;
    expect(vote).toMatch(
      new RegExp(
        `<form (?=[^>]*method="post")(?=[^>]*action="${action}")[^>]*><button type="submit" class="button button--primary free-vote__button">Voter gratuitement</button></form>`,
      ),
    );

    const participants = await (await fetch(`${stack.apiUrl}/concours/${showcase.contestId}/participants`)).text();
    expect(participants).toContain('Concours Bébés Filles — Saison sèche');
    // React writes the elided apostrophe as an entity: "Photo d&#x27;Aminata".
    for (const { name } of showcase.participants) {
      expect(participants).toContain(`Photo ${deName(name).replace(/'/g, '&#x27;')}`);
    }

    // The pages' CSP refuses inline styles: the server's markup has none.
    const home = await (await fetch(`${stack.apiUrl}/`)).text();
    for (const page of [home, participants, vote]) expect(page).not.toMatch(/<[^>]*\sstyle=/);
  });

  it('sends forms bare: what a visitor types before the code has run would be lost', async () => {
    for (const path of ['/login', '/register', '/participer/flow']) {
      const page = await (await fetch(`${stack.apiUrl}${path}`)).text();
      expect({ path, bare: page.includes('<div id="root"></div>') }).toEqual({ path, bare: true });
    }
  });

  it.each([
    ['home', () => '/'],
    ['participants', () => `/concours/${showcase.contestId}/participants`],
    ['vote', votePath],
    ['winners', () => '/gagnants'],
    ['verifier', () => '/verifier'],
  ])('shows the %s page before its code arrives, then takes it over without rendering it again', async (_, path) => {
    const page = await open();
    const errors = collectErrors(page);
    const settingsAsked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/settings')) settingsAsked.push(request.url());
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path(), { waitUntil: 'commit' });
    await page.locator('main h1').waitFor();
    // The header, the page's heading and its photos: a failed take-over renders them all again.
    const shown = await page.evaluate(() => {
      window.__serverNodes = Array.from(document.querySelectorAll('header *, main h1, main img'));
      return window.__serverNodes.length;
    });
    release();
    await page.waitForLoadState('networkidle');
    // React has taken the heading over: hydration marks the nodes it adopts.
    await page.waitForFunction(() => {
      const heading = document.querySelector('main h1');
      return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    });
    const kept = await page.evaluate(() => (window.__serverNodes ?? []).filter((node) => node.isConnected).length);

    expect(shown).toBeGreaterThan(10);
    expect(kept).toBe(shown);
    expect(errors).toEqual([]);
    // The settings came in the page, as fresh as it: taking it over asks again for the rest only.
    expect(settingsAsked).toEqual([]);
  });

  it('shows /gagnants and /verifier with their frame and first content to a browser without JavaScript', async () => {
    for (const width of [360, 1280]) {
      // Not the address of this file's other visitors, whose pages may have used its renders (10 per 10 s).
      const session = await openBrowser(stack.apiUrl, width, {
        javaScriptEnabled: false,
        clientAddress: `198.51.100.${width === 360 ? 36 : 128}`,
      });
      sessions.push(session);
      const { page } = session;
      await page.goto('/gagnants');
      await page.getByRole('heading', { level: 1, name: 'Nos gagnants' }).waitFor();
      await page.getByText('Concours Bébés Garçons — Saison des pluies').first().waitFor();
      await page.getByText('Ibrahima').first().waitFor();
      await screenshot(page, 'winners-no-script');
      await page.goto('/verifier');
      await page.getByRole('heading', { level: 1, name: 'Vérifier un vote ou un résultat' }).waitFor();
      await page.getByLabel('Numéro du reçu').waitFor();
      await screenshot(page, 'verifier-no-script');
    }
  });

  it('lets a visitor vote from a server-rendered page once the code is there', async () => {
    const page = await open();
    await page.goto(votePath());
    await page.getByRole('button', { name: 'Voter gratuitement' }).click();
    // Signed out: the vote waits for the sign-in by phone, which the browser opens.
    await page.waitForURL('**/login?**');
    await page.getByRole('button', { name: 'Recevoir le code' }).waitFor();
    await screenshot(page, 'server-rendered-vote');
  });

  it('adds the signed-in parts to a server-rendered page once the browser has taken it over', async () => {
    const page = await open(1280);
    const errors = collectErrors(page);
    await page.goto('/login/email');
    await page.getByLabel('Adresse e-mail').fill(showcase.voter.user.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(showcase.voter.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(votePath());
    await page.getByRole('button', { name: /Moussa/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Connexion' }).count()).toBe(0);

    // A page for signed-in users, opened directly: the server's visitor render sends nobody to sign in.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => visited.push(new URL(frame.url()).pathname));
    await page.goto('/account');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(visited.filter((path) => path.startsWith('/login'))).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/account');
    expect(errors).toEqual([]);
  });
});
