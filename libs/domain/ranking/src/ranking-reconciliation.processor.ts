import { Processor, WorkerHost } from '@nestjs/bullmq';
import { JobName, type QueueJob, QueueName } from '@app/jobs';
import { type ReconciliationReport, RankingReconciliation } from './ranking-reconciliation.service';

/** Runs the ranking reconciliation (see RankingReconciliation); safe to run on several workers at once. */
@Processor(QueueName.Ranking)
export class RankingReconciliationProcessor extends WorkerHost {
  constructor(private readonly reconciliation: RankingReconciliation) {
    super();
  }

  async process(job: QueueJob<QueueName.Ranking, ReconciliationReport | null>): Promise<ReconciliationReport | null> {
    if (job.name !== JobName.ReconcileRanking) return null;
    return this.reconciliation.reconcile(job.data.contest_ids);
  }
}
