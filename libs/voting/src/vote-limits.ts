import { Inject, Injectable } from '@nestjs/common';
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

export type Reservation =
  | { outcome: 'reserved' }
  | { outcome: 'cooldown'; retryAfterSeconds: number }
  | { outcome: 'daily_cap'; retryAfterSeconds: number }
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
  return {'daily_cap', tostring(redis.call('PTTL', KEYS[2]))}
end
redis.call('SET', KEYS[1], '1', 'EX', ARGV[1])
redis.call('INCR', KEYS[2]); redis.call('EXPIRE', KEYS[2], ARGV[3])
if ARGV[4] == '1' then redis.call('SET', KEYS[3], ARGV[5], 'EX', 60) end
return {'reserved', ''}`;

/** The connection's part, on its own hash slot: its daily cap checked and taken. KEYS: daily ip. ARGV: cap, TTL s. */
const RESERVE_IP = `
if tonumber(redis.call('GET', KEYS[1]) or '0') >= tonumber(ARGV[1]) then
  return {'daily_cap', tostring(redis.call('PTTL', KEYS[1]))}
end
redis.call('INCR', KEYS[1]); redis.call('EXPIRE', KEYS[1], ARGV[2])
return {'reserved', ''}`;

/** Gives the voter's part back. KEYS: cooldown, daily voter, idempotency. ARGV: "1" with an idempotency key. */
const RELEASE_VOTER = `
redis.call('DEL', KEYS[1])
if tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then redis.call('DECR', KEYS[2]) end
if ARGV[1] == '1' then redis.call('DEL', KEYS[3]) end
return 1`;

/** Gives the connection's part back. KEYS: daily ip. */
const RELEASE_IP = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
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
    reserveIpVote(dailyIp: string, cap: number, dayTtl: number): Result<[string, string], Context>;
    releaseVoterVote(
      cooldown: string,
      dailyVoter: string,
      idempotency: string,
      hasIdempotencyKey: string,
    ): Result<number, Context>;
    releaseIpVote(dailyIp: string): Result<number, Context>;
    raiseVoteCounter(key: string, value: number, ttlMs: number): Result<number, Context>;
  }
}

export interface VoteSubject {
  voterId: number;
  participantId: number;
  ipHash: string;
  idempotencyKey?: string;
  /** When the voter's access token was issued (ms): refused if the voter signed out since. */
  tokenIssuedMs: number;
  now: Date;
}

/**
 * The free-vote rules of free-vote-rules.ts, kept in Redis: per vote, two scripts sent together (one
 * on the voter's hash slot, one on the connection's, so that Redis Cluster can hold them on different
 * nodes); a part taken while the other refused is given back at once.
 */
@Injectable()
export class VoteLimits {
  constructor(@Inject(REDIS) private readonly redis: Redis) {
    redis.defineCommand('reserveVoterVote', { numberOfKeys: 4, lua: RESERVE_VOTER });
    redis.defineCommand('reserveIpVote', { numberOfKeys: 1, lua: RESERVE_IP });
    redis.defineCommand('releaseVoterVote', { numberOfKeys: 3, lua: RELEASE_VOTER });
    redis.defineCommand('releaseIpVote', { numberOfKeys: 1, lua: RELEASE_IP });
    redis.defineCommand('raiseVoteCounter', { numberOfKeys: 1, lua: RAISE });
  }

  async reserve(subject: VoteSubject): Promise<Reservation> {
    const keys = this.keys(subject);
    const dayTtl = Math.ceil(dailyCounterTtlMs(subject.now) / 1000);
    const [[voterOutcome, voterValue], [ipOutcome, ipValue]] = await Promise.all([
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
      this.redis.reserveIpVote(keys.dailyIp, FREE_VOTES_PER_DAY, dayTtl),
    ]);
    if (voterOutcome === 'reserved' && ipOutcome === 'reserved') return { outcome: 'reserved' };
    if (voterOutcome === 'reserved') await this.releaseVoter(subject);
    if (ipOutcome === 'reserved') await this.redis.releaseIpVote(keys.dailyIp);
    const [outcome, value] = voterOutcome === 'reserved' ? [ipOutcome, ipValue] : [voterOutcome, voterValue];
    switch (outcome) {
      case 'replay':
        return { outcome, ...readRemembered(value) };
      case 'revoked':
        return { outcome };
      case 'cooldown':
      case 'daily_cap':
        return { outcome, retryAfterSeconds: Math.max(1, Math.ceil(Number(value) / 1000)) };
      default:
        throw new Error(`Unknown vote reservation outcome: ${outcome}`);
    }
  }

  async release(subject: VoteSubject): Promise<void> {
    await Promise.all([this.releaseVoter(subject), this.redis.releaseIpVote(this.keys(subject).dailyIp)]);
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
      dailyIp: voteKeys.dailyIp(subject.ipHash, day),
      idempotency: voteKeys.idempotency(subject.voterId, subject.idempotencyKey ?? '-'),
    };
  }
}
