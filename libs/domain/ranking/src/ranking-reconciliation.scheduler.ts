import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobName, JobQueue } from '@app/jobs';

/** Fixed, so that every worker that starts updates the one schedule instead of adding its own. */
export const RANKING_RECONCILIATION_SCHEDULER_ID = 'ranking.reconcile';
export const RANKING_RECONCILIATION_EVERY_MS = 60_000;

/** Registers the ranking reconciliation when a worker starts; it runs every minute. */
@Injectable()
export class RankingReconciliationScheduler implements OnApplicationBootstrap {
  constructor(private readonly jobs: JobQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(RANKING_RECONCILIATION_SCHEDULER_ID, RANKING_RECONCILIATION_EVERY_MS, {
      name: JobName.ReconcileRanking,
      data: {},
    });
  }
}
