import { contestKeys, countOfScore, rankingChangedChannel, rankingKeys, rankingScore } from './ranking-keys';

describe('rankingScore', () => {
  it('puts more votes first, whatever the entry ids', () => {
    expect(rankingScore(2, 2 ** 32 - 1)).toBeGreaterThan(rankingScore(1, 1));
    expect(rankingScore(1, 999_999)).toBeGreaterThan(rankingScore(0, 0));
  });

  it('puts, among equal counts, the participant whose latest entry is older first', () => {
    expect(rankingScore(5, 100)).toBeGreaterThan(rankingScore(5, 101));
    expect(rankingScore(0, 0)).toBeGreaterThan(rankingScore(0, 7));
  });

  it('stays exact at the largest supported count and entry id', () => {
    const count = 2 ** 21 - 1;
    const score = rankingScore(count, 2 ** 32 - 1);
    expect(Number.isSafeInteger(score)).toBe(true);
    expect(score).toBe(count * 2 ** 32);
    expect(rankingScore(count, 2 ** 32 - 2) - score).toBe(1);
  });

  it('encodes the vote count, negative ones included', () => {
    for (const count of [0, 1, 2, 49, 1_000_000, -1]) {
      for (const id of [0, 1, 123_456, 2 ** 32 - 1]) expect(countOfScore(rankingScore(count, id))).toBe(count);
    }
  });
});

describe('rankingKeys', () => {
  it('keeps every key of the projection under one hash tag, each contest under its own names', () => {
    const keys = [
      ...contestKeys(42),
      ...contestKeys(43),
      ...contestKeys(420),
      rankingKeys.watermark,
      rankingKeys.lease,
    ];
    expect(keys.every((key) => key.match(/\{[^}]*\}/g)?.join() === '{projection}')).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('prefixes the change channel like the keys', () => {
    expect(rankingChangedChannel({ redis: { keyPrefix: 'bebe:' } })).toBe('bebe:ranking-changed');
  });
});
