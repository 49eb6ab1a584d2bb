import { Inject, Injectable } from '@nestjs/common';
import { REDIS } from '@app/redis';
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

/** Fixed-window limits kept in Redis, shared by every API process. */
@Injectable()
export class RateLimitService {
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Counts one attempt against `key`; throws the French 429 once the rule's budget is spent. */
  async consume(rule: RateLimitRule, key: string): Promise<void> {
    try {
      await this.limiter(rule).consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw this.refusal(rejection.msBeforeNext);
      throw rejection;
    }
  }

  /** Throws the 429 if `key` has no budget left, without counting an attempt. */
  async assertAvailable(rule: RateLimitRule, key: string): Promise<void> {
    const state = await this.limiter(rule).get(key);
    if (state && state.consumedPoints >= rule.points) throw this.refusal(state.msBeforeNext);
  }

  /** Counts an attempt without refusing it (e.g. a failed password), so the next check sees it. */
  async penalize(rule: RateLimitRule, key: string): Promise<void> {
    await this.limiter(rule).penalty(key, 1);
  }

  async reset(rule: RateLimitRule, key: string): Promise<void> {
    await this.limiter(rule).delete(key);
  }

  private refusal(msBeforeNext: number): AppError {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    return AppError.tooManyRequests(MESSAGES.http.tooManyRequests(Math.ceil(seconds / 60)), seconds);
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
