import { Module } from '@nestjs/common';
import { ContestDirectoryModule } from '@app/contests';
import { ParticipantDirectoryModule } from '@app/entries';
import { TransparencyWorkerModule } from '@app/transparency';
import { DossierBuilder } from './dossier-builder';
import { DossierPublisher } from './dossier-publisher';
import { ResultsController } from './results.controller';
import { ResultsDossierRepository } from './results-dossier.repository';

/** The results dossiers' routes (API). */
@Module({
  controllers: [ResultsController],
  providers: [ResultsDossierRepository],
  exports: [ResultsDossierRepository],
})
export class ResultsModule {}

/** Making the dossiers at each close (worker); the winners come from the global AwardsModule's repository. */
@Module({
  imports: [TransparencyWorkerModule, ContestDirectoryModule, ParticipantDirectoryModule],
  providers: [ResultsDossierRepository, DossierBuilder, DossierPublisher],
  exports: [DossierPublisher],
})
export class ResultsWorkerModule {}
