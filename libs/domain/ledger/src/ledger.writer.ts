import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { AppendedEntry, NewFreeVote } from './ledger-entry';
import { type EarlierRow, type InsertedRow, LedgerRepository } from './ledger.repository';

interface Pending {
  vote: NewFreeVote;
  resolve: (entry: AppendedEntry) => void;
  reject: (error: unknown) => void;
}

/** Rows per INSERT at most, and how long the first row of a batch may wait for company. */
const MAX_BATCH = 500;
const MAX_WAIT_MS = 2;
/** Batches in flight at once; the next batch fills up meanwhile. */
const MAX_CONCURRENT_FLUSHES = 4;

/**
 * Group commit for free votes: concurrent appends are gathered into one multi-row INSERT (one
 * transaction, one WAL flush) every few milliseconds or every MAX_BATCH rows, whichever comes
 * first. Each caller's promise settles only after its row is committed. A vote held for verification
 * is written by the same batch, as a `held` row of weight 0. If a batch fails, its
 * rows are retried one by one so that one bad row cannot fail its neighbours.
 */
@Injectable()
export class LedgerWriter implements OnApplicationShutdown {
  private readonly logger = new Logger(LedgerWriter.name);
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | undefined;
  private inFlight = 0;
  private readonly flushing = new Set<Promise<void>>();

  constructor(private readonly ledger: LedgerRepository) {}

  appendFreeVote(vote: NewFreeVote): Promise<AppendedEntry> {
    return new Promise((resolve, reject) => {
      this.queue.push({ vote, resolve, reject });
      if (this.queue.length >= MAX_BATCH) this.flushSoon(0);
      else this.flushSoon(MAX_WAIT_MS);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.flushSoon(0);
    while (this.flushing.size > 0 || this.queue.length > 0) {
      await Promise.all([...this.flushing]);
      if (this.queue.length > 0) this.flush();
    }
  }

  private flushSoon(delayMs: number): void {
    if (delayMs === 0) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = undefined;
      this.flush();
    } else {
      this.timer ??= setTimeout(() => {
        this.timer = undefined;
        this.flush();
      }, delayMs);
    }
  }

  private flush(): void {
    while (this.queue.length > 0 && this.inFlight < MAX_CONCURRENT_FLUSHES) {
      const batch = this.queue.splice(0, MAX_BATCH);
      this.inFlight += 1;
      const done = this.write(batch).finally(() => {
        this.inFlight -= 1;
        this.flushing.delete(done);
        if (this.queue.length > 0) this.flushSoon(this.queue.length >= MAX_BATCH ? 0 : MAX_WAIT_MS);
      });
      this.flushing.add(done);
    }
  }

  private async write(batch: Pending[]): Promise<void> {
    try {
      const inserted = await this.ledger.appendFreeVotes(batch.map((pending) => pending.vote));
      await this.settle(batch, inserted);
    } catch (error) {
      if (batch.length === 1) {
        batch[0].reject(error);
        return;
      }
      this.logger.warn({ err: error, size: batch.length }, 'Ledger batch failed; retrying its rows one by one');
      await Promise.all(batch.map((pending) => this.write([pending])));
    }
  }

  /** Rows skipped by ON CONFLICT belong to an earlier request with the same key: answer with that row. */
  private async settle(batch: Pending[], inserted: Map<string, InsertedRow>): Promise<void> {
    const missing = batch.filter((pending) => !inserted.has(pending.vote.idempotencyKey));
    const existing =
      missing.length > 0
        ? await this.ledger.freeVotesByKeys(missing.map((pending) => pending.vote.idempotencyKey))
        : new Map<string, EarlierRow>();
    for (const pending of batch) {
      const key = pending.vote.idempotencyKey;
      const row = inserted.get(key);
      const earlier = existing.get(key);
      if (row) {
        pending.resolve({
          id: Number(row.id),
          tx: row.tx,
          createdAt: row.created_at,
          inserted: true,
          participantId: pending.vote.participantId,
          kind: row.kind,
          deviceHash: pending.vote.deviceHash,
          phoneNumberId: pending.vote.phoneNumberId,
          channel: pending.vote.channel,
          leafVersion: row.leaf_version,
        });
      } else if (earlier) {
        pending.resolve({
          id: Number(earlier.id),
          tx: earlier.tx,
          createdAt: earlier.created_at,
          inserted: false,
          participantId: earlier.participant_id,
          kind: earlier.kind,
          deviceHash: earlier.device_hash,
          phoneNumberId: earlier.phone_number_id,
          channel: earlier.channel,
          leafVersion: earlier.leaf_version,
        });
      } else {
        pending.reject(new Error(`ledger row for ${key} neither inserted nor found`));
      }
    }
  }
}
