import { Injectable } from '@nestjs/common';
import { RankingReader } from '@app/ranking';
import { LiveMetrics } from './live-metrics';
import { rankingUpdate, type RankingUpdateMessage } from './live-protocol';

/**
 * The longest a snapshot is served again. It is dropped sooner, as soon as this process hears the
 * contest's projection move (`forget`, on the `ranking-changed` message that also drives the
 * broadcasts), so a client that asks because a delta showed it missed a version never gets back
 * the version it already had. Within this delay a snapshot can be stale only if that message was
 * lost (a pub/sub reconnection) or a name or photo changed, which the reader itself shows within
 * 2 s. Expiring rather than keeping snapshots until the next change bounds those cases to a second,
 * and still makes a crowd joining at once, or one socket asking over and over, one read a second.
 */
export const SNAPSHOT_TTL_MS = 1000;
/** Only contests the access check let through get here; the bound keeps a mistake from growing the map. */
const MAX_CACHED_CONTESTS = 1000;

interface CachedSnapshot {
  expiresAt: number;
  message: Promise<RankingUpdateMessage>;
}

/**
 * The `ranking_update` snapshots of this process, per contest and limit: one read of the Redis
 * projection serves every socket that asks meanwhile (one read in flight per contest and limit).
 */
@Injectable()
export class RankingSnapshots {
  private readonly contests = new Map<number, Map<number, CachedSnapshot>>();

  constructor(
    private readonly reader: RankingReader,
    private readonly metrics: LiveMetrics,
  ) {}

  snapshot(contestId: number, limit: number): Promise<RankingUpdateMessage> {
    const now = Date.now();
    let byLimit = this.contests.get(contestId);
    const cached = byLimit?.get(limit);
    if (cached && cached.expiresAt > now) {
      this.metrics.snapshots.inc({ source: 'cache' });
      return cached.message;
    }
    if (!byLimit) {
      if (this.contests.size >= MAX_CACHED_CONTESTS) this.contests.clear();
      byLimit = new Map();
      this.contests.set(contestId, byLimit);
    }
    this.metrics.snapshots.inc({ source: 'read' });
    const message = this.reader.page(contestId, 0, limit).then((page) => rankingUpdate(contestId, page, []));
    const entry = { expiresAt: now + SNAPSHOT_TTL_MS, message };
    byLimit.set(limit, entry);
    // A failed read is not a snapshot: the next caller reads again.
    message.catch(() => {
      const current = this.contests.get(contestId);
      if (current?.get(limit) === entry) current.delete(limit);
    });
    return message;
  }

  /** The contest's projection moved: its snapshots are stale (a read in flight still answers its callers). */
  forget(contestId: number): void {
    this.contests.delete(contestId);
  }
}
