import { describe, expect, it } from 'vitest';
import type { Contest } from '@/lib/api/contests/get-contest';
import type { Winner } from '@/lib/api/winners/get-winners';
import { type Podium, podiumsOfTab, totalPrizeOf } from './podium-order';

const podium = (id: number, prizes: number[]): Podium => ({
  contest: { id, title: `Concours ${id}` } as Contest,
  winners: prizes.map((prize, index) => ({ id: id * 10 + index, position: index + 1, prize }) as Winner),
});

/** Newest first, as the page gets them. */
const PODIUMS = [
  podium(5, [100_000, 50_000, 25_000]),
  podium(4, [200_000, 60_000, 40_000]),
  podium(3, [100_000]),
  podium(2, [150_000, 45_000, 30_000]),
  podium(1, [100_000, 50_000, 25_000]),
];

const ids = (podiums: Podium[]) => podiums.map((item) => item.contest.id);

describe('podiumsOfTab', () => {
  it('shows every podium, newest first, under "Tous"', () => {
    expect(ids(podiumsOfTab(PODIUMS, 'all'))).toEqual([5, 4, 3, 2, 1]);
  });

  it('shows the three newest under "Récents"', () => {
    expect(ids(podiumsOfTab(PODIUMS, 'recent'))).toEqual([5, 4, 3]);
  });

  it('orders by total prize under "Plus gros lots", the newest first on a tie', () => {
    expect(ids(podiumsOfTab(PODIUMS, 'biggest'))).toEqual([4, 2, 5, 1, 3]);
    expect(ids(PODIUMS)).toEqual([5, 4, 3, 2, 1]);
  });

  it('adds up what a contest distributed', () => {
    expect(totalPrizeOf(PODIUMS[1])).toBe(300_000);
  });
});
