import { Inject, Injectable } from '@nestjs/common';
import { REDIS } from '@app/redis';
import type Redis from 'ioredis';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  sent_at: string;
}

const OUTBOX_KEY = 'mail:outbox';
const OUTBOX_SIZE = 50;

/** Outside production, sent mail lands here (newest first) so a person can read it. */
@Injectable()
export class MailOutbox {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async add(message: OutboxMessage): Promise<void> {
    await this.redis
      .multi()
      .lpush(OUTBOX_KEY, JSON.stringify(message))
      .ltrim(OUTBOX_KEY, 0, OUTBOX_SIZE - 1)
      .exec();
  }

  async list(): Promise<OutboxMessage[]> {
    const items = await this.redis.lrange(OUTBOX_KEY, 0, OUTBOX_SIZE - 1);
    return items.map((item) => JSON.parse(item) as OutboxMessage);
  }
}
