import { Inject, Injectable, Logger } from '@nestjs/common';
import { ContestRosters } from '@app/entries';
import {
  formatWatermark,
  LedgerProjectionReader,
  type ParticipantTally,
  parseWatermark,
  type Watermark,
} from '@app/ledger';
import { REDIS } from '@app/redis';
import type Redis from 'ioredis';
import { multiReplies } from './multi-replies';
import { rankingKeys, rankingScore } from './ranking-keys';
import { RankingChangePublisher } from './ranking-changes.publisher';
import { RankingMetrics } from './ranking.metrics';
import { RankingScripts } from './ranking.scripts';

export interface ContestDrift {
  contest_id: number;
  /** Participants whose counts, latest entry or score differed from the ledger. */
  participant_ids: number[];
  repaired: boolean;
}

export interface ReconciliationReport {
  contests: number;
  drifted: number;
  repaired: number;
  drifts: ContestDrift[];
}

/** What the projection holds for some participants, read in one MULTI with the watermark. */
interface Observed {
  watermark: Watermark;
  counts: Map<number, number>;
  lastEntries: Map<number, number>;
  scores: Map<number, number>;
  excluded: Set<number>;
}

/** Attempts to write a repair while the projector keeps moving the watermark; the next run retries. */
const REPAIR_ATTEMPTS = 10;

/**
 * Compares, per contest, the projection with the ledger's sums up to the watermark read in the same
 * MULTI as the counts (rows up to the watermark are final, so the comparison is exact while the
 * projector runs), and repairs what differs with a script that writes only if the watermark did not
 * move. Each run sets `ranking_drift_participants`; repairs add to `ranking_drift_repaired_total`.
 */
@Injectable()
export class RankingReconciliation {
  private readonly logger = new Logger(RankingReconciliation.name);
  private readonly scripts: RankingScripts;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly rosters: ContestRosters,
    private readonly ledger: LedgerProjectionReader,
    private readonly publisher: RankingChangePublisher,
    private readonly metrics: RankingMetrics,
  ) {
    this.scripts = new RankingScripts(redis);
  }

  async reconcile(contestIds?: number[]): Promise<ReconciliationReport> {
    const ids = contestIds ?? (await this.rosters.contestsToReconcile());
    const drifts: ContestDrift[] = [];
    for (const contestId of ids) {
      const drift = await this.reconcileContest(contestId);
      if (drift) drifts.push(drift);
    }
    const drifted = drifts.reduce((sum, drift) => sum + drift.participant_ids.length, 0);
    const repaired = drifts.filter((d) => d.repaired).reduce((sum, d) => sum + d.participant_ids.length, 0);
    this.metrics.driftParticipants.set(drifted);
    this.metrics.driftRepaired.inc(repaired);
    return { contests: ids.length, drifted, repaired, drifts };
  }

  private async reconcileContest(contestId: number): Promise<ContestDrift | null> {
    let inspection = await this.inspect(contestId);
    if (!inspection || inspection.corrections.length === 0) return null;
    const participantIds = inspection.corrections.map((tally) => tally.participantId);
    this.logger.warn(
      { event: 'ranking_drift', contest_id: contestId, participant_ids: participantIds, details: inspection.details },
      `Ranking of contest ${contestId} differs from the ledger for ${participantIds.length} participant(s)`,
    );
    for (let attempt = 0; attempt < REPAIR_ATTEMPTS; attempt += 1) {
      const version = await this.scripts.repair(
        contestId,
        formatWatermark(inspection.watermark),
        inspection.corrections,
      );
      if (version !== 'moved') {
        await this.publisher.publish([
          { contest_id: contestId, version, participant_ids: inspection.corrections.map((t) => t.participantId) },
        ]);
        this.logger.warn(
          { event: 'ranking_drift_repaired', contest_id: contestId, participant_ids: participantIds },
          `Ranking of contest ${contestId} repaired`,
        );
        return { contest_id: contestId, participant_ids: participantIds, repaired: true };
      }
      // The projector applied rows meanwhile: look again at the drifted participants only (cheap).
      const again = await this.inspect(contestId, participantIds);
      if (!again) break;
      if (again.corrections.length === 0)
        return { contest_id: contestId, participant_ids: participantIds, repaired: true };
      inspection = again;
    }
    this.logger.error(
      { event: 'ranking_drift_deferred', contest_id: contestId, participant_ids: participantIds },
      `Ranking drift of contest ${contestId} not repaired: the watermark kept moving; next run retries`,
    );
    return { contest_id: contestId, participant_ids: participantIds, repaired: false };
  }

  /** The corrections a contest needs (all its participants, or some), or null without a watermark (a rebuild will run). */
  private async inspect(
    contestId: number,
    participantIds?: number[],
  ): Promise<{ watermark: Watermark; corrections: ParticipantTally[]; details: object[] } | null> {
    const observed = participantIds
      ? await this.observeSome(contestId, participantIds)
      : await this.observeAll(contestId);
    if (!observed) return null;
    const expected = new Map<number, ParticipantTally>();
    const tallies = participantIds
      ? await this.ledger.participantTallies(contestId, participantIds, observed.watermark)
      : ((await this.ledger.tallies({ upTo: observed.watermark }, contestId))[0]?.tallies ?? []);
    for (const tally of tallies) expected.set(tally.participantId, tally);
    const candidates = new Set<number>([
      ...(participantIds ?? []),
      ...expected.keys(),
      ...observed.counts.keys(),
      ...observed.lastEntries.keys(),
      ...observed.scores.keys(),
    ]);
    const corrections: ParticipantTally[] = [];
    const details: object[] = [];
    for (const participantId of [...candidates].sort((a, b) => a - b)) {
      const want = expected.get(participantId) ?? { participantId, count: 0, lastEntryId: 0 };
      const count = observed.counts.get(participantId) ?? 0;
      const last = observed.lastEntries.get(participantId) ?? 0;
      const score = observed.scores.get(participantId);
      const excluded = observed.excluded.has(participantId);
      const scoreWrong = excluded
        ? score !== undefined
        : score === undefined
          ? want.lastEntryId !== 0
          : score !== rankingScore(want.count, want.lastEntryId);
      if (count !== want.count || last !== want.lastEntryId || scoreWrong) {
        corrections.push(want);
        details.push({ participant_id: participantId, ledger: want.count, projected: count, score: score ?? null });
      }
    }
    return { watermark: observed.watermark, corrections, details };
  }

  private async observeAll(contestId: number): Promise<Observed | null> {
    const [watermark, counts, lastEntries, scores, excluded] = multiReplies(
      await this.redis
        .multi()
        .get(rankingKeys.watermark)
        .hgetall(rankingKeys.counts(contestId))
        .hgetall(rankingKeys.lastEntry(contestId))
        .zrange(rankingKeys.scores(contestId), 0, -1, 'WITHSCORES')
        .smembers(rankingKeys.excluded(contestId))
        .exec(),
    ) as [string | null, Record<string, string>, Record<string, string>, string[], string[]];
    if (watermark === null) return null;
    const scoreMap = new Map<number, number>();
    for (let index = 0; index < scores.length; index += 2)
      scoreMap.set(Number(scores[index]), Number(scores[index + 1]));
    return {
      watermark: parseWatermark(watermark),
      counts: numericMap(counts),
      lastEntries: numericMap(lastEntries),
      scores: scoreMap,
      excluded: new Set(excluded.map(Number)),
    };
  }

  private async observeSome(contestId: number, participantIds: number[]): Promise<Observed | null> {
    const members = participantIds.map(String);
    const [watermark, counts, lastEntries, scores, excluded] = multiReplies(
      await this.redis
        .multi()
        .get(rankingKeys.watermark)
        .hmget(rankingKeys.counts(contestId), ...members)
        .hmget(rankingKeys.lastEntry(contestId), ...members)
        .zmscore(rankingKeys.scores(contestId), ...members)
        .smismember(rankingKeys.excluded(contestId), ...members)
        .exec(),
    ) as [string | null, (string | null)[], (string | null)[], (string | null)[], number[]];
    if (watermark === null) return null;
    const pick = (values: (string | null)[]) =>
      new Map(
        participantIds.flatMap((id, index): [number, number][] =>
          values[index] === null ? [] : [[id, Number(values[index])]],
        ),
      );
    return {
      watermark: parseWatermark(watermark),
      counts: pick(counts),
      lastEntries: pick(lastEntries),
      scores: pick(scores),
      excluded: new Set(participantIds.filter((_, index) => excluded[index] === 1)),
    };
  }
}

function numericMap(hash: Record<string, string>): Map<number, number> {
  return new Map(Object.entries(hash).map(([key, value]) => [Number(key), Number(value)]));
}
