import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { createRedis } from '@app/redis';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors/app-error';
import { MESSAGES } from '../messages';

export interface RateLimitRule {
  /** Bucket name, e.g. `login:ip`. */
  name: string;
  points: number;
  windowSeconds: number;
}

/**
 * Fixed-window limits kept in Redis, shared by every API process. On a connection of its own without
 * auto-pipelining: the limiter library defines its Redis script when a rule is first used, which an
 * auto-pipelined connection's batches already under way would not know (the request would fail, and
 * ioredis would then throw outside any request).
 */
@Injectable()
export class RateLimitService implements OnApplicationShutdown {
  private readonly limiters = new Map<string, RateLimiterRedis>();
  private readonly redis: Redis;

  constructor(config: AppConfig) {
    this.redis = createRedis(config);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.status !== 'end') await this.redis.quit();
  }

  /** Counts one attempt against `key`; throws the French 429 once the rule's budget is spent. */
  async consume(rule: RateLimitRule, key: string): Promise<void> {
    try {
      await this.limiter(rule).consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw this.refusal(rejection.msBeforeNext);
      throw rejection;
    }
  }

  /** Gives back a point {@link consume} took: an attempt counted before its outcome was known, that went well. */
  async refund(rule: RateLimitRule, key: string): Promise<void> {
    await this.limiter(rule).reward(key, 1);
  }

  /**
   * Throws the 429 when `key` has no point left in the rule's window, without counting one: for a
   * request that must pass another check (a proof of work) before it is counted with {@link consume}.
   */
  async assertAvailable(rule: RateLimitRule, key: string): Promise<void> {
    const used = await this.limiter(rule).get(key);
    if (used && used.consumedPoints >= rule.points) throw this.refusal(used.msBeforeNext);
  }

  /** Throws the 429 while `key` must wait after its last failure (see {@link recordFailure}). */
  async assertNoBackoff(rule: RateLimitRule, key: string): Promise<void> {
    const waitMs = await this.redis.pttl(`rl:${rule.name}:wait:${key}`);
    if (waitMs > 0) throw this.refusal(waitMs);
  }

  /**
   * Counts a failure of `key` within the rule's window: the first `points` are free, then each one
   * makes the next attempt wait twice as long as the one before (1 s, 2 s, 4 s… at most the window).
   * Only `key` waits: whoever shares none of it is not slowed down.
   */
  async recordFailure(rule: RateLimitRule, key: string): Promise<void> {
    const countKey = `rl:${rule.name}:failures:${key}`;
    const results = await this.redis.multi().incr(countKey).expire(countKey, rule.windowSeconds, 'NX').exec();
    const failures = Number(results?.[0]?.[1] ?? 0);
    const beyond = failures - rule.points;
    if (beyond < 0) return;
    const waitMs = Math.min(1000 * 2 ** Math.min(beyond, 30), rule.windowSeconds * 1000);
    await this.redis.set(`rl:${rule.name}:wait:${key}`, '1', 'PX', waitMs);
  }

  async clearFailures(rule: RateLimitRule, key: string): Promise<void> {
    await this.redis.del(`rl:${rule.name}:failures:${key}`, `rl:${rule.name}:wait:${key}`);
  }

  private refusal(msBeforeNext: number): AppError {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    const message =
      seconds < 60
        ? MESSAGES.http.tooManyRequestsSeconds(seconds)
        : MESSAGES.http.tooManyRequests(Math.ceil(seconds / 60));
    return AppError.tooManyRequests(message, seconds);
  }

  private limiter(rule: RateLimitRule): RateLimiterRedis {
    const id = `${rule.name}:${rule.points}:${rule.windowSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `rl:${rule.name}`,
        points: rule.points,
        duration: rule.windowSeconds,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}
