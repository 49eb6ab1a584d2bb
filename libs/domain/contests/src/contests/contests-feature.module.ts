import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '@app/identity';
import { ContestController } from './contest.controller';
import { ContestEntity } from './contest.entity';
import { ContestEventPublisher } from './contest-events';
import { ContestRepository } from './contest.repository';
import { ContestService } from './contest.service';
import { ContestStatusProcessor } from './contest-status.processor';
import { ContestStatusScheduler } from './contest-status.scheduler';

/** The contests' rows alone, without routes: for a live process, which checks who may watch what. */
@Module({
  imports: [TypeOrmModule.forFeature([ContestEntity])],
  providers: [ContestRepository],
  exports: [ContestRepository],
})
export class ContestRecordsModule {}

/** API side: the contest catalogue, read by everyone and managed by administrators. */
@Module({
  imports: [ContestRecordsModule, IdentityModule],
  controllers: [ContestController],
  providers: [ContestService, ContestEventPublisher],
  exports: [ContestRecordsModule],
})
export class ContestCatalogModule {}

/**
 * Worker side: moves contests along by their dates every 15 s and announces each move; what a close
 * decides (the winners and their notices) comes through ContestClosing, which the awards lib's
 * AwardsWorkerModule provides.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ContestEntity])],
  providers: [ContestRepository, ContestEventPublisher, ContestStatusProcessor, ContestStatusScheduler],
})
export class ContestStatusModule {}
