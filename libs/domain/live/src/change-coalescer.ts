import type { LiveRate } from '@app/contracts';

/** At most one ranking broadcast per contest per this many milliseconds, by the rate its watchers asked for. */
export const BROADCAST_INTERVAL_MS: Readonly<Record<LiveRate, number>> = { live: 100, slow: 1000 };

/** Flushes the participants changed since the last flush; `firstChangeAt` is when the oldest was heard. */
export type FlushChanges = (contestId: number, participantIds: number[], firstChangeAt: number) => Promise<void>;

interface ContestChanges {
  pending: Set<number>;
  /** When the oldest change not yet flushed was heard; undefined when there is none. */
  firstChangeAt: number | undefined;
  lastFlushAt: number;
  timer: NodeJS.Timeout | undefined;
  flushing: boolean;
}

/**
 * Gathers ranking changes per contest and flushes them at most once per interval. A change heard
 * when the contest's last flush is older than the interval flushes on the next tick; otherwise it
 * waits for the interval since the last flush to end. So a peak of votes becomes at most one
 * broadcast per interval per contest, and no change waits more than one interval (plus the flush's
 * own reads). Flushes of one contest never overlap: changes heard during one wait for the next.
 */
export class ChangeCoalescer {
  /** One small record per contest ever changed: contests are few, and the last flush time must outlive the flush. */
  private readonly contests = new Map<number, ContestChanges>();
  private stopped = false;

  constructor(
    private readonly flush: FlushChanges,
    private readonly onError: (error: unknown, contestId: number) => void,
    private readonly intervalMs: number,
  ) {}

  add(contestId: number, participantIds: readonly number[]): void {
    if (this.stopped) return;
    let changes = this.contests.get(contestId);
    if (!changes) {
      changes = {
        pending: new Set(),
        firstChangeAt: undefined,
        lastFlushAt: -Infinity,
        timer: undefined,
        flushing: false,
      };
      this.contests.set(contestId, changes);
    }
    changes.firstChangeAt ??= Date.now();
    for (const id of participantIds) changes.pending.add(id);
    this.schedule(contestId, changes);
  }

  /** Drops what is pending and cancels every timer; later changes are ignored. */
  stop(): void {
    this.stopped = true;
    for (const changes of this.contests.values()) clearTimeout(changes.timer);
    this.contests.clear();
  }

  private schedule(contestId: number, changes: ContestChanges): void {
    if (changes.timer || changes.flushing || this.stopped) return;
    const delay = Math.max(0, changes.lastFlushAt + this.intervalMs - Date.now());
    changes.timer = setTimeout(() => void this.run(contestId, changes), delay);
  }

  private async run(contestId: number, changes: ContestChanges): Promise<void> {
    const participantIds = [...changes.pending];
    const firstChangeAt = changes.firstChangeAt ?? Date.now();
    changes.timer = undefined;
    changes.flushing = true;
    changes.lastFlushAt = Date.now();
    changes.pending.clear();
    changes.firstChangeAt = undefined;
    try {
      await this.flush(contestId, participantIds, firstChangeAt);
    } catch (error) {
      this.onError(error, contestId);
    } finally {
      changes.flushing = false;
      if (changes.firstChangeAt !== undefined) this.schedule(contestId, changes);
    }
  }
}
