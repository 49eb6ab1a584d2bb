import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import {
  formatWatermark,
  LedgerProjectionReader,
  type LedgerRow,
  type ParticipantTally,
  parseWatermark,
} from '@app/ledger';
import { REDIS } from '@app/redis';
import type Redis from 'ioredis';
import { type RankingChanged, rankingKeys } from './ranking-keys';
import { RankingChangePublisher } from './ranking-changes.publisher';
import { LEASE_RENEW_MS, ProjectorLease } from './ranking-lease';
import { RankingMetrics } from './ranking.metrics';
import { RankingRebuildService, RebuildInterrupted } from './ranking-rebuild.service';
import { RankingScripts } from './ranking.scripts';

/** Rows read and applied at once (one SQL read, one Lua script). */
export const PROJECTOR_BATCH_SIZE = 5000;
/** Poll interval when the ledger had nothing new: keeps vote → ranking well under the 250 ms target. */
const IDLE_POLL_MS = 20;
/** How often a worker without the lease tries to take it. */
const STANDBY_POLL_MS = 500;
const ERROR_BACKOFF_MS = 500;
const BACKLOG_COUNT_CAP = 100_000;
const BACKLOG_COUNT_EVERY_MS = 1000;

/**
 * The ledger → Redis projector. Every worker runs one; the one holding the lease works, the others
 * wait to take over (within LEASE_TTL_MS of the holder's death, at once after a clean stop).
 *
 * Each step reads the committed rows after the watermark in (tx, id) order, below the safe horizon
 * (every transaction before it has ended, so no row can later appear behind the watermark), and
 * applies them with one Lua script that first checks the watermark is still the one read and the
 * lease still ours, then adds the weights, keeps each participant's latest entry id, rescores,
 * bumps each touched contest's version and moves the watermark: a row is applied exactly once, even
 * across restarts and takeovers. Then one RankingChanged per touched contest is published.
 * Without a watermark (empty Redis) the projector first rebuilds everything from the ledger.
 */
@Injectable()
export class RankingProjector implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(RankingProjector.name);
  private readonly scripts: RankingScripts;
  private lease: ProjectorLease;
  private running = false;
  private loop: Promise<void> | null = null;
  private renewal: NodeJS.Timeout | null = null;
  private wake: (() => void) | null = null;
  private lastBacklogCount = 0;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly ledger: LedgerProjectionReader,
    private readonly rebuilder: RankingRebuildService,
    private readonly publisher: RankingChangePublisher,
    private readonly metrics: RankingMetrics,
  ) {
    this.scripts = new RankingScripts(redis);
    this.lease = new ProjectorLease(redis, this.scripts);
  }

  onApplicationBootstrap(): void {
    this.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /** Whether this projector holds the lease (is the one applying rows). */
  get isLeader(): boolean {
    return this.lease.held;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.lease = new ProjectorLease(this.redis, this.scripts);
    this.renewal = setInterval(() => void this.renewLease(), LEASE_RENEW_MS);
    this.loop = this.run();
  }

  /** Finishes the step under way, then gives the lease up so another worker takes over at once. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wake?.();
    await this.loop;
    if (this.renewal) clearInterval(this.renewal);
    this.renewal = null;
    await this.lease.release().catch((error: unknown) => this.logger.warn({ err: error }, 'Lease not released'));
  }

  private async run(): Promise<void> {
    while (this.running) {
      let pause: number;
      try {
        pause = await this.step();
      } catch (error) {
        this.logger.error({ err: error, event: 'ranking_projector_error' }, 'Ranking projector step failed');
        pause = ERROR_BACKOFF_MS;
      }
      if (pause > 0 && this.running) await this.sleep(pause);
    }
  }

  /** One step; returns how long to wait before the next (0: rows may be waiting, go on at once). */
  private async step(): Promise<number> {
    if (!this.lease.held && !(await this.lease.tryAcquire())) return STANDBY_POLL_MS;
    const watermark = await this.redis.get(rankingKeys.watermark);
    if (watermark === null) {
      try {
        await this.rebuilder.bootstrap(this.lease);
      } catch (error) {
        if (!(error instanceof RebuildInterrupted)) throw error;
        // Redis lost the lease too, or another process finished a rebuild: check the lease and go on.
        await this.lease.renew();
      }
      return 0;
    }
    const rows = await this.ledger.committedAfter(parseWatermark(watermark), PROJECTOR_BATCH_SIZE);
    if (rows.length === 0) {
      this.metrics.lagSeconds.set(0);
      this.metrics.rowsBehind.set(0);
      return IDLE_POLL_MS;
    }
    await this.apply(watermark, rows);
    return 0;
  }

  private async apply(watermark: string, rows: LedgerRow[]): Promise<void> {
    const last = rows[rows.length - 1];
    const next = formatWatermark({ tx: last.tx, id: last.id });
    const contests = tallyBatch(rows);
    const result = await this.scripts.apply(watermark, next, this.lease.token, contests);
    if (result === 'not-leader') {
      this.lease.lost();
      this.logger.warn({ event: 'ranking_projector_lease_lost' }, 'Projector lease lost; standing by');
      return;
    }
    // Someone else moved the watermark (a takeover, or Redis was emptied): the next step re-reads it.
    if (result === 'moved') return;
    const changes: RankingChanged[] = contests.map((contest, index) => ({
      contest_id: contest.contestId,
      version: result[index],
      participant_ids: contest.tallies.map((tally) => tally.participantId),
    }));
    await this.publisher.publish(changes);
    this.metrics.batchRows.observe(rows.length);
    this.metrics.appliedRows.inc(rows.length);
    const newest = rows.reduce((max, row) => Math.max(max, row.createdAt.getTime()), 0);
    this.metrics.lagSeconds.set(Math.max(0, (Date.now() - newest) / 1000));
    await this.countBacklog(next, rows.length);
  }

  /** Backlog gauge: only counted (bounded) while batches come full, at most once a second. */
  private async countBacklog(watermark: string, batchRows: number): Promise<void> {
    if (batchRows < PROJECTOR_BATCH_SIZE) {
      this.metrics.rowsBehind.set(0);
      return;
    }
    if (Date.now() - this.lastBacklogCount < BACKLOG_COUNT_EVERY_MS) return;
    this.lastBacklogCount = Date.now();
    this.metrics.rowsBehind.set(await this.ledger.rowsAfter(parseWatermark(watermark), BACKLOG_COUNT_CAP));
  }

  private async renewLease(): Promise<void> {
    if (!this.lease.held) return;
    try {
      if (!(await this.lease.renew())) {
        this.logger.warn({ event: 'ranking_projector_lease_lost' }, 'Projector lease lapsed; standing by');
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'Projector lease not renewed');
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wake = null;
        resolve();
      }, ms);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
    });
  }
}

/**
 * Per contest, per participant: summed weight and max entry id of the batch. Rows of weight 0 (held
 * votes, rejections) change no count and no tie: they are passed over, the watermark moves past them.
 */
export function tallyBatch(rows: LedgerRow[]): { contestId: number; tallies: ParticipantTally[] }[] {
  const contests = new Map<number, Map<number, ParticipantTally>>();
  for (const row of rows) {
    if (row.weight === 0) continue;
    let participants = contests.get(row.contestId);
    if (!participants) {
      participants = new Map<number, ParticipantTally>();
      contests.set(row.contestId, participants);
    }
    const tally = participants.get(row.participantId);
    if (tally) {
      tally.count += row.weight;
      tally.lastEntryId = Math.max(tally.lastEntryId, row.id);
    } else {
      participants.set(row.participantId, { participantId: row.participantId, count: row.weight, lastEntryId: row.id });
    }
  }
  return [...contests].map(([contestId, participants]) => ({ contestId, tallies: [...participants.values()] }));
}
