import { Global, Module } from '@nestjs/common';
import { MediaModule } from '@app/media';
import { RankingChangePublisher } from './ranking-changes.publisher';
import { RankingController } from './ranking.controller';
import { RankingReader } from './ranking.reader';
import { RankingRebuildService } from './ranking-rebuild.service';
import { RankingRepository } from './ranking.repository';
import { RankingService } from './ranking.service';

/**
 * Reading rankings (API, live gateway, participant answers): RankingReader over the Redis
 * projection, and the public ranking routes. Needs the root modules' database, Redis and config.
 * Global, like Redis and media: once a root module imports it, any feature (participants, live
 * gateway) injects the reader.
 */
@Global()
@Module({
  imports: [MediaModule],
  controllers: [RankingController],
  providers: [RankingRepository, RankingReader, RankingService],
  exports: [RankingReader],
})
export class RankingModule {}

/** Rebuilding the projection from the ledger, without running the projector (the CLI's `ranking:rebuild`). */
@Module({
  providers: [RankingRepository, RankingChangePublisher, RankingRebuildService],
  exports: [RankingRepository, RankingChangePublisher, RankingRebuildService],
})
export class RankingRebuildModule {}
