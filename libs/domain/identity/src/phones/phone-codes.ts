import { createHmac, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { REDIS } from '@app/redis';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';

/** The first resend waits this long, each next one twice as long as the one before. */
const FIRST_RESEND_WAIT_SECONDS = 30;

export type CodeCheck = { outcome: 'valid' } | { outcome: 'wrong'; attemptsLeft: number } | { outcome: 'missing' };

/**
 * Takes a code's resend slot: refused (answers the seconds to wait) while the last code's wait runs,
 * else the wait doubles for the next resend and the code is stored (hashed), its attempts reset.
 * KEYS: code, resends of the day, wait. ARGV: code hash, code TTL (s), first wait (s), day TTL (s).
 */
const STORE = `
local wait = redis.call('PTTL', KEYS[3])
if wait > 0 then return {0, wait} end
local resends = redis.call('INCR', KEYS[2])
if resends == 1 then redis.call('EXPIRE', KEYS[2], ARGV[4]) end
local seconds = tonumber(ARGV[3]) * 2 ^ math.min(resends - 1, 10)
redis.call('SET', KEYS[3], '1', 'EX', math.floor(seconds))
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'hash', ARGV[1], 'attempts', 0)
redis.call('EXPIRE', KEYS[1], ARGV[2])
return {1, math.floor(seconds)}`;

/**
 * One attempt at a code, compared here: a match spends the code (one sign-in per code, however many
 * requests bring it at once); a miss counts against its tries, the last one spending it too. KEYS: code.
 * ARGV: the candidate's hash, attempts allowed. Answers 'valid', the tries left after a miss, or nothing
 * when there is no live code.
 */
const ATTEMPT = `
local stored = redis.call('HGET', KEYS[1], 'hash')
if not stored then return nil end
if stored == ARGV[1] then
  redis.call('DEL', KEYS[1])
  return 'valid'
end
local attempts = redis.call('HINCRBY', KEYS[1], 'attempts', 1)
if attempts >= tonumber(ARGV[2]) then redis.call('DEL', KEYS[1]) end
return tonumber(ARGV[2]) - attempts`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    storePhoneCode(
      code: string,
      resends: string,
      wait: string,
      hash: string,
      ttl: number,
      firstWait: number,
      dayTtl: number,
    ): Result<[stored: number, value: number], Context>;
    attemptPhoneCode(code: string, candidate: string, attempts: number): Result<'valid' | number | null, Context>;
  }
}

/**
 * Sign-in codes by SMS, kept in Redis for their short life: 6 random digits, stored as a keyed hash
 * (a Redis dump shows no code), a few wrong tries each, and a resend delay that doubles each time
 * (30 s, 1 min, 2 min…) for the day. A number's keys share its hash tag (one slot: one script).
 */
@Injectable()
export class PhoneCodes {
  private readonly key: Buffer;
  private readonly settings: AppConfig['phoneSignIn'];

  constructor(
    config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    this.key = createHmac('sha256', config.auth.jwtSecret).update('phone-codes').digest();
    this.settings = config.phoneSignIn;
    redis.defineCommand('storePhoneCode', { numberOfKeys: 3, lua: STORE });
    redis.defineCommand('attemptPhoneCode', { numberOfKeys: 1, lua: ATTEMPT });
  }

  /** The keyed hash of a number: its Redis keys and rate-limit buckets name no number in clear. */
  numberKey(e164: string): string {
    return createHmac('sha256', this.key).update(`number:${e164}`).digest('base64url').slice(0, 22);
  }

  /** A new code for the number, or the seconds to wait before one may be sent. */
  async create(e164: string): Promise<{ code: string; nextResendSeconds: number } | { waitSeconds: number }> {
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const keys = this.keys(e164);
    const [stored, value] = await this.redis.storePhoneCode(
      keys.code,
      keys.resends,
      keys.wait,
      this.hash(e164, code),
      this.settings.codeTtlSeconds,
      FIRST_RESEND_WAIT_SECONDS,
      24 * 3600,
    );
    return stored === 1 ? { code, nextResendSeconds: value } : { waitSeconds: Math.max(1, Math.ceil(value / 1000)) };
  }

  /** Gives a code's resend slot back when its SMS could not be sent: the visitor may ask again at once. */
  async withdraw(e164: string): Promise<void> {
    const keys = this.keys(e164);
    await this.redis.del(keys.code, keys.wait);
    await this.redis.decr(keys.resends);
  }

  /** Checks a code; a valid one is spent in the same step (a second use, even at once, finds nothing). */
  async check(e164: string, code: string): Promise<CodeCheck> {
    const answer = await this.redis.attemptPhoneCode(
      this.keys(e164).code,
      this.hash(e164, code),
      this.settings.codeAttempts,
    );
    if (answer === null) return { outcome: 'missing' };
    if (answer === 'valid') return { outcome: 'valid' };
    return { outcome: 'wrong', attemptsLeft: Number(answer) };
  }

  private hash(e164: string, code: string): string {
    return createHmac('sha256', this.key).update(`${e164}:${code}`).digest('base64url');
  }

  private keys(e164: string) {
    const tag = `phone:{n:${this.numberKey(e164)}}`;
    return { code: `${tag}:code`, resends: `${tag}:resends`, wait: `${tag}:wait` };
  }
}
