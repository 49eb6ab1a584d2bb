import { describe, expect, it } from 'vitest';
import type { LiveRankingEntry } from '@contracts/live-protocol';
import { applyRankingDelta } from './live-ranking-delta';

const line = (id: string, votes: number, rank: number | null): LiveRankingEntry => ({
  secure_id: id,
  baby_name: id.toUpperCase(),
  photo_url: null,
  vote_count: votes,
  rank,
});
const TOP = [line('a', 10, 1), line('b', 8, 2), line('c', 8, 3), line('d', 5, 4)];
const order = (outcome: ReturnType<typeof applyRankingDelta>) =>
  outcome.kind === 'applied'
    ? outcome.ranking.map((entry) => `${entry.rank}:${entry.secure_id}:${entry.vote_count}`)
    : outcome.kind;

describe('applying a ranking delta', () => {
  it('moves a line that gained votes, after the lines that had that count first', () => {
    expect(order(applyRankingDelta(TOP, [line('d', 8, 4)], 4))).toEqual(['1:a:10', '2:b:8', '3:c:8', '4:d:8']);
    expect(order(applyRankingDelta(TOP, [line('d', 9, 2)], 4))).toEqual(['1:a:10', '2:d:9', '3:b:8', '4:c:8']);
  });

  it('lets a newcomer from below into the top and pushes the last line out', () => {
    expect(order(applyRankingDelta(TOP, [line('z', 6, 4)], 4))).toEqual(['1:a:10', '2:b:8', '3:c:8', '4:z:6']);
    expect(order(applyRankingDelta(TOP, [line('y', 2, 9)], 4))).toEqual(['1:a:10', '2:b:8', '3:c:8', '4:d:5']);
  });

  it('orders two changed lines of equal count by their server rank', () => {
    expect(order(applyRankingDelta(TOP, [line('d', 11, 2), line('b', 11, 1)], 4))).toEqual([
      '1:b:11',
      '2:d:11',
      '3:a:10',
      '4:c:8',
    ]);
  });

  it('takes counts and ranks alone for lines it shows, and asks for a snapshot for a newcomer without its name', () => {
    expect(order(applyRankingDelta(TOP, [{ secure_id: 'c', vote_count: 12, rank: 1 }], 4))).toEqual([
      '1:c:12',
      '2:a:10',
      '3:b:8',
      '4:d:5',
    ]);
    expect(applyRankingDelta(TOP, [{ secure_id: 'x', vote_count: 12, rank: 1 }], 4)).toEqual({ kind: 'resync' });
    expect(order(applyRankingDelta(TOP, [{ secure_id: 'x', vote_count: 1, rank: 30 }], 4))).toEqual([
      '1:a:10',
      '2:b:8',
      '3:c:8',
      '4:d:5',
    ]);
  });

  it('asks for a snapshot when a line lost votes and left a full top', () => {
    expect(applyRankingDelta(TOP, [line('a', 1, 7)], 4)).toEqual({ kind: 'resync' });
    expect(order(applyRankingDelta(TOP, [line('a', 1, 5)], 10))).toEqual(['1:b:8', '2:c:8', '3:d:5', '4:a:1']);
  });
});
