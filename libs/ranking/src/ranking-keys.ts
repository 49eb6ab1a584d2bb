/**
 * Redis layout of the ranking projection. Every key of one contest shares the hash tag
 * `{c:<id>}`, so a contest's keys stay on one node if Redis moves to a cluster.
 *
 * - `rank:{c:<id>}:z`  sorted set, member = participant id, score = rankingScore(count, lastEntryId)
 * - `rank:{c:<id>}:n`  hash participant id → vote count (sum of ledger weights)
 * - `rank:{c:<id>}:t`  hash participant id → id of the participant's latest ledger entry
 * - `rank:{c:<id>}:v`  projection version of the contest, +1 for every applied batch touching it
 * - `rank:wm`          watermark "<tx>:<id>" of the last applied ledger row (tx = xid8)
 * - `rank:lease`       the active projector's lease
 */
export const rankingKeys = {
  scores: (contestId: number) => `rank:{c:${contestId}}:z`,
  counts: (contestId: number) => `rank:{c:${contestId}}:n`,
  lastEntry: (contestId: number) => `rank:{c:${contestId}}:t`,
  version: (contestId: number) => `rank:{c:${contestId}}:v`,
  watermark: 'rank:wm',
  lease: 'rank:lease',
} as const;

/** Published (JSON RankingChanged) after each applied batch; the channel name gets the key prefix. */
export const RANKING_CHANGED_CHANNEL = 'ranking-changed';

export interface RankingChanged {
  contest_id: number;
  version: number;
  participant_ids: number[];
}

const TIEBREAK_SPAN = 2 ** 32;

/**
 * Higher count first; among equal counts, the participant whose latest ledger entry is older
 * (smaller id) reached that count first and ranks higher. Exact in a double for counts below
 * 2^21 (2,097,152 votes per participant) and ledger ids below 2^32.
 */
export function rankingScore(count: number, lastEntryId: number): number {
  return count * TIEBREAK_SPAN + (TIEBREAK_SPAN - 1 - (lastEntryId % TIEBREAK_SPAN));
}
