import { Inject, Injectable } from '@nestjs/common';
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
  | { outcome: 'replay'; answer: string | null };

/**
 * One round trip decides a free vote: an idempotency key already seen replays the first answer;
 * otherwise the cooldown and both daily caps are checked and, if all allow it, taken together.
 * KEYS: cooldown, daily voter, daily ip, idempotency. ARGV: cooldown seconds, daily cap, seconds
 * until the day's counters expire, "1" when the request carries an idempotency key.
 */
const RESERVE = `
if ARGV[4] == '1' then
  local seen = redis.call('GET', KEYS[4])
  if seen then return {'replay', seen} end
end
local cooldown = redis.call('PTTL', KEYS[1])
if cooldown > 0 then return {'cooldown', tostring(cooldown)} end
local voter = tonumber(redis.call('GET', KEYS[2]) or '0')
local ip = tonumber(redis.call('GET', KEYS[3]) or '0')
if voter >= tonumber(ARGV[2]) or ip >= tonumber(ARGV[2]) then
  return {'daily_cap', tostring(redis.call('PTTL', voter >= tonumber(ARGV[2]) and KEYS[2] or KEYS[3]))}
end
redis.call('SET', KEYS[1], '1', 'EX', ARGV[1])
redis.call('INCR', KEYS[2]); redis.call('EXPIRE', KEYS[2], ARGV[3])
redis.call('INCR', KEYS[3]); redis.call('EXPIRE', KEYS[3], ARGV[3])
if ARGV[4] == '1' then redis.call('SET', KEYS[4], 'pending', 'EX', 60) end
return {'reserved', ''}`;

/** Gives a reservation back when the vote could not be made durable. */
const RELEASE = `
redis.call('DEL', KEYS[1])
if tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then redis.call('DECR', KEYS[2]) end
if tonumber(redis.call('GET', KEYS[3]) or '0') > 0 then redis.call('DECR', KEYS[3]) end
if ARGV[1] == '1' then redis.call('DEL', KEYS[4]) end
return 1`;

/**
 * Raises counters to at least a value (never lowers one the vote path already counted past) and
 * sets their expiry. KEYS: counters; ARGV: per key, value then TTL in ms.
 */
const RAISE = `
for i, key in ipairs(KEYS) do
  local value, ttl = tonumber(ARGV[i * 2 - 1]), ARGV[i * 2]
  if tonumber(redis.call('GET', key) or '0') < value then
    redis.call('SET', key, value, 'PX', ttl)
  end
end
return #KEYS`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    reserveFreeVote(
      cooldown: string,
      dailyVoter: string,
      dailyIp: string,
      idempotency: string,
      cooldownSeconds: number,
      cap: number,
      dayTtl: number,
      hasIdempotencyKey: string,
    ): Result<[string, string], Context>;
    releaseFreeVote(
      cooldown: string,
      dailyVoter: string,
      dailyIp: string,
      idempotency: string,
      hasIdempotencyKey: string,
    ): Result<number, Context>;
    raiseVoteCounters(count: number, keys: string[], valuesAndTtls: number[]): Result<number, Context>;
  }
}

export interface VoteSubject {
  voterId: number;
  participantId: number;
  ipHash: string;
  idempotencyKey?: string;
  now: Date;
}

/** The free-vote rules of free-vote-rules.ts, kept in Redis: checked and taken in one script per vote. */
@Injectable()
export class VoteLimits {
  constructor(@Inject(REDIS) private readonly redis: Redis) {
    redis.defineCommand('reserveFreeVote', { numberOfKeys: 4, lua: RESERVE });
    redis.defineCommand('releaseFreeVote', { numberOfKeys: 4, lua: RELEASE });
    redis.defineCommand('raiseVoteCounters', { lua: RAISE });
  }

  async reserve(subject: VoteSubject): Promise<Reservation> {
    const [outcome, value] = await this.redis.reserveFreeVote(
      ...this.keys(subject),
      FREE_VOTE_COOLDOWN_SECONDS,
      FREE_VOTES_PER_DAY,
      Math.ceil(dailyCounterTtlMs(subject.now) / 1000),
      subject.idempotencyKey ? '1' : '0',
    );
    switch (outcome) {
      case 'replay':
        return { outcome, answer: value === 'pending' ? null : value };
      case 'cooldown':
      case 'daily_cap':
        return { outcome, retryAfterSeconds: Math.max(1, Math.ceil(Number(value) / 1000)) };
      default:
        return { outcome: 'reserved' };
    }
  }

  async release(subject: VoteSubject): Promise<void> {
    await this.redis.releaseFreeVote(...this.keys(subject), subject.idempotencyKey ? '1' : '0');
  }

  /** Keeps the first answer for a retried request with the same key (24 h). */
  async remember(subject: VoteSubject, answer: string): Promise<void> {
    if (!subject.idempotencyKey) return;
    await this.redis.set(voteKeys.idempotency(subject.voterId, subject.idempotencyKey), answer, 'EX', 24 * 3600);
  }

  async replay(subject: VoteSubject): Promise<string | null> {
    if (!subject.idempotencyKey) return null;
    const value = await this.redis.get(voteKeys.idempotency(subject.voterId, subject.idempotencyKey));
    return value && value !== 'pending' ? value : null;
  }

  /** Counters restored from the ledger: `counters` is key → [value, TTL in ms]; a higher value in Redis is kept. */
  async raise(counters: [key: string, value: number, ttlMs: number][]): Promise<void> {
    if (counters.length === 0) return;
    // ioredis flattens array arguments one level: no spread of long lists onto the call stack.
    await this.redis.raiseVoteCounters(
      counters.length,
      counters.map(([key]) => key),
      counters.flatMap(([, value, ttlMs]) => [value, Math.max(1, Math.round(ttlMs))]),
    );
  }

  private keys(subject: VoteSubject): [string, string, string, string] {
    const day = voteDay(subject.now);
    return [
      voteKeys.cooldown(subject.voterId, subject.participantId),
      voteKeys.dailyVoter(subject.voterId, day),
      voteKeys.dailyIp(subject.ipHash, day),
      voteKeys.idempotency(subject.voterId, subject.idempotencyKey ?? '-'),
    ];
  }
}
