import { standingChanges } from './reversal-preview';

describe('standingChanges', () => {
  it('shows the votes and rank a reversal would leave, ties going to who reached the count first', () => {
    const tallies = [
      { participantId: 1, count: 10, lastEntryId: 40 },
      { participantId: 2, count: 8, lastEntryId: 30 },
      { participantId: 3, count: 6, lastEntryId: 20 },
    ];
    // 4 of participant 1's votes cancelled: 6 votes, like participant 3, who got there first.
    expect(standingChanges(tallies, new Map([[1, 4]]))).toEqual([
      { participant_id: 1, votes_now: 10, votes_after: 6, rank_now: 1, rank_after: 3 },
    ]);
    expect(standingChanges(tallies, new Map([[3, 6]]))).toEqual([
      { participant_id: 3, votes_now: 6, votes_after: 0, rank_now: 3, rank_after: null },
    ]);
  });
});
