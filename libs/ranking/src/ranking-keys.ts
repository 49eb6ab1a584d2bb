/**
 * Redis layout of the ranking projection. Every key of one contest shares the hash tag
 * `{c:<id>}`, so a contest's keys stay on one node if Redis moves to a cluster.
 *
 * - `rank:{c:<id>}:z`  sorted set, member = participant id, score = rankingScore(count, lastEntryId);
 *                      every participant of the contest that is not deleted, zero-vote ones included
 * - `rank:{c:<id>}:n`  hash participant id → vote count (sum of ledger weights)
 * - `rank:{c:<id>}:t`  hash participant id → id of the participant's latest ledger entry
 * - `rank:{c:<id>}:v`  projection version of the contest, +1 for every applied batch touching it
 * - `rank:{c:<id>}:x`  set of deleted participant ids: counted in `n`, never ranked in `z`
 * - `rank:{c:<id>}:m`  fingerprint of the participant roster last merged into `z`
 * - `rank:wm`          watermark "<tx>:<id>" of the last applied ledger row (tx = xid8)
 * - `rank:lease`       the active projector's lease
 */
export const rankingKeys = {
  scores: (contestId: number) => `rank:{c:${contestId}}:z`,
  counts: (contestId: number) => `rank:{c:${contestId}}:n`,
  lastEntry: (contestId: number) => `rank:{c:${contestId}}:t`,
  version: (contestId: number) => `rank:{c:${contestId}}:v`,
  excluded: (contestId: number) => `rank:{c:${contestId}}:x`,
  roster: (contestId: number) => `rank:{c:${contestId}}:m`,
  watermark: 'rank:wm',
  lease: 'rank:lease',
} as const;

/** The keys of one contest, in the order the Lua scripts expect them. */
export function contestKeys(contestId: number): [string, string, string, string, string, string] {
  return [
    rankingKeys.scores(contestId),
    rankingKeys.counts(contestId),
    rankingKeys.lastEntry(contestId),
    rankingKeys.version(contestId),
    rankingKeys.excluded(contestId),
    rankingKeys.roster(contestId),
  ];
}

/** Published (JSON RankingChanged) after each applied batch; the channel name gets the key prefix. */
export const RANKING_CHANGED_CHANNEL = 'ranking-changed';

/** Channels are not keys, so the client's key prefix does not apply: it is written into the name. */
export function rankingChangedChannel(config: { redis: { keyPrefix: string } }): string {
  return `${config.redis.keyPrefix}${RANKING_CHANGED_CHANNEL}`;
}

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

/** The vote count a score encodes (the inverse of rankingScore's first part). */
export function countOfScore(score: number): number {
  return Math.floor(score / TIEBREAK_SPAN);
}
