/**
 * Redis layout of the ranking projection. Every key shares the hash tag `{projection}`, so on a
 * Redis Cluster the whole projection sits in one slot: the projector's batch script checks the
 * watermark and the lease and writes every contest a batch touches in one atomic step. The
 * projector is one ordered writer, so spreading its keys over nodes would gain nothing; the vote
 * limits, which take every vote's load, spread by voter (see vote-limits.ts).
 *
 * - `rank:{projection}:c:<id>:z`  sorted set, member = participant id, score = rankingScore(count,
 *                                  lastEntryId); every participant of the contest that is not deleted,
 *                                  zero-vote ones included
 * - `rank:{projection}:c:<id>:n`  hash participant id → vote count (sum of ledger weights)
 * - `rank:{projection}:c:<id>:t`  hash participant id → id of the participant's latest ledger entry
 * - `rank:{projection}:c:<id>:v`  projection version of the contest, +1 for every applied batch touching it
 * - `rank:{projection}:c:<id>:x`  set of deleted participant ids: counted in `n`, never ranked in `z`
 * - `rank:{projection}:c:<id>:m`  fingerprint of the participant roster last merged into `z`
 * - `rank:{projection}:c:<id>:w`  the watermark when a batch last touched the contest: a row of the contest
 *                                  after it is not in `n` yet (absent after a rebuild from scratch)
 * - `rank:{projection}:wm`        watermark "<tx>:<id>" of the last applied ledger row (tx = xid8)
 * - `rank:{projection}:lease`     the active projector's lease
 */
const contestKey = (contestId: number, part: string) => `rank:{projection}:c:${contestId}:${part}`;

export const rankingKeys = {
  scores: (contestId: number) => contestKey(contestId, 'z'),
  counts: (contestId: number) => contestKey(contestId, 'n'),
  lastEntry: (contestId: number) => contestKey(contestId, 't'),
  version: (contestId: number) => contestKey(contestId, 'v'),
  excluded: (contestId: number) => contestKey(contestId, 'x'),
  roster: (contestId: number) => contestKey(contestId, 'm'),
  projected: (contestId: number) => contestKey(contestId, 'w'),
  watermark: 'rank:{projection}:wm',
  lease: 'rank:{projection}:lease',
} as const;

/** The keys of one contest, in the order the Lua scripts expect them. */
export function contestKeys(contestId: number): [string, string, string, string, string, string, string] {
  return [
    rankingKeys.scores(contestId),
    rankingKeys.counts(contestId),
    rankingKeys.lastEntry(contestId),
    rankingKeys.version(contestId),
    rankingKeys.excluded(contestId),
    rankingKeys.roster(contestId),
    rankingKeys.projected(contestId),
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
