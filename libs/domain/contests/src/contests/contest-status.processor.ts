import { Processor, WorkerHost } from '@nestjs/bullmq';
import { InjectDataSource } from '@nestjs/typeorm';
import { JobName, type QueueJob, QueueName } from '@app/jobs';
import { DataSource } from 'typeorm';
import { ContestClosing } from './contest-closing';
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
 * What a close decides (the winners) is recorded in the transaction that closes it (ContestClosing),
 * what follows it (their parents' notices) after the commits.
 */
@Processor(QueueName.Contests)
export class ContestStatusProcessor extends WorkerHost {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly contests: ContestRepository,
    private readonly events: ContestEventPublisher,
    private readonly closing: ContestClosing,
  ) {
    super();
  }

  async process(job: QueueJob<QueueName.Contests, ContestStatusSyncResult>): Promise<ContestStatusSyncResult> {
    if (job.name !== JobName.SyncContestStatus) return { opened: [], closed: [] };
    return this.sync();
  }

  async sync(): Promise<ContestStatusSyncResult> {
    const opened = await this.contests.openDue();
    const closed = await this.dataSource.transaction(async (transaction) => {
      const moves = await this.contests.closeDue(transaction);
      for (const move of moves) await this.closing.closed(transaction, move.id);
      return moves;
    });
    for (const move of [...opened, ...closed]) await this.announce(move);
    await this.closing.afterSync();
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
