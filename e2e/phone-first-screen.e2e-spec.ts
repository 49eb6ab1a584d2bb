/// <reference lib="dom" />
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { type PaymentStack, startPaymentStack } from '../services/api/test/support/payment-stack';
import { type BrowserSession, openBrowser, SCREENSHOTS } from './support/browser';
import { makeShowcase, type Showcase } from './support/showcase';

/** The smallest phone screen the site is made for. */
const PHONE = { width: 360, height: 640 };

describe('a cheap phone: the vote in the first screen, nothing covering a control', () => {
  let stack: PaymentStack;
  let showcase: Showcase;
  const sessions: BrowserSession[] = [];

  const phone = async () => {
    const session = await openBrowser(stack.apiUrl, PHONE.width);
    sessions.push(session);
    await session.page.setViewportSize(PHONE);
    return session.page;
  };

  beforeAll(async () => {
    stack = await startPaymentStack({ SUPPORT_WHATSAPP: '+221771234567' }, { site: true });
    await stack.api.startWorker();
    showcase = await makeShowcase(stack.api);
    // A podium: 5, 3 and 2 votes for the first three participants.
    for (const [index, votes] of [5, 3, 2].entries()) {
      await stack.api.db.query(
        `INSERT INTO vote_ledger (kind, weight, contest_id, participant_id, voter_id, ip_hash)
         SELECT 'free', 1, $1, $2, $3, repeat('a', 32) FROM generate_series(1, $4::int)`,
        [showcase.contestId, showcase.participants[index].id, showcase.voter.user.id, votes],
      );
    }
  });
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
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
});
