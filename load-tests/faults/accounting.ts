import { setTimeout as sleep } from 'node:timers/promises';
import { countOfScore, rankingKeys } from '@app/ranking/ranking-keys';
import type Redis from 'ioredis';
import type { Pool } from 'pg';
import { confirmNumbers, type SeededNumber } from '../bench/phone-numbers';
import { acknowledged, type VoteOutcome } from './vote-traffic';

export interface SeededContest {
  contestId: number;
  participantIds: number[];
  voterIds: number[];
  /** Each voter's confirmed phone number (its id), in the same order. */
  numbers: SeededNumber[];
}

/**
 * One open contest of `participants` participants and `voters` fresh voter accounts (their e-mails
 * carry `tag`, so that each scenario's voters are new and no daily cap carries over).
 */
export async function seedContest(
  pg: Pool,
  tag: string,
  participants: number,
  voters: number,
  endsInSeconds = 7 * 24 * 3600,
): Promise<SeededContest> {
  const {
    rows: [contest],
  } = await pg.query<{ id: number }>(
    `INSERT INTO contests (title, description, status, start_date, end_date, gender)
     VALUES ($1, 'Concours de la suite de pannes', 'open', now() - interval '1 day', now() + $2 * interval '1 second', 'mixed')
     RETURNING id`,
    [`Pannes : ${tag}`, endsInSeconds],
  );
  const { rows: participantRows } = await pg.query<{ id: number }>(
    `INSERT INTO participants (contest_id, baby_name, baby_bio, photo, country, city)
     SELECT $1, 'Bébé ' || g, 'Participant de la suite de pannes', 'faults/participant-' || g, 'Sénégal', 'Dakar'
     FROM generate_series(1, $2::int) AS g ORDER BY g RETURNING id`,
    [contest.id, participants],
  );
  const { rows: voterRows } = await pg.query<{ id: number }>(
    `INSERT INTO users (email, username, password_hash, first_name, last_name, country, city)
     SELECT 'votant' || g || '.' || $1 || '@faults.bebestar.local', 'votant-' || $1 || '-' || g, '!', 'Votant', g::text,
            'Sénégal', 'Dakar'
     FROM generate_series(1, $2::int) AS g ORDER BY g RETURNING id`,
    [tag, voters],
  );
  const voterIds = voterRows.map((row) => row.id);
  return {
    contestId: contest.id,
    participantIds: participantRows.map((row) => row.id),
    voterIds,
    numbers: await confirmNumbers(pg, voterIds),
  };
}

/** Until the projector's watermark names the newest ledger row (true), or `timeoutMs` passed (false). */
export async function projectionCaughtUp(redis: Redis, pg: Pool, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const [watermark, newest] = await Promise.all([
        redis.get(rankingKeys.watermark),
        pg.query<{ position: string }>(
          `SELECT tx::text || ':' || id AS position FROM vote_ledger ORDER BY tx DESC, id DESC LIMIT 1`,
        ),
      ]);
      if (newest.rows.length === 0 || watermark === newest.rows[0].position) return true;
    } catch {
      // Redis or PostgreSQL still coming back: try again.
    }
    await sleep(200);
  }
  return false;
}

export interface VoteAccount {
  /** Votes answered 201 (counted) or 202 (held). */
  acknowledged: number;
  /** Free-vote rows of the contest in the ledger. */
  inLedger: number;
  /** Ledger ids acknowledged to two different requests, plus rows no request of the run made. */
  duplicates: number;
  /** Acknowledged votes with no ledger row. */
  lost: number;
  /** Ledger rows whose request never got its 201 or 202 (the client gave up or was refused): the in-flight window. */
  unacknowledgedRows: number;
  /** Requests still without a definite answer when their client gave up. */
  gaveUp: number;
  /** Participants whose projected count (hash or sorted-set score) differs from the ledger sum. */
  drift: number;
  /** A few of them: participant, ledger sum, projected count, sorted-set count. */
  driftSample: [number, number, number, number][];
  /** For the first of them: the watermark, its newest ledger rows (id, tx, time) and the projection's latest entry. */
  driftDetail: object | null;
  /** Final statuses other than 201 and 202, by status. */
  refusals: Record<string, number>;
}

/** Acknowledged-write accounting of one contest's free votes against its ledger and its projection. */
export async function accountVotes(
  pg: Pool,
  redis: Redis,
  contestId: number,
  outcomes: VoteOutcome[],
): Promise<VoteAccount> {
  const acked = outcomes.filter((outcome) => acknowledged(outcome.final));
  const refusals: Record<string, number> = {};
  for (const outcome of outcomes) {
    if (!acknowledged(outcome.final)) refusals[outcome.final] = (refusals[outcome.final] ?? 0) + 1;
  }
  const { rows } = await pg.query<{ id: string; key: string; participant_id: number }>(
    `SELECT id::text, idempotency_key AS key, participant_id FROM vote_ledger WHERE contest_id = $1 AND kind IN ('free', 'held')`,
    [contestId],
  );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const sentKeys = new Map(outcomes.map((outcome) => [outcome.key, outcome]));
  const ackedIds = new Map<number, number>();
  for (const outcome of acked) ackedIds.set(outcome.id ?? -1, (ackedIds.get(outcome.id ?? -1) ?? 0) + 1);
  let duplicates = [...ackedIds.values()].reduce((sum, count) => sum + count - 1, 0);
  let unacknowledgedRows = 0;
  for (const row of rows) {
    // The API stores a client's key as u<voter>:<key>.
    const outcome = sentKeys.get(row.key.slice(row.key.indexOf(':') + 1));
    if (!outcome) duplicates += 1;
    else if (!acknowledged(outcome.final)) unacknowledgedRows += 1;
  }
  const lost = acked.filter((outcome) => outcome.id === null || !byId.has(outcome.id)).length;

  // The projection counts every row: free votes, paid packs and reversals alike.
  const { rows: sums } = await pg.query<{ participant_id: number; total: number }>(
    'SELECT participant_id, SUM(weight)::int AS total FROM vote_ledger WHERE contest_id = $1 GROUP BY participant_id',
    [contestId],
  );
  const ledgerSums = new Map(sums.map((row) => [row.participant_id, row.total]));
  const counts = await redis.hgetall(rankingKeys.counts(contestId));
  const scored = await redis.zrange(rankingKeys.scores(contestId), 0, -1, 'WITHSCORES');
  const scores = new Map<number, number>();
  for (let index = 0; index < scored.length; index += 2) {
    scores.set(Number(scored[index]), countOfScore(Number(scored[index + 1])));
  }
  const participants = new Set([...ledgerSums.keys(), ...scores.keys(), ...Object.keys(counts).map(Number)]);
  const driftSample: VoteAccount['driftSample'] = [];
  for (const participantId of participants) {
    const expected = ledgerSums.get(participantId) ?? 0;
    const [inHash, inSet] = [Number(counts[participantId] ?? 0), scores.get(participantId) ?? 0];
    if (inHash !== expected || inSet !== expected) driftSample.push([participantId, expected, inHash, inSet]);
  }
  return {
    acknowledged: acked.length,
    inLedger: rows.length,
    duplicates,
    lost,
    unacknowledgedRows,
    gaveUp: outcomes.filter((outcome) => outcome.final === 'gave_up').length,
    drift: driftSample.length,
    driftSample: driftSample.slice(0, 5),
    driftDetail: driftSample.length > 0 ? await driftDetail(pg, redis, contestId, driftSample[0][0]) : null,
    refusals,
  };
}

/**
 * From the fault to the first vote acknowledged among those first sent after it: how long voters
 * could not vote. Null when none was.
 */
export function recoverySeconds(outcomes: VoteOutcome[], faultAt: number): number | null {
  let first = Infinity;
  for (const outcome of outcomes) {
    if (acknowledged(outcome.final) && outcome.firstSentAt >= faultAt) first = Math.min(first, outcome.answeredAt);
  }
  return first === Infinity ? null : (first - faultAt) / 1000;
}

async function driftDetail(pg: Pool, redis: Redis, contestId: number, participantId: number): Promise<object> {
  const { rows } = await pg.query(
    `SELECT id::text, tx::text AS tx_text, kind, weight, created_at FROM vote_ledger WHERE participant_id = $1
     ORDER BY tx DESC, id DESC LIMIT 8`,
    [participantId],
  );
  return {
    watermark: await redis.get(rankingKeys.watermark),
    lastEntry: await redis.hget(rankingKeys.lastEntry(contestId), String(participantId)),
    newestRows: rows,
  };
}
