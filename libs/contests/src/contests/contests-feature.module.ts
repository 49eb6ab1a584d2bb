import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '@app/audit';
import { IdentityModule, UserDirectoryModule } from '@app/identity';
import { LedgerModule } from '@app/ledger';
import { WinnerNotifier } from '../winners/winner-notifier';
import { WinnerRecorder } from '../winners/winner-recorder';
import { WinnerRepository } from '../winners/winner.repository';
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
 * Worker side: moves contests along by their dates every 15 s and announces each move; records the
 * winners of each contest it closes and notifies their parents.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ContestEntity]), AuditModule, LedgerModule, UserDirectoryModule],
  providers: [
    ContestRepository,
    ContestEventPublisher,
    ContestStatusProcessor,
    ContestStatusScheduler,
    WinnerRepository,
    WinnerRecorder,
    WinnerNotifier,
  ],
})
export class ContestStatusModule {}
