import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { REDIS } from '@app/redis';
import type Redis from 'ioredis';
import type { ContestStatus } from './contest.entity';

/** What every API replica's live gateway hears when a contest changes status (JSON on the channel below). */
export interface ContestChangedEvent {
  contest_id: number;
  status: ContestStatus;
  previous_status: ContestStatus;
  /** ISO 8601 time of the change, as recorded by the database. */
  at: string;
}

/**
 * The Redis pub/sub channel of contest events. Channels are not keys, so the client's key prefix
 * does not apply: the prefix is written into the name to keep environments sharing a Redis apart.
 */
export function contestEventsChannel(config: Pick<AppConfig, 'redis'>): string {
  return `${config.redis.keyPrefix}contest-events`;
}

/** Publishes contest events for the live gateways: Redis pub/sub, nothing is stored. */
@Injectable()
export class ContestEventPublisher {
  private readonly logger = new Logger(ContestEventPublisher.name);
  private readonly channel: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.channel = contestEventsChannel(config);
  }

  /**
   * Logs and publishes the change. Never throws: the change itself is committed, and a gateway that
   * missed the message still serves the contest's current status on its next read.
   */
  async contestChanged(event: ContestChangedEvent): Promise<void> {
    this.logger.log(
      { event: 'contest_changed', ...event },
      `Contest ${event.contest_id} moved from ${event.previous_status} to ${event.status}`,
    );
    try {
      await this.redis.publish(this.channel, JSON.stringify(event));
    } catch (error) {
      this.logger.error({ err: error, event: 'contest_changed', ...event }, 'Contest event not published');
    }
  }
}
