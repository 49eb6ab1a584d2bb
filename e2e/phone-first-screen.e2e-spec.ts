/// <reference lib="dom" />
import { join } from 'node:path';
import { ledgerRows } from '@app/testing';
import type { Locator, Page } from 'playwright-core';
import { type PaymentStack, startPaymentStack } from '../services/api/test/support/payment-stack';
import { accessibilityFaults } from './support/accessibility';
import { Browsers, SCREENSHOTS } from './support/browser';
import { makeShowcase, type Showcase } from './support/showcase';

/** The smallest phone screen the site is made for. */
const PHONE = { width: 360, height: 640 };

describe('a cheap phone: the vote in the first screen, nothing covering a control', () => {
  let stack: PaymentStack;
  let showcase: Showcase;
  const browsers = new Browsers(() => stack.apiUrl);
  const phone = () => browsers.open(PHONE.width, { height: PHONE.height });

  beforeAll(async () => {
    stack = await startPaymentStack({ SUPPORT_WHATSAPP: '+221771234567' }, { site: true });
    await stack.api.startWorker();
    showcase = await makeShowcase(stack.api);
    // A podium: 5, 3 and 2 votes for the first three participants.
    for (const [index, votes] of [5, 3, 2].entries()) {
      await ledgerRows(
        stack.api.db,
        {
          kind: 'free',
          contestId: showcase.contestId,
          participantId: showcase.participants[index].id,
          voterId: showcase.voter.user.id,
          ipHash: 'a'.repeat(32),
        },
        votes,
      );
    }
  });
  afterAll(async () => {
    await browsers.close();
    await stack.close();
  });

  const votePath = () => `/vote/${showcase.contestId}/${showcase.participants[0].id}`;

  /** Where the element is, and whether it is the element (or inside it) that a tap at its centre reaches. */
  async function reachable(locator: Locator) {
    const box = await locator.boundingBox();
    if (!box) throw new Error('not displayed');
    const hit = await locator.evaluate(
      (element, [x, y]) => {
        const top = document.elementFromPoint(x, y);
        return top !== null && (element === top || element.contains(top));
      },
      [box.x + box.width / 2, box.y + box.height / 2] as const,
    );
    return { top: Math.round(box.y), bottom: Math.round(box.y + box.height), hit };
  }

  it('shows "Voter gratuitement", the votes and the rank in the first screen of the vote page, and keeps the vote reachable', async () => {
    const page = await phone();
    await page.goto(votePath(), { waitUntil: 'networkidle' });
    const vote = page.getByRole('button', { name: 'Voter gratuitement' });
    await vote.waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'vote-first-screen-360x640.png') });

    const screen = {
      button: await reachable(vote),
      votes: await reachable(page.getByTestId('vote-count')),
      rank: await reachable(page.locator('.vote-stats__item dd').nth(1)),
    };
    // Each one on screen, none covered (by the bottom navigation, the WhatsApp button…).
    const hidden = Object.entries(screen).filter(([, place]) => !place.hit || place.bottom > PHONE.height);
    expect(hidden).toEqual([]);

    // Scrolled down to the packs, the free vote is still a tap away.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 300);
    const scrolled = await reachable(vote);
    expect(scrolled).toEqual({ top: expect.any(Number), bottom: expect.any(Number), hit: true });
    expect(scrolled.bottom).toBeLessThanOrEqual(PHONE.height);
  });

  /**
   * The controls and live information a WhatsApp link is drawn over, at each of the page's scroll
   * positions (those partly under the sticky header aside: the header covers them).
   */
  async function coveredByWhatsApp(page: Page): Promise<string[]> {
    return page.evaluate(async () => {
      const covered = new Set<string>();
      const links = Array.from(document.querySelectorAll('a[href*="wa.me"]'));
      if (links.length === 0) return ['no WhatsApp link'];
      const header = document.querySelector('.header');
      const height = document.documentElement.scrollHeight;
      /** Where `element` (or something inside it) is in the stack of what is drawn at (x, y): 0 on top, -1 absent. */
      const depth = (stack: Element[], element: Element) => stack.findIndex((drawn) => element.contains(drawn));
      for (let y = 0; y < height; y += 100) {
        window.scrollTo(0, y);
        await new Promise((done) => requestAnimationFrame(() => done(null)));
        const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
        for (const link of links) {
          const over = link.getBoundingClientRect();
          for (const element of Array.from(
            document.querySelectorAll<HTMLElement>(
              'a, button, input, select, textarea, [role="status"], [role="alert"], .vote-stats__live',
            ),
          )) {
            if (link.contains(element) || element.contains(link) || header?.contains(element)) continue;
            const box = element.getBoundingClientRect();
            if (box.width === 0 || box.height === 0 || box.top < headerBottom) continue;
            const left = Math.max(box.left, over.left);
            const right = Math.min(box.right, over.right);
            const top = Math.max(box.top, over.top);
            const bottom = Math.min(box.bottom, over.bottom);
            if (left >= right || top >= bottom) continue;
            const stack = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2);
            const linkDepth = depth(stack, link);
            if (linkDepth !== -1 && linkDepth < depth(stack, element)) {
              covered.add(element.textContent?.trim() || element.outerHTML.slice(0, 80));
            }
          }
        }
      }
      window.scrollTo(0, 0);
      return [...covered];
    });
  }

  it('never lets the WhatsApp contact cover a control or live information', async () => {
    const page = await phone();
    const found: Record<string, string[]> = {};
    for (const path of ['/', '/concours', votePath()]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.locator('a[href*="wa.me"]').first().waitFor({ state: 'attached' });
      found[path] = await coveredByWhatsApp(page);
    }
    await page.goto('/participer/flow', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.locator('[role="alert"], .field__error').first().waitFor();
    found['/participer/flow'] = await coveredByWhatsApp(page);
    expect(found).toEqual({ '/': [], '/concours': [], [votePath()]: [], '/participer/flow': [] });
  });

  it('answers an unknown address and an unknown contest with 404 and the not-found page', async () => {
    for (const path of ['/nulle-part', '/concours/999999/participants', '/concours/999999/classement']) {
      const answer = await fetch(`${stack.apiUrl}${path}`);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      const page = await phone();
      await page.goto(path);
      await page.getByRole('heading', { name: 'Page non trouvée' }).waitFor();
      await expect(page.getByText('Oups ! Une erreur est survenue').count()).resolves.toBe(0);
    }
  });

  it('shows the podium of the ranking with readable colours (axe, once the lines are there)', async () => {
    const page = await phone();
    await page.goto(`/concours/${showcase.contestId}/classement`, { waitUntil: 'networkidle' });
    await page.locator('.ranking__line--top3').waitFor();
    expect(await accessibilityFaults(page)).toEqual([]);
    const ranks = await page.locator('.ranking__rank').allTextContents();
    expect(ranks.slice(0, 3)).toEqual(['1er', '2e', '3e']);
  });

  it('lets a parent find the open contests first on a phone, and "Participer" preselects the contest', async () => {
    const page = await phone();
    await page.goto('/concours', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Filles' }).click();
    const cards = page.locator('.contest-card');
    await expect(cards.count()).resolves.toBeGreaterThan(0);
    for (const title of await page.locator('.contest-card__title').allTextContents()) expect(title).toMatch(/fille/i);
    await cards.first().getByRole('link', { name: 'Participer' }).click();
    await page.waitForURL('**/participer/flow**');
    await page.getByText('Concours Bébés Filles — Saison sèche').first().waitFor();
  });
});
