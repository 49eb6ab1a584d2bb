/// <reference lib="dom" />
import { VoteCodes } from '@app/entries';
import { type PaymentStack, startPaymentStack } from '../services/api/test/support/payment-stack';
import { Browsers, screenshot } from './support/browser';
import { makeShowcase, type Showcase } from './support/showcase';

/** What WhatsApp's link preview sends: it runs no script and reads the raw HTML's head. */
const WHATSAPP = 'WhatsApp/2.23.20.0 A';

/** The content of a page's `<meta property|name="…">` tags, by their property or name. */
function metaTags(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags: Record<string, string> = {};
  for (const [, key, content] of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    tags[key] = content.replace(/&amp;/g, '&');
  }
  return tags;
}

describe('a shared link to a child’s page, opened cold on a phone', () => {
  let stack: PaymentStack;
  let showcase: Showcase;
  const browsers = new Browsers(() => stack.apiUrl);
  const open = (width = 360) => browsers.open(width, { height: width < 600 ? 640 : 860 });

  beforeAll(async () => {
    stack = await startPaymentStack({}, { site: true });
    showcase = await makeShowcase(stack.api);
  });
  afterAll(async () => {
    await browsers.close();
    await stack.close();
  });

  const child = () => showcase.participants[4];
  const votePath = () => `/vote/${showcase.contestId}/${child().id}`;

  it('gives WhatsApp a preview in the raw HTML: the first name, the contest, the photo, the address', async () => {
    const answer = await fetch(`${stack.apiUrl}${votePath()}?utm_source=whatsapp`, {
      headers: { 'User-Agent': WHATSAPP },
    });
    expect(answer.status).toBe(200);
    const tags = metaTags(await answer.text());
    expect(tags).toMatchObject({
      'og:title': `Votez pour ${child().name} — Concours Bébés Filles — Saison sèche`,
      'og:url': `${stack.apiUrl}${votePath()}`,
      'og:type': 'profile',
      'og:site_name': 'Bébé Star',
      'og:locale': 'fr_FR',
      'twitter:card': 'summary_large_image',
    });
    expect(tags['og:description']).toContain(`votez pour ${child().name}`);
    const image = await fetch(tags['og:image']);
    expect(image.status).toBe(200);
    expect((await image.arrayBuffer()).byteLength).toBeLessThan(300_000);
  });

  it('names the contest, the time left and the ranking, shares through WhatsApp, and scrolls as a visitor expects', async () => {
    const page = await open(360);
    await page.goto(votePath());

    await page.getByRole('heading', { name: child().name }).waitFor();
    const contestLink = page.getByRole('link', { name: 'Concours Bébés Filles — Saison sèche' });
    await contestLink.waitFor();
    await page.getByText(/^Fin dans (11|12) j \d+ h$/).waitFor();
    const whatsApp = page.getByRole('link', { name: 'Partager sur WhatsApp' });
    await page.waitForFunction(() =>
      decodeURIComponent(document.querySelector('.share-actions__whatsapp')?.getAttribute('href') ?? '').includes(
        window.location.origin,
      ),
    );
    const code = (await stack.api.app.get(VoteCodes).ofParticipants([child().id])).get(child().id);
    expect(decodeURIComponent((await whatsApp.getAttribute('href')) ?? '')).toBe(
      `https://wa.me/?text=Votez pour ${child().name} au concours « Concours Bébés Filles — Saison sèche » sur Bébé Star ! Code de vote : ${code}. Pas de smartphone ? Envoyez VOTE ${code} au 7575. ${stack.apiUrl}${votePath()}`,
    );
    await screenshot(page, 'shared-link-vote');

    // Down the page, then to the ranking: the ranking opens at its top.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'Voir le classement' }).click();
    await page.waitForURL(`**/concours/${showcase.contestId}/classement`);
    await page.locator('.ranking li').first().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // From the ranking, scrolled down, to a child's page: it opens at its top; "back" returns to where it was.
    await page.evaluate(() => window.scrollTo(0, 400));
    const rankingScroll = await page.evaluate(() => window.scrollY);
    expect(rankingScroll).toBeGreaterThan(0);
    await page.locator('.ranking li a[href^="/vote/"]').last().click();
    await page.waitForURL('**/vote/**');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(`**/concours/${showcase.contestId}/classement`);
    await page.waitForFunction((expected) => Math.abs(window.scrollY - expected) < 2, rankingScroll);
  });

  it('looks right at 1280 px too', async () => {
    const page = await open(1280);
    await page.goto(votePath());
    await page.getByRole('link', { name: 'Partager sur WhatsApp' }).waitFor();
    await screenshot(page, 'shared-link-vote');
  });
});
