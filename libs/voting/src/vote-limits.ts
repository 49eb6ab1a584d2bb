import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { accessRevocationKey } from '@app/identity';
import { REDIS } from '@app/redis';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import {
  dailyCounterTtlMs,
  FREE_VOTE_COOLDOWN_SECONDS,
  FREE_VOTES_PER_DAY,
  voteDay,
  voteKeys,
} from './free-vote-rules';

/** Which daily limit refused a vote: the account's, the device's, the address's ceiling, or the address's share of votes without a device id. */
export type DailyLimit = 'account_cap' | 'device_cap' | 'address_cap' | 'no_device_cap';

export type Reservation =
  | { outcome: 'reserved' }
  | { outcome: 'cooldown' | DailyLimit; retryAfterSeconds: number }
  | { outcome: 'replay'; participantId: number; answer: string | null }
  | { outcome: 'revoked' };

/** What an idempotency key holds: the participant it was first used for, then the answer once given. */
interface Remembered {
  participantId: number;
  answer: string | null;
}

const rememberedAs = (participantId: number, answer = ''): string => `${participantId}|${answer}`;

function readRemembered(value: string): Remembered {
  const separator = value.indexOf('|');
  return { participantId: Number(value.slice(0, separator)), answer: value.slice(separator + 1) || null };
}

/**
 * The voter's part of a free vote, on the voter's hash slot: a signed-out access token is refused;
 * an idempotency key already seen replays the first answer; otherwise the cooldown and the voter's
 * daily cap are checked and, if both allow it, taken. KEYS: cooldown, daily voter, idempotency, the
 * voter's access-token revocation. ARGV: cooldown seconds, daily cap, seconds until the day's counters
 * expire, "1" when the request carries an idempotency key, the key's pending value, when the token was
 * issued (ms).
 */
const RESERVE_VOTER = `
local revokedBefore = redis.call('GET', KEYS[4])
if revokedBefore and tonumber(ARGV[6]) < tonumber(revokedBefore) then return {'revoked', ''} end
if ARGV[4] == '1' then
  local seen = redis.call('GET', KEYS[3])
  if seen then return {'replay', seen} end
end
local cooldown = redis.call('PTTL', KEYS[1])
if cooldown > 0 then return {'cooldown', tostring(cooldown)} end
if tonumber(redis.call('GET', KEYS[2]) or '0') >= tonumber(ARGV[2]) then
  return {'account_cap', tostring(redis.call('PTTL', KEYS[2]))}
end
redis.call('SET', KEYS[1], '1', 'EX', ARGV[1])
redis.call('INCR', KEYS[2]); redis.call('EXPIRE', KEYS[2], ARGV[3])
if ARGV[4] == '1' then redis.call('SET', KEYS[3], ARGV[5], 'EX', 60) end
return {'reserved', ''}`;

/**
 * Daily counters of one hash slot (a device's, or an address's ceiling and its share of votes without
 * a device id): all checked, then all taken, or none. KEYS: the counters. ARGV: their caps, then the
 * counters' TTL in seconds. Answers the 1-based index of the counter at its cap (0 when taken) and
 * that counter's PTTL.
 */
const RESERVE_COUNTERS = `
for i = 1, #KEYS do
  if tonumber(redis.call('GET', KEYS[i]) or '0') >= tonumber(ARGV[i]) then
    return {tostring(i), tostring(redis.call('PTTL', KEYS[i]))}
  end
end
for i = 1, #KEYS do
  redis.call('INCR', KEYS[i]); redis.call('EXPIRE', KEYS[i], ARGV[#KEYS + 1])
end
return {'0', ''}`;

/** Gives the voter's part back. KEYS: cooldown, daily voter, idempotency. ARGV: "1" with an idempotency key. */
const RELEASE_VOTER = `
redis.call('DEL', KEYS[1])
if tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then redis.call('DECR', KEYS[2]) end
if ARGV[1] == '1' then redis.call('DEL', KEYS[3]) end
return 1`;

/** Gives counters of RESERVE_COUNTERS back. KEYS: the counters. */
const RELEASE_COUNTERS = `
for i = 1, #KEYS do
  if tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then redis.call('DECR', KEYS[i]) end
end
return 1`;

/**
 * Raises a counter to at least a value (never lowers one the vote path already counted past) and sets
 * its expiry. KEYS: the counter; ARGV: value, TTL in ms.
 */
const RAISE = `
if tonumber(redis.call('GET', KEYS[1]) or '0') < tonumber(ARGV[1]) then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
end
return 1`;

/** Restored counters in flight at once (each on its own key's slot; auto-pipelined). */
const RAISE_CONCURRENCY = 500;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    reserveVoterVote(
      cooldown: string,
      dailyVoter: string,
      idempotency: string,
      revokedBefore: string,
      cooldownSeconds: number,
      cap: number,
      dayTtl: number,
      hasIdempotencyKey: string,
      pending: string,
      tokenIssuedMs: number,
    ): Result<[string, string], Context>;
    reserveOneVoteCounter(key: string, cap: number, dayTtl: number): Result<[string, string], Context>;
    reserveTwoVoteCounters(
      first: string,
      second: string,
      firstCap: number,
      secondCap: number,
      dayTtl: number,
    ): Result<[string, string], Context>;
    releaseVoterVote(
      cooldown: string,
      dailyVoter: string,
      idempotency: string,
      hasIdempotencyKey: string,
    ): Result<number, Context>;
    releaseOneVoteCounter(key: string): Result<number, Context>;
    releaseTwoVoteCounters(first: string, second: string): Result<number, Context>;
    raiseVoteCounter(key: string, value: number, ttlMs: number): Result<number, Context>;
  }
}

/** A daily counter a vote takes, its cap, and the limit it stands for. */
interface DailyCounter {
  key: string;
  cap: number;
  limit: DailyLimit;
}

export interface VoteSubject {
  voterId: number;
  participantId: number;
  ipHash: string;
  /** Keyed hash of the browser's signed device id; null when the request carried none. */
  deviceHash: string | null;
  idempotencyKey?: string;
  /** When the voter's access token was issued (ms): refused if the voter signed out since. */
  tokenIssuedMs: number;
  now: Date;
}

/**
 * The free-vote rules of free-vote-rules.ts, kept in Redis: per vote, one script per hash slot, sent
 * together (the voter's; the address's; the device's when the request has one), so that Redis Cluster
 * can hold them on different nodes; parts taken while another refused are given back at once.
 */
@Injectable()
export class VoteLimits {
  private readonly addressCeiling: number;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.addressCeiling = config.voting.addressDailyCeiling;
    redis.defineCommand('reserveVoterVote', { numberOfKeys: 4, lua: RESERVE_VOTER });
    // Fixed numbers of keys: Redis Cluster clients route a command by the keys it declares.
    redis.defineCommand('reserveOneVoteCounter', { numberOfKeys: 1, lua: RESERVE_COUNTERS });
    redis.defineCommand('reserveTwoVoteCounters', { numberOfKeys: 2, lua: RESERVE_COUNTERS });
    redis.defineCommand('releaseVoterVote', { numberOfKeys: 3, lua: RELEASE_VOTER });
    redis.defineCommand('releaseOneVoteCounter', { numberOfKeys: 1, lua: RELEASE_COUNTERS });
    redis.defineCommand('releaseTwoVoteCounters', { numberOfKeys: 2, lua: RELEASE_COUNTERS });
    redis.defineCommand('raiseVoteCounter', { numberOfKeys: 1, lua: RAISE });
  }

  async reserve(subject: VoteSubject): Promise<Reservation> {
    const keys = this.keys(subject);
    const dayTtl = Math.ceil(dailyCounterTtlMs(subject.now) / 1000);
    const counters = this.counters(subject);
    const [[voterOutcome, voterValue], ...counterResults] = await Promise.all([
      this.redis.reserveVoterVote(
        keys.cooldown,
        keys.dailyVoter,
        keys.idempotency,
        accessRevocationKey(subject.voterId),
        FREE_VOTE_COOLDOWN_SECONDS,
        FREE_VOTES_PER_DAY,
        dayTtl,
        subject.idempotencyKey ? '1' : '0',
        rememberedAs(subject.participantId),
        subject.tokenIssuedMs,
      ),
      ...counters.map((slot) =>
        slot.length === 1
          ? this.redis.reserveOneVoteCounter(slot[0].key, slot[0].cap, dayTtl)
          : this.redis.reserveTwoVoteCounters(slot[0].key, slot[1].key, slot[0].cap, slot[1].cap, dayTtl),
      ),
    ]);
    const refusedAt = counterResults.findIndex(([index]) => index !== '0');
    if (voterOutcome === 'reserved' && refusedAt === -1) return { outcome: 'reserved' };
    if (voterOutcome === 'reserved') await this.releaseVoter(subject);
    const taken = counters.filter((_, slot) => counterResults[slot][0] === '0');
    await Promise.all(taken.map((slot) => this.releaseCounters(slot)));
    const retryAfter = (pttl: string) => Math.max(1, Math.ceil(Number(pttl) / 1000));
    if (voterOutcome === 'reserved') {
      const [index, pttl] = counterResults[refusedAt];
      return { outcome: counters[refusedAt][Number(index) - 1].limit, retryAfterSeconds: retryAfter(pttl) };
    }
    switch (voterOutcome) {
      case 'replay':
        return { outcome: voterOutcome, ...readRemembered(voterValue) };
      case 'revoked':
        return { outcome: voterOutcome };
      case 'cooldown':
      case 'account_cap':
        return { outcome: voterOutcome, retryAfterSeconds: retryAfter(voterValue) };
      default:
        throw new Error(`Unknown vote reservation outcome: ${voterOutcome}`);
    }
  }

  async release(subject: VoteSubject): Promise<void> {
    await Promise.all([
      this.releaseVoter(subject),
      ...this.counters(subject).map((slot) => this.releaseCounters(slot)),
    ]);
  }

  /** Keeps the first answer for a retried request with the same key (24 h). */
  async remember(subject: VoteSubject, answer: string): Promise<void> {
    if (!subject.idempotencyKey) return;
    await this.redis.set(
      voteKeys.idempotency(subject.voterId, subject.idempotencyKey),
      rememberedAs(subject.participantId, answer),
      'EX',
      24 * 3600,
    );
  }

  /** The first answer for the subject's key, once given (null while the first request is in flight). */
  async replay(subject: VoteSubject): Promise<string | null> {
    if (!subject.idempotencyKey) return null;
    const value = await this.redis.get(voteKeys.idempotency(subject.voterId, subject.idempotencyKey));
    return value ? readRemembered(value).answer : null;
  }

  /** Counters restored from the ledger: `counters` is key → [value, TTL in ms]; a higher value in Redis is kept. */
  async raise(counters: [key: string, value: number, ttlMs: number][]): Promise<void> {
    for (let start = 0; start < counters.length; start += RAISE_CONCURRENCY) {
      await Promise.all(
        counters
          .slice(start, start + RAISE_CONCURRENCY)
          .map(([key, value, ttlMs]) => this.redis.raiseVoteCounter(key, value, Math.max(1, Math.round(ttlMs)))),
      );
    }
  }

  /**
   * The daily counters a vote takes besides the voter's, grouped by hash slot: the address's ceiling
   * (with its share of votes without a device id when the request has none), and the device's.
   */
  private counters(subject: VoteSubject): DailyCounter[][] {
    const day = voteDay(subject.now);
    const address: DailyCounter[] = [
      { key: voteKeys.dailyIp(subject.ipHash, day), cap: this.addressCeiling, limit: 'address_cap' },
    ];
    if (subject.deviceHash === null) {
      address.push({
        key: voteKeys.dailyIpWithoutDevice(subject.ipHash, day),
        cap: FREE_VOTES_PER_DAY,
        limit: 'no_device_cap',
      });
      return [address];
    }
    return [
      address,
      [{ key: voteKeys.dailyDevice(subject.deviceHash, day), cap: FREE_VOTES_PER_DAY, limit: 'device_cap' }],
    ];
  }

  private releaseCounters(slot: DailyCounter[]): Promise<number> {
    return slot.length === 1
      ? this.redis.releaseOneVoteCounter(slot[0].key)
      : this.redis.releaseTwoVoteCounters(slot[0].key, slot[1].key);
  }

  private releaseVoter(subject: VoteSubject): Promise<number> {
    const keys = this.keys(subject);
    return this.redis.releaseVoterVote(
      keys.cooldown,
      keys.dailyVoter,
      keys.idempotency,
      subject.idempotencyKey ? '1' : '0',
    );
  }

  private keys(subject: VoteSubject) {
    const day = voteDay(subject.now);
    return {
      cooldown: voteKeys.cooldown(subject.voterId, subject.participantId),
      dailyVoter: voteKeys.dailyVoter(subject.voterId, day),
      idempotency: voteKeys.idempotency(subject.voterId, subject.idempotencyKey ?? '-'),
    };
  }
}
