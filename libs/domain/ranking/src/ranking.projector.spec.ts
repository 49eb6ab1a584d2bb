import { tallyBatch } from './ranking.projector';
import type { LedgerRow } from '@app/ledger';
import { mergeTallies } from './ranking-rebuild.service';
import { toContestRoster } from './ranking-roster';

const row = (id: number, contestId: number, participantId: number, weight: number): LedgerRow => ({
  id,
  tx: String(1000 + id),
  contestId,
  participantId,
  weight,
  createdAt: new Date(),
});

describe('tallyBatch', () => {
  it('sums weights and keeps the largest entry id per participant, per contest', () => {
    const rows = [row(9, 1, 10, 1), row(4, 1, 10, 5), row(7, 2, 20, 1), row(8, 1, 11, 1), row(12, 1, 10, -5)];
    expect(tallyBatch(rows)).toEqual([
      {
        contestId: 1,
        tallies: [
          { participantId: 10, count: 1, lastEntryId: 12 },
          { participantId: 11, count: 1, lastEntryId: 8 },
        ],
      },
      { contestId: 2, tallies: [{ participantId: 20, count: 1, lastEntryId: 7 }] },
    ]);
  });
});

describe('mergeTallies', () => {
  it('adds a catch-up delta to a rebuild base', () => {
    const merged = mergeTallies(
      [{ participantId: 1, count: 3, lastEntryId: 10 }],
      [
        { participantId: 1, count: 2, lastEntryId: 15 },
        { participantId: 2, count: 1, lastEntryId: 14 },
      ],
    );
    expect(merged).toEqual([
      { participantId: 1, count: 5, lastEntryId: 15 },
      { participantId: 2, count: 1, lastEntryId: 14 },
    ]);
  });
});

describe('toContestRoster', () => {
  const person = (id: number, deleted = false) => ({
    id,
    contestId: 1,
    babyName: 'Awa',
    photo: 'k',
    city: 'Dakar',
    voteCode: null,
    deleted,
  });

  it('separates ranked and deleted participants, with a fingerprint that changes with either', () => {
    const roster = toContestRoster([person(1), person(2, true), person(3)]);
    expect(roster.active).toEqual([1, 3]);
    expect(roster.deleted).toEqual([2]);
    expect(toContestRoster([person(1), person(2, true), person(3)]).fingerprint).toBe(roster.fingerprint);
    expect(toContestRoster([person(1), person(2), person(3)]).fingerprint).not.toBe(roster.fingerprint);
    expect(toContestRoster([person(1), person(2, true), person(3), person(4)]).fingerprint).not.toBe(
      roster.fingerprint,
    );
  });
});
