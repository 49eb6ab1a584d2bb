import type { AppConfig } from '@app/config';
import { databaseOptions } from '@app/database';
import { createRedis } from '@app/redis';
import { hash } from 'argon2';
import { Client } from 'pg';
import { DataSource } from 'typeorm';

export interface SeededContest {
  contestId: number;
  participantIds: number[];
  /** User ids of the voters, in seeding order (the vote plan's voter indexes). */
  voterIds: number[];
}

const VOTER_PASSWORD = 'Bench-Voter-2026';

async function withAdmin<T>(config: AppConfig, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({
    host: config.database.host,
    port: config.database.port,
    user: config.database.username,
    password: config.database.password,
    database: 'postgres',
  });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Drops the bench database if it exists, creates it and applies the real migrations. */
export async function recreateDatabase(config: AppConfig): Promise<void> {
  const name = config.database.name;
  await withAdmin(config, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  });
  const source = new DataSource(databaseOptions(config, { extra: { max: 1 } }));
  await source.initialize();
  try {
    await source.runMigrations({ transaction: 'each' });
  } finally {
    await source.destroy();
  }
}

/** Unlinks every key under the bench prefix (the projection, vote limits, queues of an earlier run). */
export async function emptyRedisPrefix(config: AppConfig): Promise<number> {
  const redis = createRedis(config, { keyPrefix: '' });
  let removed = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${config.redis.keyPrefix}*`, 'COUNT', 1000);
      if (keys.length > 0) removed += await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
  return removed;
}

/**
 * One open contest (started yesterday, ends in a week) with `participants` participants and
 * `voters` voter accounts, all sharing one argon2 hash; bulk inserts with generate_series.
 */
export async function seedContest(config: AppConfig, participants: number, voters: number): Promise<SeededContest> {
  const client = new Client({
    host: config.database.host,
    port: config.database.port,
    user: config.database.username,
    password: config.database.password,
    database: config.database.name,
  });
  await client.connect();
  try {
    const passwordHash = await hash(VOTER_PASSWORD);
    await client.query('BEGIN');
    const {
      rows: [contest],
    } = await client.query<{ id: number }>(
      `INSERT INTO contests (title, description, status, start_date, end_date, gender)
       VALUES ('Concours de charge', 'Concours du banc d''essai (npm run bench)', 'open',
               now() - interval '1 day', now() + interval '7 days', 'mixed')
       RETURNING id`,
    );
    const { rows: participantRows } = await client.query<{ id: number }>(
      `INSERT INTO participants (contest_id, baby_name, baby_bio, photo, country, city)
       SELECT $1, 'Bébé ' || lpad(g::text, 2, '0'), 'Participant du banc d''essai',
              'bench/participant-' || lpad(g::text, 2, '0'), 'Côte d''Ivoire', 'Abidjan'
       FROM generate_series(1, $2::int) AS g
       ORDER BY g
       RETURNING id`,
      [contest.id, participants],
    );
    await client.query(
      `INSERT INTO users (email, username, password_hash, first_name, last_name, country, city)
       SELECT 'votant' || g || '@bench.bebestar.local', 'votant' || g, $1, 'Votant', g::text, 'Côte d''Ivoire', 'Abidjan'
       FROM generate_series(1, $2::int) AS g`,
      [passwordHash, voters],
    );
    const { rows: voterRows } = await client.query<{ id: number }>(
      `SELECT id FROM users WHERE email LIKE '%@bench.bebestar.local' ORDER BY id`,
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return {
      contestId: contest.id,
      participantIds: participantRows.map((row) => row.id).sort((a, b) => a - b),
      voterIds: voterRows.map((row) => row.id),
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
