import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { REDIS } from '@app/redis';
import type Redis from 'ioredis';
import { SmsMessageRepository } from './sms-message.repository';
import { SmsMetrics } from './sms.metrics';
import { SmsBudgetExhausted } from './sms.types';

/** Share of the budget at which the alert is raised, once a day. */
export const BUDGET_ALERT_RATIO = 0.8;

/** Two days: the key outlives its UTC day whatever the clock's drift between processes. */
const KEY_TTL_SECONDS = 2 * 24 * 3600;

/**
 * The day's SMS budget, counted in Redis (`sms:budget:<UTC day>`); when the count is missing (Redis
 * lost or flushed), it starts again from the day's rows, the source of truth.
 */
@Injectable()
export class SmsBudget {
  private readonly logger = new Logger(SmsBudget.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
    private readonly messages: SmsMessageRepository,
    private readonly metrics: SmsMetrics,
  ) {}

  /** Takes one message from today's budget; throws SmsBudgetExhausted (and takes nothing) when it is spent. */
  async reserve(now = new Date()): Promise<void> {
    const budget = this.config.sms.dailyBudget;
    const day = now.toISOString().slice(0, 10);
    const key = `sms:budget:${day}`;
    if ((await this.redis.exists(key)) === 0) {
      const recorded = await this.messages.countSince(new Date(`${day}T00:00:00.000Z`));
      await this.redis.set(key, recorded, 'EX', KEY_TTL_SECONDS, 'NX');
    }
    const used = await this.redis.incr(key);
    if (used > budget) {
      await this.redis.decr(key);
      this.metrics.budgetUsed.set(1);
      throw new SmsBudgetExhausted(budget);
    }
    this.metrics.budgetUsed.set(used / budget);
    if (used >= Math.ceil(budget * BUDGET_ALERT_RATIO)) await this.alertOnce(day, used, budget);
  }

  /** Today's budget (UTC day), what was taken from it and what is left (the back office's figures). */
  async today(now = new Date()): Promise<{ spent: number; budget: number; left: number }> {
    const budget = this.config.sms.dailyBudget;
    const day = now.toISOString().slice(0, 10);
    const counted = await this.redis.get(`sms:budget:${day}`);
    const spent = counted === null ? await this.messages.countSince(new Date(`${day}T00:00:00.000Z`)) : Number(counted);
    return { spent, budget, left: Math.max(0, budget - spent) };
  }

  /** The alert of the day, raised by whichever process crosses the line first. */
  private async alertOnce(day: string, used: number, budget: number): Promise<void> {
    const first = await this.redis.set(`sms:budget-alert:${day}`, used, 'EX', KEY_TTL_SECONDS, 'NX');
    if (first !== 'OK') return;
    this.metrics.budgetAlerts.inc();
    this.logger.warn(
      `SMS budget: ${used} of ${budget} messages used today (${day}, UTC), ${Math.round(BUDGET_ALERT_RATIO * 100)} % reached; ` +
        'sign-in codes stop when it is spent (SMS_DAILY_BUDGET)',
    );
  }
}
