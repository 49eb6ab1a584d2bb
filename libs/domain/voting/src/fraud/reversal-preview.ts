import type { ParticipantTally } from '@app/ledger';

export interface StandingChange {
  participant_id: number;
  votes_now: number;
  votes_after: number;
  rank_now: number | null;
  rank_after: number | null;
}

/** Ranks by the ranking's rule (more votes first; equal counts: the older latest entry first); none without votes. */
function ranks(tallies: ParticipantTally[]): Map<number, number> {
  const ranked = tallies
    .filter((tally) => tally.count > 0)
    .sort((a, b) => b.count - a.count || a.lastEntryId - b.lastEntryId);
  return new Map(ranked.map((tally, index) => [tally.participantId, index + 1]));
}

/**
 * What reversing `cancelled` (participant → weight) would do to the ranking: the reversal rows become
 * the newest entries of the participants they touch.
 */
export function standingChanges(tallies: ParticipantTally[], cancelled: Map<number, number>): StandingChange[] {
  const after = tallies.map((tally) =>
    cancelled.has(tally.participantId)
      ? { ...tally, count: tally.count - cancelled.get(tally.participantId)!, lastEntryId: Number.MAX_SAFE_INTEGER }
      : tally,
  );
  const before = ranks(tallies);
  const afterRanks = ranks(after);
  const votes = new Map(tallies.map((tally) => [tally.participantId, tally.count]));
  return [...cancelled.keys()].map((participantId) => ({
    participant_id: participantId,
    votes_now: votes.get(participantId) ?? 0,
    votes_after: (votes.get(participantId) ?? 0) - cancelled.get(participantId)!,
    rank_now: before.get(participantId) ?? null,
    rank_after: afterRanks.get(participantId) ?? null,
  }));
}
