import { Processor, WorkerHost } from '@nestjs/bullmq';
import { JobName, QueueName, type SyncContestStatusJobData } from '@app/jobs';
import type { Job } from 'bullmq';
import { ContestEventPublisher } from './contest-events';
import { ContestRepository, type ContestStatusMove } from './contest.repository';

export interface ContestStatusSyncResult {
  opened: number[];
  closed: number[];
}

/**
 * Moves contests along by their dates: pre_registration → open at the start, open (or a
 * pre_registration contest that was never opened) → closed at the end. The conditional updates
 * decide, so any number of workers may run this at once: each move happens and is announced once.
 */
@Processor(QueueName.Contests)
export class ContestStatusProcessor extends WorkerHost {
  constructor(
    private readonly contests: ContestRepository,
    private readonly events: ContestEventPublisher,
  ) {
    super();
  }

  async process(
    job: Job<SyncContestStatusJobData, ContestStatusSyncResult, JobName>,
  ): Promise<ContestStatusSyncResult> {
    if (job.name !== JobName.SyncContestStatus) return { opened: [], closed: [] };
    return this.sync();
  }

  async sync(): Promise<ContestStatusSyncResult> {
    const opened = await this.contests.openDue();
    const closed = await this.contests.closeDue();
    for (const move of [...opened, ...closed]) await this.announce(move);
    return { opened: opened.map((move) => move.id), closed: closed.map((move) => move.id) };
  }

  private announce(move: ContestStatusMove): Promise<void> {
    return this.events.contestChanged({
      contest_id: move.id,
      status: move.status,
      previous_status: move.previousStatus,
      at: move.at.toISOString(),
    });
  }
}
