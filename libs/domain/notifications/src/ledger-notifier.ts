import { Injectable } from '@nestjs/common';
import { JobName, JobQueue } from '@app/jobs';
import { LedgerProjectionReader, type Watermark } from '@app/ledger';
import { ParticipantDirectory } from '@app/entries';
import { FreeVoteReminders } from './free-vote-reminders';
import { NotificationsRepository } from './notifications.repository';
import { PollingTask } from './polling-task';

const CURSOR = 'ledger';
const BATCH = 2000;
const POLL_MS = 2000;

/**
 * Follows the vote ledger, as the projector does, into notifications: a free vote's "your free vote
 * is back" at the end of its cooldown, a paid row's "payment confirmed". Only for accounts that chose
 * the kind and have a device; nothing is done on the vote's request. A job's id is its cause's, so a
 * row seen twice (a restart, two workers) makes one notification.
 */
@Injectable()
export class LedgerNotifier extends PollingTask {
  constructor(
    private readonly ledger: LedgerProjectionReader,
    private readonly repository: NotificationsRepository,
    private readonly participants: ParticipantDirectory,
    private readonly jobs: JobQueue,
    private readonly reminders: FreeVoteReminders,
  ) {
    super(POLL_MS, 'Ledger notifications not scheduled');
  }

  protected run(): Promise<unknown> {
    return this.catchUp();
  }

  /** Schedules the notifications of every committed row after the cursor; returns how many rows it read. */
  async catchUp(now = Date.now()): Promise<number> {
    let read = 0;
    for (;;) {
      const from: Watermark = await this.repository.cursor(CURSOR, () => this.ledger.committedHorizon());
      const rows = await this.ledger.committedRowsAfter(from, BATCH);
      if (rows.length === 0) return read;
      const voters = [...new Set(rows.flatMap((row) => (row.voterId === null ? [] : [row.voterId])))];
      const [freeVoters, payers] = await Promise.all([
        this.repository.listening(voters, 'free_vote'),
        this.repository.listening(voters, 'payment'),
      ]);
      const concerned = rows.filter(
        (row) =>
          row.voterId !== null &&
          ((row.kind === 'free' && freeVoters.has(row.voterId)) || (row.kind === 'paid' && payers.has(row.voterId))),
      );
      await this.reminders.schedule(
        concerned.flatMap((row) => (row.kind === 'free' ? [{ ...row, voterId: row.voterId! }] : [])),
        now,
      );
      const names = await this.participants.findMany([
        ...new Set(concerned.filter((row) => row.kind === 'paid').map((row) => row.participantId)),
      ]);
      for (const row of concerned) {
        const baby = names.get(row.participantId)?.name;
        if (row.kind !== 'paid' || !baby) continue;
        await this.jobs.enqueue(
          {
            name: JobName.NotifyPayment,
            data: {
              user_id: row.voterId!,
              dedupe_key: `payment:${row.id}`,
              title: 'Paiement confirmé',
              body: `${row.weight} ${row.weight === 1 ? 'vote crédité' : 'votes crédités'} à ${baby}. Merci !`,
              url: `/vote/${row.contestId}/${row.participantId}`,
            },
          },
          { jobId: `payment-${row.id}` },
        );
      }
      const last = rows[rows.length - 1];
      await this.repository.advance(CURSOR, { tx: last.tx, id: last.id });
      read += rows.length;
      if (rows.length < BATCH) return read;
    }
  }
}
