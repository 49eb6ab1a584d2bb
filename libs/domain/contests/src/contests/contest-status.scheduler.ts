import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobName, JobQueue } from '@app/jobs';

/** Fixed, so that every worker that starts updates the one schedule instead of adding its own. */
export const CONTEST_STATUS_SCHEDULER_ID = 'contests.sync-status';
export const CONTEST_STATUS_SYNC_EVERY_MS = 15_000;

/** Registers the status sync (see ContestStatusProcessor) when a worker starts; it runs every 15 s. */
@Injectable()
export class ContestStatusScheduler implements OnApplicationBootstrap {
  constructor(private readonly jobs: JobQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(CONTEST_STATUS_SCHEDULER_ID, CONTEST_STATUS_SYNC_EVERY_MS, {
      name: JobName.SyncContestStatus,
      data: {},
    });
  }
}
