import { describe, expect, it } from 'vitest';
import { orderRanking, withLiveRanking, type RankingLine } from './ranking-order';

const line = (secure_id: string, rank: number | null, vote_count: number): RankingLine => ({
  secure_id,
  participant_id: Number(secure_id.slice(1)),
  rank,
  baby_name: secure_id,
  photo_url: null,
  vote_count,
});

describe('orderRanking', () => {
  it('lists ranked participants by rank, then unranked ones by votes', () => {
    const lines = [line('p1', null, 0), line('p2', 3, 10), line('p3', null, 4), line('p4', 1, 50), line('p5', 2, 20)];
    expect(orderRanking(lines).map((entry) => entry.secure_id)).toEqual(['p4', 'p5', 'p2', 'p3', 'p1']);
  });
});

describe('withLiveRanking', () => {
  it('lays the live ranks and votes over the HTTP lines, matched by secure_id, and reorders', () => {
    const lines = [line('p1', 1, 50), line('p2', 2, 20), line('p3', null, 0)];
    const live = [
      { secure_id: 'p3', rank: 1, vote_count: 60, baby_name: 'p3', photo_url: null },
      { secure_id: 'p1', rank: 2, vote_count: 50, baby_name: 'p1', photo_url: null },
    ];
    const merged = withLiveRanking(lines, live);
    expect(merged.map((entry) => [entry.secure_id, entry.rank, entry.vote_count])).toEqual([
      ['p3', 1, 60],
      ['p1', 2, 50],
      ['p2', 2, 20],
    ]);
    expect(merged[0].participant_id).toBe(3);
  });
});
