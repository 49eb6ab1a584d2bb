import type { AppConfig } from '@app/config';
import { databaseOptions } from '@app/database';
import { DEVICE_PROVEN, deviceKeys, type DeviceIds } from '@app/identity';
import { createRedis } from '@app/redis';
import { hash } from 'argon2';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { confirmNumbers, type SeededNumber } from './phone-numbers';

export interface SeededContest {
  contestId: number;
  participantIds: number[];
  /** Each participant's vote code (USSD, SMS), in the same order. */
  voteCodes: string[];
  /** User ids of the voters, in seeding order (the vote plan's voter indexes). */
  voterIds: number[];
  /** Each voter's confirmed phone number (its `phone_numbers` id), in the same order. */
  numbers: SeededNumber[];
}

const VOTER_PASSWORD = 'Bench-Voter-2026';
/** A device stays known as long as its cookie lives (400 days), as the API keeps it. */
const DEVICE_SEEN_TTL_SECONDS = 400 * 24 * 3600;

/** Runs `run` with a client of its own on `database` (the bench's by default), closed after. */
export async function withDatabase<T>(
  config: AppConfig,
  run: (client: Client) => Promise<T>,
  database = config.database.name,
): Promise<T> {
  const client = new Client({
    host: config.database.host,
    port: config.database.port,
    user: config.database.username,
    password: config.database.password,
    database,
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
  await withDatabase(
    config,
    async (client) => {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${name}"`);
    },
    'postgres',
  );
  const source = new DataSource(databaseOptions(config, { extra: { max: 1 } }));
  await source.initialize();
  try {
    await source.runMigrations({ transaction: 'each' });
  } finally {
    await source.destroy();
  }
}

/** Unlinks every key under the bench prefix (the projection, vote limits, queues of an earlier run). */
/**
 * The carrier scenario's phones as a peak finds them: each paid its proof of work at its first vote,
 * before the measured run (as the seeded accounts signed up before it), so that the run measures the
 * votes of known phones, which cost none. `signedIds` are the cookies' values, as `DeviceIds.issue` gives them.
 */
export async function markDevicesProven(config: AppConfig, devices: DeviceIds, signedIds: string[]): Promise<void> {
  const redis = createRedis(config);
  try {
    for (let start = 0; start < signedIds.length; start += 1000) {
      const pipeline = redis.pipeline();
      for (const signed of signedIds.slice(start, start + 1000)) {
        const id = devices.verify(signed);
        if (id === null) throw new Error('a device id the bench issued does not verify');
        pipeline.set(deviceKeys.seen(devices.hash(id)), DEVICE_PROVEN, 'EX', DEVICE_SEEN_TTL_SECONDS);
      }
      await pipeline.exec();
    }
  } finally {
    await redis.quit();
  }
}

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
 * One open contest (started yesterday, ends in a week) with `participants` participants, each with its
 * vote code, and `voters` voter accounts with their confirmed numbers, all sharing one argon2 hash; bulk
 * inserts with generate_series.
 */
export async function seedContest(config: AppConfig, participants: number, voters: number): Promise<SeededContest> {
  return withDatabase(config, async (client) => {
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
      // Codes as the API gives them (season: the year of the contest's start), 1000 + the participant's id:
      // distinct across the bench's contests, 4 digits for the first 8,999 participants.
      const { rows: codeRows } = await client.query<{ participant_id: number; code: string }>(
        `INSERT INTO vote_codes (season, code, participant_id)
         SELECT extract(year FROM c.start_date AT TIME ZONE 'UTC')::smallint, (1000 + p.id)::text, p.id
           FROM participants p JOIN contests c ON c.id = p.contest_id
          WHERE p.contest_id = $1
         RETURNING participant_id, code`,
        [contest.id],
      );
      const codes = new Map(codeRows.map((row) => [row.participant_id, row.code]));
      // A contest's electorate at its peak: accounts a month old, their e-mail confirmed.
      // Only this contest's voters: a second contest (the socket flood's, with none) gives no number twice.
      const { rows: voterRows } = await client.query<{ id: number }>(
        `INSERT INTO users (email, username, password_hash, first_name, last_name, country, city, date_joined,
           email_confirmed_at)
       SELECT 'votant' || g || '@bench.bebestar.local', 'votant' || g, $1, 'Votant', g::text, 'Côte d''Ivoire', 'Abidjan',
              now() - interval '30 days', now() - interval '30 days'
       FROM generate_series(1, $2::int) AS g
       RETURNING id`,
        [passwordHash, voters],
      );
      const voterIds = voterRows.map((row) => row.id).sort((a, b) => a - b);
      const numbers = await confirmNumbers(client, voterIds);
      await client.query('COMMIT');
      await client.query('ANALYZE');
      const participantIds = participantRows.map((row) => row.id).sort((a, b) => a - b);
      return {
        contestId: contest.id,
        participantIds,
        voteCodes: participantIds.map((id) => codes.get(id)!),
        voterIds,
        numbers,
      };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
}

/** Participants of the history contest: a large one, as a national final would have. */
export const HISTORY_PARTICIPANTS = 10_000;
const HISTORY_CHUNK = 1_000_000;

export interface HistoryVoters {
  contestId: number;
  participantIds: number[];
  voterIds: number[];
}

/**
 * `size` free votes of the history contest (rows `first`… of its series), skewed like a real contest:
 * a few participants take most of the votes; a month old, so the restored vote limits ignore them.
 */
export async function appendHistoryVotes(
  client: Client,
  history: HistoryVoters,
  first: number,
  size: number,
): Promise<void> {
  await client.query(
    `INSERT INTO vote_ledger (kind, weight, contest_id, participant_id, voter_id, ip_hash, created_at)
     SELECT 'free', 1, $1, ($2::int[])[1 + floor(power(random(), 3) * $3)::int],
            ($4::int[])[1 + (g % $5)], md5((g % 50000)::text), now() - interval '30 days' + g * interval '1 millisecond'
     FROM generate_series($6::bigint, $6::bigint + $7 - 1) AS g`,
    [
      history.contestId,
      history.participantIds,
      history.participantIds.length,
      history.voterIds,
      history.voterIds.length,
      first,
      size,
    ],
  );
}

/**
 * A closed contest of HISTORY_PARTICIPANTS participants whose ledger already holds `rows` free votes
 * (a month old, so the vote limits restored from the ledger ignore them), inserted by the million.
 */
export async function seedHistory(
  config: AppConfig,
  voterIds: number[],
  rows: number,
  progress: (done: number) => void,
): Promise<{ contestId: number; participantIds: number[] }> {
  return withDatabase(config, async (client) => {
    const {
      rows: [contest],
    } = await client.query<{ id: number }>(
      `INSERT INTO contests (title, description, status, start_date, end_date, gender)
       VALUES ('Finale nationale (historique)', 'Concours du banc d''essai : un grand registre déjà en place', 'closed',
               now() - interval '40 days', now() - interval '10 days', 'mixed')
       RETURNING id`,
    );
    const { rows: participantRows } = await client.query<{ id: number }>(
      `INSERT INTO participants (contest_id, baby_name, baby_bio, photo, country, city)
       SELECT $1, 'Finaliste ' || g, 'Participant du banc d''essai', 'bench/finalist-' || g, 'Sénégal', 'Dakar'
       FROM generate_series(1, $2::int) AS g ORDER BY g RETURNING id`,
      [contest.id, HISTORY_PARTICIPANTS],
    );
    const participantIds = participantRows.map((row) => row.id).sort((a, b) => a - b);
    for (let done = 0; done < rows; done += HISTORY_CHUNK) {
      const size = Math.min(HISTORY_CHUNK, rows - done);
      await appendHistoryVotes(client, { contestId: contest.id, participantIds, voterIds }, done, size);
      progress(done + size);
    }
    await client.query('VACUUM ANALYZE vote_ledger');
    return { contestId: contest.id, participantIds };
  });
}
