import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ContestRosters } from '@app/entries';
import {
  type ContestTallies,
  formatWatermark,
  LedgerProjectionReader,
  type ParticipantTally,
  parseWatermark,
  type Watermark,
} from '@app/ledger';
import { REDIS } from '@app/redis';
import type Redis from 'ioredis';
import { type RankingChanged, rankingKeys } from './ranking-keys';
import { RankingChangePublisher } from './ranking-changes.publisher';
import { LEASE_RENEW_MS, ProjectorLease } from './ranking-lease';
import { rostersByContest } from './ranking-roster';
import { type ContestRoster, RankingScripts } from './ranking.scripts';

export interface RankingRebuildReport {
  contests: number;
  /** Participants with ledger entries in the rebuilt contests. */
  participants: number;
  watermark: string;
}

/** A rebuild waits this long for the lease when Redis has no watermark (another process may be rebuilding). */
const LEASE_WAIT_MS = 15_000;
/** Attempts to catch up with a projector that keeps moving the watermark during an online rebuild. */
const MAX_CATCH_UP = 100;

/** The rebuild stopped because the lease or the watermark changed under it; it can simply be run again. */
export class RebuildInterrupted extends Error {}

/**
 * Recomputes the projection from the ledger. Two ways, both atomic per contest:
 *
 * - online (a watermark exists, the projector may be running): each contest's counts are summed up
 *   to the current watermark W (rows up to W are final) and replace the contest's keys only if the
 *   watermark is still W; if the projector moved it meanwhile to W', the rows in (W, W'] of that
 *   contest are added and the swap is tried again.
 * - bootstrap (no watermark: an empty or lost Redis): under the projector lease, every contest is
 *   summed up to the last committed row H, its keys replaced, then the watermark set to H, last.
 *
 * The free-vote limits Redis also lost are libs/domain/voting's to restore (VoteLimitsRecovery).
 */
@Injectable()
export class RankingRebuildService {
  private readonly logger = new Logger(RankingRebuildService.name);
  private readonly scripts: RankingScripts;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly rosters: ContestRosters,
    private readonly ledger: LedgerProjectionReader,
    private readonly publisher: RankingChangePublisher,
  ) {
    this.scripts = new RankingScripts(redis);
  }

  /** Rebuilds one contest, or every contest when no id is given. */
  async rebuild(contestId?: number): Promise<RankingRebuildReport> {
    const watermark = await this.redis.get(rankingKeys.watermark);
    if (watermark !== null) return this.rebuildOnline(parseWatermark(watermark), contestId);
    const lease = new ProjectorLease(this.redis, this.scripts);
    const deadline = Date.now() + LEASE_WAIT_MS;
    while (!(await lease.tryAcquire())) {
      // A running projector holds the lease: it bootstraps by itself, then this becomes an online rebuild.
      if (await this.redis.exists(rankingKeys.watermark)) return this.rebuild(contestId);
      if (Date.now() > deadline) throw new Error('Ranking rebuild: the projector lease stayed taken');
      await sleep(250);
    }
    const renewal = setInterval(() => void lease.renew().catch(() => lease.lost()), LEASE_RENEW_MS);
    try {
      return await this.bootstrap(lease);
    } finally {
      clearInterval(renewal);
      await lease.release();
    }
  }

  /** The projector's start on a Redis without watermark; the caller holds `lease`. */
  async bootstrap(lease: ProjectorLease): Promise<RankingRebuildReport> {
    const horizon = await this.ledger.committedHorizon();
    const contestIds = await this.rosters.contestIds();
    const tallies = byContest(await this.ledger.tallies({ upTo: horizon }));
    const allIds = [...new Set([...contestIds, ...tallies.keys()])];
    const rosters = rostersByContest(allIds, await this.rosters.rosters(allIds));
    const changes: RankingChanged[] = [];
    for (const contestId of allIds) {
      const contestTallies = tallies.get(contestId) ?? [];
      const guard = { mode: 'bootstrap' as const, leaseToken: lease.token };
      const version = await this.scripts.replace(contestId, guard, contestTallies, rosters.get(contestId)!);
      if (version === 'moved')
        throw new RebuildInterrupted('Ranking bootstrap interrupted: lease lost or watermark set');
      changes.push(changed(contestId, version, contestTallies));
    }
    if (!(await this.scripts.finishBootstrap(formatWatermark(horizon), lease.token))) {
      throw new RebuildInterrupted('Ranking bootstrap interrupted before the watermark was set');
    }
    await this.publisher.publish(changes);
    const report = summary(allIds.length, tallies, horizon);
    this.logger.log({ event: 'ranking_bootstrap', ...report }, 'Ranking projection rebuilt from the ledger');
    return report;
  }

  private async rebuildOnline(watermark: Watermark, contestId?: number): Promise<RankingRebuildReport> {
    const known = await this.rosters.contestIds();
    if (contestId !== undefined && !known.includes(contestId)) throw new Error(`No contest ${contestId}`);
    const contestIds = contestId === undefined ? known : [contestId];
    const tallies = byContest(await this.ledger.tallies({ upTo: watermark }, contestId));
    const allIds = [...new Set([...contestIds, ...tallies.keys()])];
    const rosters = rostersByContest(allIds, await this.rosters.rosters(allIds));
    const changes: RankingChanged[] = [];
    for (const id of allIds) {
      const result = await this.replaceOnline(id, watermark, tallies.get(id) ?? [], rosters.get(id)!);
      tallies.set(id, result.tallies);
      changes.push(changed(id, result.version, result.tallies));
    }
    await this.publisher.publish(changes);
    const report = summary(allIds.length, tallies, watermark);
    this.logger.log({ event: 'ranking_rebuild', ...report }, 'Ranking projection rebuilt from the ledger');
    return report;
  }

  /** Swaps in one contest's sums at `watermark`, catching up with the rows the projector applies meanwhile. */
  private async replaceOnline(
    contestId: number,
    watermark: Watermark,
    tallies: ParticipantTally[],
    roster: ContestRoster,
  ): Promise<{ version: number; tallies: ParticipantTally[] }> {
    let upTo = watermark;
    let current = tallies;
    for (let attempt = 0; attempt < MAX_CATCH_UP; attempt += 1) {
      const guard = { mode: 'online' as const, watermark: formatWatermark(upTo) };
      const version = await this.scripts.replace(contestId, guard, current, roster);
      if (version !== 'moved') return { version, tallies: current };
      const moved = await this.redis.get(rankingKeys.watermark);
      if (moved === null) throw new RebuildInterrupted('Ranking rebuild interrupted: Redis lost its watermark');
      const next = parseWatermark(moved);
      const delta = await this.ledger.tallies({ after: upTo, upTo: next }, contestId);
      current = mergeTallies(current, delta[0]?.tallies ?? []);
      upTo = next;
    }
    throw new RebuildInterrupted(`Ranking rebuild of contest ${contestId} could not catch up with the projector`);
  }
}

function byContest(list: ContestTallies[]): Map<number, ParticipantTally[]> {
  return new Map(list.map((item) => [item.contestId, item.tallies]));
}

export function mergeTallies(base: ParticipantTally[], delta: ParticipantTally[]): ParticipantTally[] {
  const merged = new Map(base.map((tally) => [tally.participantId, { ...tally }]));
  for (const tally of delta) {
    const known = merged.get(tally.participantId);
    if (known) {
      known.count += tally.count;
      known.lastEntryId = Math.max(known.lastEntryId, tally.lastEntryId);
    } else {
      merged.set(tally.participantId, { ...tally });
    }
  }
  return [...merged.values()];
}

function changed(contestId: number, version: number, tallies: ParticipantTally[]): RankingChanged {
  return { contest_id: contestId, version, participant_ids: tallies.map((tally) => tally.participantId) };
}

function summary(
  contests: number,
  tallies: Map<number, ParticipantTally[]>,
  watermark: Watermark,
): RankingRebuildReport {
  let participants = 0;
  for (const list of tallies.values()) participants += list.length;
  return { contests, participants, watermark: formatWatermark(watermark) };
}
