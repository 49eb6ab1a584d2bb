import type { ParticipantTally } from '@app/ledger';
import type { Cluster, Redis } from 'ioredis';
import { contestKeys, rankingKeys } from './ranking-keys';

/**
 * The projection's Lua scripts. Each one runs atomically in Redis, so a reader never sees counts,
 * scores, version and watermark disagree, and every write that depends on the watermark (or the
 * lease) checks it in the same step. Scores are computed here as in `rankingScore` and written with
 * `%.0f`: Lua's default number formatting would round them.
 */
const SCORE = `
local SPAN = 4294967296
local function score(count, last)
  return string.format('%.0f', count * SPAN + (SPAN - 1 - (last % SPAN)))
end
`;

/**
 * Applies one batch of ledger rows. KEYS: watermark, lease, then 7 keys per contest (contestKeys); each
 * contest's own watermark (`w`) becomes the batch's.
 * ARGV: expected watermark, new watermark, lease token, then per contest: n, then n triples
 * (participant id, summed weight, max entry id). Returns the new versions, or -1 when the watermark
 * moved (another projector applied it, or Redis lost it), -2 when the lease is not ours.
 */
const APPLY = `${SCORE}
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return -1 end
if redis.call('GET', KEYS[2]) ~= ARGV[3] then return -2 end
local versions = {}
local a = 4
for c = 0, (#KEYS - 2) / 7 - 1 do
  local z, n, t, v, x, w = KEYS[3 + c * 7], KEYS[4 + c * 7], KEYS[5 + c * 7], KEYS[6 + c * 7], KEYS[7 + c * 7], KEYS[9 + c * 7]
  local rows = tonumber(ARGV[a])
  a = a + 1
  for _ = 1, rows do
    local pid, delta, id = ARGV[a], ARGV[a + 1], tonumber(ARGV[a + 2])
    a = a + 3
    local count = redis.call('HINCRBY', n, pid, delta)
    local last = tonumber(redis.call('HGET', t, pid) or '0')
    if id > last then
      last = id
      redis.call('HSET', t, pid, ARGV[a - 1])
    end
    if redis.call('SISMEMBER', x, pid) == 0 then redis.call('ZADD', z, score(count, last), pid) end
  end
  redis.call('SET', w, ARGV[2])
  versions[#versions + 1] = redis.call('INCR', v)
end
redis.call('SET', KEYS[1], ARGV[2])
return versions
`;

/**
 * Replaces one contest's projection. KEYS: watermark, lease, contestKeys. ARGV: mode, guard,
 * roster fingerprint, then n + n triples (participant id, count, last entry id), then the active
 * participant ids (n + ids), then the deleted ones (n + ids). Mode `online`: only if the watermark
 * still is `guard`. Mode `bootstrap`: only while there is no watermark and the lease is `guard`.
 * Returns the new version, or -1.
 */
const REPLACE = `${SCORE}
local wm = redis.call('GET', KEYS[1])
if ARGV[1] == 'online' then
  if wm ~= ARGV[2] then return -1 end
elseif wm or redis.call('GET', KEYS[2]) ~= ARGV[2] then
  return -1
end
local z, n, t, v, x, m, w = KEYS[3], KEYS[4], KEYS[5], KEYS[6], KEYS[7], KEYS[8], KEYS[9]
redis.call('DEL', z, n, t, x, w)
if ARGV[1] == 'online' then redis.call('SET', w, ARGV[2]) end
local counts, lasts = {}, {}
local a = 4
local entries = tonumber(ARGV[a])
a = a + 1
for _ = 1, entries do
  local pid = ARGV[a]
  counts[pid] = tonumber(ARGV[a + 1])
  lasts[pid] = tonumber(ARGV[a + 2])
  redis.call('HSET', n, pid, ARGV[a + 1])
  redis.call('HSET', t, pid, ARGV[a + 2])
  a = a + 3
end
local active = tonumber(ARGV[a])
local firstActive = a + 1
a = a + 1 + active
local deleted = tonumber(ARGV[a])
local gone = {}
for i = a + 1, a + deleted do
  gone[ARGV[i]] = true
  redis.call('SADD', x, ARGV[i])
end
for i = firstActive, firstActive + active - 1 do
  local pid = ARGV[i]
  if not gone[pid] then redis.call('ZADD', z, score(counts[pid] or 0, lasts[pid] or 0), pid) end
end
redis.call('SET', m, ARGV[3])
return redis.call('INCR', v)
`;

/** Sets the watermark at the end of a bootstrap rebuild. KEYS: watermark, lease. ARGV: watermark, lease token. */
const FINISH_BOOTSTRAP = `
if redis.call('GET', KEYS[1]) or redis.call('GET', KEYS[2]) ~= ARGV[2] then return 0 end
redis.call('SET', KEYS[1], ARGV[1])
return 1
`;

/**
 * Merges the participant roster into the sorted set: adds active participants missing from it (with
 * the score of their counts), removes deleted ones and remembers them as excluded. KEYS:
 * contestKeys. ARGV: fingerprint, active ids (n + ids), deleted ids (n + ids). Returns
 * {added, removed, version}.
 */
const SYNC_ROSTER = `${SCORE}
local z, n, t, v, x, m = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], KEYS[6]
local active = tonumber(ARGV[2])
local deletedAt = 3 + active
local deleted = tonumber(ARGV[deletedAt])
local added, removed = 0, 0
for i = deletedAt + 1, deletedAt + deleted do
  removed = removed + redis.call('ZREM', z, ARGV[i])
  redis.call('SADD', x, ARGV[i])
end
for i = 3, 2 + active do
  local pid = ARGV[i]
  if redis.call('SISMEMBER', x, pid) == 0 and not redis.call('ZSCORE', z, pid) then
    local count = tonumber(redis.call('HGET', n, pid) or '0')
    local last = tonumber(redis.call('HGET', t, pid) or '0')
    added = added + redis.call('ZADD', z, score(count, last), pid)
  end
end
redis.call('SET', m, ARGV[1])
local version = tonumber(redis.call('GET', v) or '0')
if added + removed > 0 then version = redis.call('INCR', v) end
return {added, removed, version}
`;

/**
 * Writes reconciled counts. KEYS: watermark, contestKeys. ARGV: expected watermark, then triples
 * (participant id, count, last entry id; 0 and 0 mean "no ledger entry"). Only if the watermark did
 * not move. Returns the new version, or -1.
 */
const REPAIR = `${SCORE}
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return -1 end
local z, n, t, v, x = KEYS[2], KEYS[3], KEYS[4], KEYS[5], KEYS[6]
for a = 2, #ARGV, 3 do
  local pid, count, last = ARGV[a], tonumber(ARGV[a + 1]), tonumber(ARGV[a + 2])
  if count == 0 and last == 0 then
    redis.call('HDEL', n, pid)
    redis.call('HDEL', t, pid)
  else
    redis.call('HSET', n, pid, ARGV[a + 1])
    redis.call('HSET', t, pid, ARGV[a + 2])
  end
  if redis.call('SISMEMBER', x, pid) == 1 then
    redis.call('ZREM', z, pid)
  elseif count ~= 0 or last ~= 0 or redis.call('ZSCORE', z, pid) then
    redis.call('ZADD', z, score(count, last), pid)
  end
end
return redis.call('INCR', v)
`;

const RENEW_LEASE = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;

const RELEASE_LEASE = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
return 1
`;

const SCRIPTS = {
  rankingApply: APPLY,
  rankingReplace: REPLACE,
  rankingFinishBootstrap: FINISH_BOOTSTRAP,
  rankingSyncRoster: SYNC_ROSTER,
  rankingRepair: REPAIR,
  rankingRenewLease: RENEW_LEASE,
  rankingReleaseLease: RELEASE_LEASE,
} as const;

type ScriptName = keyof typeof SCRIPTS;
type Arg = string | number;

export interface ContestRoster {
  active: number[];
  deleted: number[];
  fingerprint: string;
}

/** Typed calls of the scripts above on an ioredis client or cluster (which adds its key prefix to KEYS). */
export class RankingScripts {
  constructor(private readonly redis: Redis | Cluster) {
    for (const [name, lua] of Object.entries(SCRIPTS)) {
      if (!(name in redis)) redis.defineCommand(name, { lua });
    }
  }

  /** New versions in the order of `contests`, or 'moved' / 'not-leader'. */
  async apply(
    expectedWatermark: string,
    newWatermark: string,
    leaseToken: string,
    contests: { contestId: number; tallies: ParticipantTally[] }[],
  ): Promise<number[] | 'moved' | 'not-leader'> {
    const keys = [rankingKeys.watermark, rankingKeys.lease, ...contests.flatMap((c) => contestKeys(c.contestId))];
    const args: Arg[] = [expectedWatermark, newWatermark, leaseToken];
    for (const { tallies } of contests) {
      args.push(tallies.length);
      for (const tally of tallies) args.push(tally.participantId, tally.count, tally.lastEntryId);
    }
    const result = await this.call<number[] | number>('rankingApply', keys, args);
    if (result === -1) return 'moved';
    if (result === -2) return 'not-leader';
    return result as number[];
  }

  async replace(
    contestId: number,
    guard: { mode: 'online'; watermark: string } | { mode: 'bootstrap'; leaseToken: string },
    tallies: ParticipantTally[],
    roster: ContestRoster,
  ): Promise<number | 'moved'> {
    const args: Arg[] = [guard.mode, guard.mode === 'online' ? guard.watermark : guard.leaseToken, roster.fingerprint];
    args.push(tallies.length);
    for (const tally of tallies) args.push(tally.participantId, tally.count, tally.lastEntryId);
    pushList(args, roster.active);
    pushList(args, roster.deleted);
    const keys = [rankingKeys.watermark, rankingKeys.lease, ...contestKeys(contestId)];
    const version = await this.call<number>('rankingReplace', keys, args);
    return version === -1 ? 'moved' : version;
  }

  async finishBootstrap(watermark: string, leaseToken: string): Promise<boolean> {
    return (
      (await this.call<number>(
        'rankingFinishBootstrap',
        [rankingKeys.watermark, rankingKeys.lease],
        [watermark, leaseToken],
      )) === 1
    );
  }

  async syncRoster(
    contestId: number,
    roster: ContestRoster,
  ): Promise<{ added: number; removed: number; version: number }> {
    const args: Arg[] = [roster.fingerprint];
    pushList(args, roster.active);
    pushList(args, roster.deleted);
    const [added, removed, version] = await this.call<[number, number, number]>(
      'rankingSyncRoster',
      contestKeys(contestId),
      args,
    );
    return { added, removed, version };
  }

  async repair(contestId: number, expectedWatermark: string, tallies: ParticipantTally[]): Promise<number | 'moved'> {
    const args: Arg[] = [expectedWatermark];
    for (const tally of tallies) args.push(tally.participantId, tally.count, tally.lastEntryId);
    const version = await this.call<number>('rankingRepair', [rankingKeys.watermark, ...contestKeys(contestId)], args);
    return version === -1 ? 'moved' : version;
  }

  async renewLease(token: string, ttlMs: number): Promise<boolean> {
    return (await this.call<number>('rankingRenewLease', [rankingKeys.lease], [token, ttlMs])) === 1;
  }

  async releaseLease(token: string): Promise<void> {
    await this.call<number>('rankingReleaseLease', [rankingKeys.lease], [token]);
  }

  private call<T>(name: ScriptName, keys: string[], args: Arg[]): Promise<T> {
    const command = (this.redis as unknown as Record<ScriptName, (...input: (Arg | Arg[])[]) => Promise<T>>)[name];
    // ioredis flattens array arguments one level: no spread of long lists onto the call stack.
    return command.call(this.redis, keys.length, keys, args);
  }
}

/** Appends a length-prefixed list of ids. */
function pushList(args: Arg[], ids: number[]): void {
  args.push(ids.length);
  for (const id of ids) args.push(id);
}
