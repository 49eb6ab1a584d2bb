import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { REDIS } from '@app/redis';
import type Redis from 'ioredis';
import { type RankingChanged, rankingChangedChannel } from './ranking-keys';

/** Tells every API replica's live gateway which contests changed (Redis pub/sub; nothing is stored). */
@Injectable()
export class RankingChangePublisher {
  private readonly logger = new Logger(RankingChangePublisher.name);
  private readonly channel: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.channel = rankingChangedChannel(config);
  }

  /**
   * Never throws: the projection is already written, and a gateway that missed a message catches
   * up on the next one (versions only grow) or on a client's `get_ranking`.
   */
  async publish(changes: RankingChanged[]): Promise<void> {
    if (changes.length === 0) return;
    try {
      const pipeline = this.redis.pipeline();
      for (const change of changes) pipeline.publish(this.channel, JSON.stringify(change));
      await pipeline.exec();
    } catch (error) {
      this.logger.error({ err: error, event: 'ranking_changed' }, 'Ranking change not published');
    }
  }
}
