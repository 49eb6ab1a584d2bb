import { countOfScore, rankingKeys } from '@app/ranking/ranking-keys';
import type Redis from 'ioredis';
import type { Client } from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';

export interface CatchUp {
  /** Seconds from the call to the projection being caught up. */
  seconds: number;
  /** True when the watermark reached the newest ledger row; false when it only stopped moving. */
  reachedNewestRow: boolean;
  watermark: string | null;
  newestRow: string | null;
}

/**
 * Waits for the projector: done when the watermark names the ledger's newest row in projection
 * order (tx, id), or when it has not moved for `quietMs` (a watermark format this bench does not
 * know), or at `timeoutMs`.
 */
export async function waitForProjection(
  redis: Redis,
  pg: Client,
  timeoutMs = 120_000,
  quietMs = 3_000,
): Promise<CatchUp> {
  const started = performance.now();
  let watermark: string | null = null;
  let changedAt = performance.now();
  for (;;) {
    const [current, newest] = await Promise.all([
      redis.get(rankingKeys.watermark),
      pg.query<{ position: string }>(
        `SELECT tx::text || ':' || id AS position FROM vote_ledger ORDER BY tx DESC, id DESC LIMIT 1`,
      ),
    ]);
    const newestRow = newest.rows[0]?.position ?? null;
    if (current !== watermark) {
      watermark = current;
      changedAt = performance.now();
    }
    const seconds = (performance.now() - started) / 1000;
    if (newestRow === null || current === newestRow) return { seconds, reachedNewestRow: true, watermark, newestRow };
    if (performance.now() - changedAt > quietMs || performance.now() - started > timeoutMs) {
      return { seconds, reachedNewestRow: false, watermark, newestRow };
    }
    await sleep(100);
  }
}

/** Ledger sums per participant (kind free, paid and reversal alike: the sum of weights). */
export async function ledgerCounts(pg: Client, contestId: number): Promise<Map<number, number>> {
  const { rows } = await pg.query<{ participant_id: number; total: string }>(
    'SELECT participant_id, SUM(weight) AS total FROM vote_ledger WHERE contest_id = $1 GROUP BY participant_id',
    [contestId],
  );
  return new Map(rows.map((row) => [row.participant_id, Number(row.total)]));
}

export interface Consistency {
  acknowledged: number;
  /** Acknowledged ids seen twice (two 201s naming one ledger row): must be 0. */
  duplicateAcks: number;
  ledgerRows: number;
  /** Acknowledged votes whose ledger row does not exist: lost votes, must be 0. */
  lostAcknowledged: number;
  /** Ledger rows nobody got a 201 for (the client gave up or the run stopped mid-request). */
  unacknowledgedRows: number;
  participants: number;
  /** Participants whose Redis count (hash) or sorted-set score differs from the ledger sum. */
  divergent: { participantId: number; ledger: number; counts: number | null; score: number | null }[];
}

/**
 * The invariant of DESIGN.md, checked after the projector caught up: every acknowledged vote is a
 * ledger row, the ledger holds nothing more than what was acknowledged, and each participant's
 * projected count (counts hash and sorted-set score) equals its ledger sum.
 */
export async function checkConsistency(
  redis: Redis,
  pg: Client,
  contestId: number,
  participantIds: number[],
  acknowledgedIds: Float64Array,
): Promise<Consistency> {
  const distinct = new Float64Array(new Set(acknowledgedIds));
  const {
    rows: [counts],
  } = await pg.query<{ rows: string; lost: string }>(
    `SELECT (SELECT count(*) FROM vote_ledger WHERE contest_id = $1) AS rows,
            (SELECT count(*) FROM unnest($2::bigint[]) AS acked(id)
              WHERE NOT EXISTS (SELECT 1 FROM vote_ledger l WHERE l.id = acked.id)) AS lost`,
    [contestId, Array.from(distinct)],
  );
  const ledgerRows = Number(counts.rows);
  const lost = Number(counts.lost);
  const ledger = await ledgerCounts(pg, contestId);
  const hash = await redis.hgetall(rankingKeys.counts(contestId));
  const scored = await redis.zrange(rankingKeys.scores(contestId), 0, -1, 'WITHSCORES');
  const scores = new Map<number, number>();
  for (let index = 0; index < scored.length; index += 2) {
    scores.set(Number(scored[index]), countOfScore(Number(scored[index + 1])));
  }
  const divergent: Consistency['divergent'] = [];
  for (const participantId of participantIds) {
    const expected = ledger.get(participantId) ?? 0;
    const inHash = hash[String(participantId)] === undefined ? null : Number(hash[String(participantId)]);
    const inSet = scores.get(participantId) ?? null;
    if ((inHash ?? 0) !== expected || (inSet ?? 0) !== expected) {
      divergent.push({ participantId, ledger: expected, counts: inHash, score: inSet });
    }
  }
  return {
    acknowledged: acknowledgedIds.length,
    duplicateAcks: acknowledgedIds.length - distinct.length,
    ledgerRows,
    lostAcknowledged: lost,
    unacknowledgedRows: ledgerRows - (distinct.length - lost),
    participants: participantIds.length,
    divergent,
  };
}
