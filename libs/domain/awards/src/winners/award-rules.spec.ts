import { claimDeadline, firstPlaceBarEnd, podium, prizeForRank } from './award-rules';

describe('prizeForRank', () => {
  it('takes the contest prizes', () => {
    const contest = { prize: 100_000, secondPrize: 75_000, thirdPrize: 50_000 };
    expect([1, 2, 3].map((rank) => prizeForRank(contest, rank))).toEqual([100_000, 75_000, 50_000]);
  });

  it('gives 30 % and 20 % of the first, rounded down, to a second or third prize left at 0', () => {
    const contest = { prize: 123_457, secondPrize: 0, thirdPrize: 0 };
    expect([2, 3].map((rank) => prizeForRank(contest, rank))).toEqual([37_037, 24_691]);
  });
});

describe('podium', () => {
  const all = new Set([1, 2, 3, 4, 5]);

  it('ranks by votes, then by who reached the count first', () => {
    const places = podium(
      [
        { participantId: 1, count: 10, lastEntryId: 50 },
        { participantId: 2, count: 12, lastEntryId: 90 },
        { participantId: 3, count: 10, lastEntryId: 40 },
        { participantId: 4, count: 3, lastEntryId: 10 },
      ],
      all,
    );
    expect(places).toEqual([
      { participantId: 2, rank: 1, votes: 12 },
      { participantId: 3, rank: 2, votes: 10 },
      { participantId: 1, rank: 3, votes: 10 },
    ]);
  });

  it('leaves out participants without votes and those no longer eligible', () => {
    const places = podium(
      [
        { participantId: 1, count: 0, lastEntryId: 5 },
        { participantId: 2, count: 4, lastEntryId: 9 },
        { participantId: 5, count: 7, lastEntryId: 3 },
        { participantId: 3, count: -1, lastEntryId: 8 },
      ],
      new Set([1, 2, 3]),
    );
    expect(places).toEqual([{ participantId: 2, rank: 1, votes: 4 }]);
    expect(podium([], all)).toEqual([]);
  });
});

describe('deadlines', () => {
  it('gives 30 days from the notification to claim, and none before it', () => {
    expect(claimDeadline(new Date('2026-11-01T10:00:00Z'))?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(claimDeadline(null)).toBeNull();
  });

  it('bars a first place for 30 days after the close', () => {
    expect(firstPlaceBarEnd(new Date('2026-11-24T00:00:00Z')).toISOString()).toBe('2026-12-24T00:00:00.000Z');
  });
});
