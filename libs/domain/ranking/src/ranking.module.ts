import { Global, Module } from '@nestjs/common';
import { ContestRostersModule, ParticipantStandings } from '@app/entries';
import { LedgerModule } from '@app/ledger';
import { MediaModule } from '@app/media';
import { RankingChangePublisher } from './ranking-changes.publisher';
import { RankingController } from './ranking.controller';
import { RankingReader } from './ranking.reader';
import { RankingRebuildService } from './ranking-rebuild.service';
import { RankingService } from './ranking.service';

/** Reading the projected rankings alone, for a worker that follows them (notifications). */
@Module({
  imports: [MediaModule, ContestRostersModule],
  providers: [RankingReader],
  exports: [RankingReader],
})
export class RankingReaderModule {}

/**
 * Reading rankings (API, live gateway, participant answers): RankingReader over the Redis
 * projection, and the public ranking routes. Needs the root modules' database, Redis and config.
 * Global, like Redis and media: once a root module imports it, any feature (live gateway, votes)
 * injects the reader, and the participant answers get their standings through ParticipantStandings.
 */
@Global()
@Module({
  imports: [MediaModule, LedgerModule, ContestRostersModule],
  controllers: [RankingController],
  providers: [RankingReader, RankingService, { provide: ParticipantStandings, useExisting: RankingReader }],
  exports: [RankingReader, ParticipantStandings],
})
export class RankingModule {}

/** Rebuilding the projection from the ledger, without running the projector (the CLI's `ranking:rebuild`). */
@Module({
  imports: [LedgerModule, ContestRostersModule],
  providers: [RankingChangePublisher, RankingRebuildService],
  exports: [RankingChangePublisher, RankingRebuildService],
})
export class RankingRebuildModule {}
