import { Module } from '@nestjs/common';
import { LedgerModule } from '@app/ledger';
import { ObservabilityModule } from '@app/observability';
import { ContestRostersModule } from '@app/entries';
import { RankingMetrics } from './ranking.metrics';
import { RankingRebuildModule } from './ranking.module';
import { RankingProjector } from './ranking.projector';
import { RankingReconciliation } from './ranking-reconciliation.service';
import { RankingReconciliationProcessor } from './ranking-reconciliation.processor';
import { RankingReconciliationScheduler } from './ranking-reconciliation.scheduler';

/**
 * Worker side of the ranking: the ledger → Redis projector (one active at a time, by lease), the
 * rebuild it runs on an empty Redis, and the reconciliation every minute. Metrics go to the
 * process's registry (ObservabilityModule).
 */
@Module({
  imports: [ObservabilityModule, LedgerModule, RankingRebuildModule, ContestRostersModule],
  providers: [
    RankingMetrics,
    RankingProjector,
    RankingReconciliation,
    RankingReconciliationProcessor,
    RankingReconciliationScheduler,
  ],
  exports: [RankingProjector, RankingReconciliation],
})
export class RankingWorkerModule {}
