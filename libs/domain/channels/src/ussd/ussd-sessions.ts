import { Inject, Injectable } from '@nestjs/common';
import { REDIS } from '@app/redis';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';

/** A network closes a USSD session after about two minutes; a request later than this is refused. */
export const USSD_SESSION_SECONDS = 180;

/** A session is remembered this long after its start: a replayed id is refused for a day. */
const SESSION_MEMORY_SECONDS = 24 * 3600;
/** Sessions per hour are kept for two days (the back office shows the last 24 hours). */
const HOUR_COUNTER_SECONDS = 2 * 24 * 3600;

export type SessionCheck =
  /** A session seen before (or just opened) that may go on. */
  | { outcome: 'open' }
  /** The session ended: the same last request again gets the same answer, any other is refused. */
  | { outcome: 'ended'; text: string | null; answer: string | null }
  | { outcome: 'expired' }
  /** The id was first seen with another phone number. */
  | { outcome: 'wrong_caller' };

/**
 * Opens the session on its first request (its caller and start: answers "new"), or reads it. KEYS: the
 * session. ARGV: caller, now (ms), memory seconds.
 */
const TOUCH = `
local fields = redis.call('HMGET', KEYS[1], 'phone', 'started', 'endedText', 'answer')
if not fields[1] then
  redis.call('HSET', KEYS[1], 'phone', ARGV[1], 'started', ARGV[2])
  redis.call('EXPIRE', KEYS[1], ARGV[3])
  return {'new'}
end
return {fields[1], fields[2], fields[3] or false, fields[4] or false}`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    touchUssdSession(
      session: string,
      phone: string,
      now: number,
      memory: number,
    ): Result<[string, string?, (string | null)?, (string | null)?], Context>;
  }
}

const sessionKey = (sessionId: string) => `ussd:s:{${sessionId}}`;
/** One hash slot for every hour's counter, so that the back office reads a day in one MGET, even on Redis Cluster. */
const hourKey = (hour: string) => `ussd:{sessions}:${hour}`;
const hourOf = (at: Date) => at.toISOString().slice(0, 13);

/**
 * The USSD sessions in Redis: who called, when the session started, and how it ended, so that a
 * session id replayed (by anyone, even the aggregator) after the end acts no more, a late request is
 * refused, and the aggregator's retry of the last request gets the same answer. Counts sessions per hour.
 */
@Injectable()
export class UssdSessions {
  constructor(@Inject(REDIS) private readonly redis: Redis) {
    redis.defineCommand('touchUssdSession', { numberOfKeys: 1, lua: TOUCH });
  }

  async touch(sessionId: string, phone: string, now: Date): Promise<SessionCheck> {
    const [first, started, endedText, answer] = await this.redis.touchUssdSession(
      sessionKey(sessionId),
      phone,
      now.getTime(),
      SESSION_MEMORY_SECONDS,
    );
    if (first === 'new') {
      const hour = hourKey(hourOf(now));
      await this.redis.multi().incr(hour).expire(hour, HOUR_COUNTER_SECONDS).exec();
      return { outcome: 'open' };
    }
    if (first !== phone) return { outcome: 'wrong_caller' };
    if (typeof endedText === 'string' || typeof answer === 'string') {
      return { outcome: 'ended', text: endedText ?? null, answer: answer ?? null };
    }
    if (now.getTime() - Number(started) > USSD_SESSION_SECONDS * 1000) return { outcome: 'expired' };
    return { outcome: 'open' };
  }

  /** Records how the session ended: the request that ended it and the answer it got. */
  async end(sessionId: string, text: string, answer: string): Promise<void> {
    await this.redis.hset(sessionKey(sessionId), 'endedText', text, 'answer', answer);
  }

  /** Sessions opened in each of the last `hours` hours (UTC), oldest first, the current hour last. */
  async perHour(hours: number, now = new Date()): Promise<{ hour: string; sessions: number }[]> {
    const starts = Array.from({ length: hours }, (_, index) => {
      const at = new Date(now.getTime() - (hours - 1 - index) * 3600_000);
      return hourOf(at);
    });
    const counts = await this.redis.mget(...starts.map(hourKey));
    return starts.map((hour, index) => ({ hour: `${hour}:00:00.000Z`, sessions: Number(counts[index] ?? 0) }));
  }
}
