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

/** API side: the contest catalogue, read by everyone and managed by administrators. */
@Module({
  imports: [TypeOrmModule.forFeature([ContestEntity]), IdentityModule],
  controllers: [ContestController],
  providers: [ContestService, ContestRepository, ContestEventPublisher],
  exports: [ContestRepository],
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
