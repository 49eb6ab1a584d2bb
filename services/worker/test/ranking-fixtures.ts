import { randomBytes } from 'node:crypto';
import type { AppConfig } from '@app/config';
import { databaseOptions } from '@app/database';
import { rankingKeys } from '@app/ranking';
import type Redis from 'ioredis';
import { Client } from 'pg';
import { DataSource } from 'typeorm';

/** Shared helpers of the ranking integration tests: rows written straight into PostgreSQL, projection read from Redis. */

/** The test's own connection pool, independent of the workers it starts and stops. */
export function openDatabase(config: AppConfig): Promise<DataSource> {
  return new DataSource(databaseOptions(config, { migrations: [] })).initialize();
}

export async function insertContest(
  db: DataSource,
  status: 'draft' | 'pre_registration' | 'open' | 'closed' = 'open',
): Promise<number> {
  const rows: { id: number }[] = await db.query(
    `INSERT INTO contests (title, status, gender, start_date, end_date)
     VALUES ($1, $2, 'mixed', now() - interval '1 day', now() + interval '30 days') RETURNING id`,
    [`Concours ${randomBytes(3).toString('hex')}`, status],
  );
  return rows[0].id;
}

export async function insertParticipants(db: DataSource, contestId: number, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const rows: { id: number }[] = await db.query(
      `INSERT INTO participants (contest_id, baby_name, photo, country, city)
       VALUES ($1, $2, $3, 'Sénégal', 'Dakar') RETURNING id`,
      [contestId, `Bébé ${index + 1}`, `participants/ab/${randomBytes(16).toString('hex')}`],
    );
    ids.push(rows[0].id);
  }
  return ids;
}

/** A client of its own, outside any pool: one open transaction per client. */
export async function connect(config: AppConfig): Promise<Client> {
  const client = new Client({
    host: config.database.host,
    port: config.database.port,
    user: config.database.username,
    password: config.database.password,
    database: config.database.name,
  });
  await client.connect();
  return client;
}

export interface Tally {
  count: number;
  last: number;
}

/** The ledger's truth for one contest: sum of weights and latest entry id per participant. */
export async function ledgerSums(db: DataSource, contestId: number): Promise<Map<number, Tally>> {
  const rows: { participant_id: number; count: string; last: string }[] = await db.query(
    `SELECT participant_id, sum(weight) AS count, max(id) AS last FROM vote_ledger
      WHERE contest_id = $1 GROUP BY participant_id`,
    [contestId],
  );
  return new Map(rows.map((row) => [row.participant_id, { count: Number(row.count), last: Number(row.last) }]));
}

/** What Redis holds for one contest: counts and latest entries by participant, and the sorted set's scores. */
export async function projection(
  redis: Redis,
  contestId: number,
): Promise<{ tallies: Map<number, Tally>; scores: Map<number, number>; version: number }> {
  const [counts, lasts, scores, version] = await Promise.all([
    redis.hgetall(rankingKeys.counts(contestId)),
    redis.hgetall(rankingKeys.lastEntry(contestId)),
    redis.zrange(rankingKeys.scores(contestId), 0, -1, 'WITHSCORES'),
    redis.get(rankingKeys.version(contestId)),
  ]);
  const tallies = new Map(
    Object.entries(counts).map(([id, count]) => [Number(id), { count: Number(count), last: Number(lasts[id] ?? 0) }]),
  );
  const scoreMap = new Map<number, number>();
  for (let index = 0; index < scores.length; index += 2) scoreMap.set(Number(scores[index]), Number(scores[index + 1]));
  return { tallies, scores: scoreMap, version: Number(version ?? 0) };
}

/** True once the watermark is at or past the last row of the ledger (every row committed so far is applied). */
export async function caughtUp(db: DataSource, redis: Redis): Promise<boolean> {
  const watermark = await redis.get(rankingKeys.watermark);
  if (watermark === null) return false;
  const [tx, id] = watermark.split(':');
  const rows: { behind: boolean }[] = await db.query(
    `SELECT EXISTS (SELECT 1 FROM vote_ledger WHERE (tx, id) > ($1::xid8, $2::bigint)) AS behind`,
    [tx, id],
  );
  return !rows[0].behind;
}

/** Deletes keys of this test's prefix matching `pattern` (e.g. `rank:*`), as a Redis loss would. */
/**
 * Deletes every key matching the patterns in ONE command, as a Redis restart loses them all at
 * once: deleting in several steps would race the projector's automatic rebuild.
 */
export async function deleteKeys(redis: Redis, config: AppConfig, ...patterns: string[]): Promise<number> {
  const prefix = config.redis.keyPrefix;
  const found: string[] = [];
  for (const pattern of patterns) {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}${pattern}`, 'COUNT', 1000);
      found.push(...keys);
      cursor = next;
    } while (cursor !== '0');
  }
  // The client adds the prefix to every key it is given: hand it the keys without it.
  return found.length > 0 ? redis.del(...found.map((key) => key.slice(prefix.length))) : 0;
}
