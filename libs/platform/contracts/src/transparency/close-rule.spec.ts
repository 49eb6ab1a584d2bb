import { countedLeaves } from './close-rule';
import type { VoteLeaf } from './leaf';

const END = '2026-11-28T20:00:00.000Z';
const leaf = (id: number, kind: VoteLeaf['kind'], at: string, ref: number | null = null): VoteLeaf => ({
  v: 1,
  id,
  kind,
  weight: kind === 'paid' ? 150 : kind === 'reversal' ? -1 : kind === 'held' || kind === 'rejection' ? 0 : 1,
  contest: 1,
  participant: 1,
  at,
  ref,
  voter: null,
  device: null,
  payment: null,
});

describe('countedLeaves', () => {
  it('counts the votes written before the end, and decisions on them whenever they were made', () => {
    const leaves = [
      leaf(1, 'free', '2026-11-28T19:59:59.999Z'),
      leaf(2, 'held', '2026-11-28T19:00:00.000Z'),
      leaf(3, 'release', '2026-11-29T09:00:00.000Z', 2),
      leaf(4, 'reversal', '2026-11-29T10:00:00.000Z', 1),
    ];
    expect(countedLeaves(leaves, END).map((counted) => counted.id)).toEqual([1, 2, 3, 4]);
  });

  it('leaves out a vote written at or after the end, with every decision and reversal that follows from it', () => {
    const leaves = [
      leaf(1, 'free', '2026-11-28T19:00:00.000Z'),
      leaf(2, 'paid', END),
      leaf(3, 'held', '2026-11-28T20:00:01.000Z'),
      leaf(4, 'release', '2026-11-29T09:00:00.000Z', 3),
      leaf(5, 'reversal', '2026-11-29T10:00:00.000Z', 4),
      leaf(6, 'reversal', '2026-11-29T10:00:00.000Z', 2),
    ];
    expect(countedLeaves(leaves, END).map((counted) => counted.id)).toEqual([1]);
  });
});
