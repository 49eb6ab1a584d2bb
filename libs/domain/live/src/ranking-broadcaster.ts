import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { MESSAGES } from '@app/common';
import { AppConfig } from '@app/config';
import { type ContestChangedEvent, contestEventsChannel } from '@app/contests';
import { type RankingChanged, rankingChangedChannel, RankingReader } from '@app/ranking';
import { createRedis } from '@app/redis';
import type Redis from 'ioredis';
import { BROADCAST_INTERVAL_MS, ChangeCoalescer } from './change-coalescer';
import { LiveContestAccess } from './live-contest-access';
import { LiveMetrics } from './live-metrics';
import { RankingSnapshots } from './ranking-snapshots';
import {
  BROADCAST_TOP,
  contestRoom,
  LIVE_ERROR,
  LIVE_RATES,
  type LiveNamespace,
  type LiveRate,
  rankingDelta,
  rankingUpdate,
} from './live-protocol';

/** A rate's schedule, and this process's last broadcast per contest at it: its version and the ids of its top. */
interface Tier {
  coalescer: ChangeCoalescer;
  lastSent: Map<number, { version: number; top: ReadonlySet<number> }>;
}

/**
 * Every API process hears every projector batch and contest event on Redis pub/sub and pushes
 * them to the sockets of that contest's room connected to this process (`local`): each process
 * serves its own clients, so nothing is sent twice and a process whose room is empty reads nothing.
 * After its first `ranking_update` of a contest, a process sends `ranking_delta`s: only the entries
 * that changed. Each rate a watcher may ask for has its room and its schedule: the live room at
 * most every 100 ms, the slow one at most once a second, each delta since that room's last one.
 */
@Injectable()
export class RankingBroadcaster implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(RankingBroadcaster.name);
  private readonly tiers: Record<LiveRate, Tier>;
  private readonly rankingChannel: string;
  private readonly contestChannel: string;
  private namespace: LiveNamespace | undefined;
  private subscriber: Redis | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly reader: RankingReader,
    private readonly access: LiveContestAccess,
    private readonly snapshots: RankingSnapshots,
    private readonly metrics: LiveMetrics,
  ) {
    this.rankingChannel = rankingChangedChannel(config);
    this.contestChannel = contestEventsChannel(config);
    const tier = (rate: LiveRate): Tier => ({
      coalescer: new ChangeCoalescer(
        (contestId, participantIds, firstChangeAt) =>
          this.broadcastRanking(rate, contestId, participantIds, firstChangeAt),
        (error, contestId) =>
          this.logger.error({ err: error, contestId, rate, event: 'live_flush_failed' }, 'Ranking broadcast failed'),
        BROADCAST_INTERVAL_MS[rate],
      ),
      lastSent: new Map(),
    });
    this.tiers = { live: tier('live'), slow: tier('slow') };
  }

  /** Called by the gateway once its namespace exists. */
  attach(namespace: LiveNamespace): void {
    this.namespace = namespace;
  }

  async onApplicationBootstrap(): Promise<void> {
    // A connection in subscriber mode can run nothing else: this one is the broadcaster's own.
    this.subscriber = createRedis(this.config, { keyPrefix: '' });
    this.subscriber.on('message', (channel: string, message: string) => this.onMessage(channel, message));
    await this.subscriber.subscribe(this.rankingChannel, this.contestChannel);
  }

  async onModuleDestroy(): Promise<void> {
    for (const rate of LIVE_RATES) this.tiers[rate].coalescer.stop();
    if (this.subscriber && this.subscriber.status !== 'end') await this.subscriber.quit();
  }

  private onMessage(channel: string, message: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      this.logger.warn({ channel, event: 'live_bad_message' }, 'Unreadable pub/sub message ignored');
      return;
    }
    if (channel === this.rankingChannel) this.onRankingChanged(parsed as RankingChanged);
    else if (channel === this.contestChannel) this.onContestChanged(parsed as ContestChangedEvent);
  }

  private onRankingChanged(change: RankingChanged): void {
    if (!Number.isInteger(change.contest_id) || !Array.isArray(change.participant_ids)) return;
    this.snapshots.forget(change.contest_id);
    for (const rate of LIVE_RATES) {
      if (this.localMembers(change.contest_id, rate) > 0)
        this.tiers[rate].coalescer.add(change.contest_id, change.participant_ids);
    }
  }

  private onContestChanged(event: ContestChangedEvent): void {
    if (!Number.isInteger(event.contest_id)) return;
    this.access.forget(event.contest_id);
    const rooms = LIVE_RATES.map((rate) => contestRoom(event.contest_id, rate));
    if (!this.namespace || LIVE_RATES.every((rate) => this.localMembers(event.contest_id, rate) === 0)) return;
    if (event.status === 'draft') {
      // Back to a draft: no longer public, so its watchers are told and sent out of the rooms.
      this.namespace.local.to(rooms).emit('error', {
        type: 'error',
        code: LIVE_ERROR.forbidden,
        message: MESSAGES.live.forbidden,
        contest: event.contest_id,
      });
      this.namespace.local.in(rooms).socketsLeave(rooms);
      return;
    }
    this.namespace.local.to(rooms).emit('contest_update', {
      type: 'contest_update',
      contest: event.contest_id,
      status: event.status,
      previous_status: event.previous_status,
    });
    this.metrics.broadcasts.inc({ type: 'contest_update' });
  }

  /**
   * The first broadcast of a contest in this process carries the top of the ranking; the next ones
   * only what changed since the previous one (a few entries instead of the whole top, on slow data).
   */
  private async broadcastRanking(
    rate: LiveRate,
    contestId: number,
    participantIds: number[],
    firstChangeAt: number,
  ): Promise<void> {
    if (!this.namespace || this.localMembers(contestId, rate) === 0) return;
    const { lastSent } = this.tiers[rate];
    const [page, changed] = await Promise.all([
      this.reader.page(contestId, 0, BROADCAST_TOP),
      participantIds.length > 0 ? this.reader.entries(contestId, participantIds) : Promise.resolve([]),
    ]);
    const previous = lastSent.get(contestId);
    lastSent.set(contestId, {
      version: page.version,
      top: new Set(page.entries.map((entry) => entry.participant_id)),
    });
    const room = this.namespace.local.to(contestRoom(contestId, rate));
    // A version below the last one sent means the projection was rebuilt: everyone gets the top again.
    if (previous !== undefined && page.version >= previous.version) {
      room.emit('ranking_delta', rankingDelta(contestId, page, previous.version, changed, previous.top));
      this.metrics.broadcasts.inc({ type: 'ranking_delta' });
    } else {
      room.emit('ranking_update', rankingUpdate(contestId, page, changed));
      this.metrics.broadcasts.inc({ type: 'ranking_update' });
    }
    this.metrics.flushLatency.observe({ rate }, (Date.now() - firstChangeAt) / 1000);
  }

  /** Sockets of this process in the contest's room at a rate: the adapter's local map, no cross-process query. */
  private localMembers(contestId: number, rate: LiveRate): number {
    return this.namespace?.adapter.rooms.get(contestRoom(contestId, rate))?.size ?? 0;
  }
}
