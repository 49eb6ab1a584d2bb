import { randomBytes } from 'node:crypto';
import { loadConfig } from '@app/config';
import { databaseOptions } from '@app/database';
import { Client } from 'pg';
import { DataSource } from 'typeorm';

const TEST_DATABASE_PREFIX = 'bebe_star_test_';
/** Databases of runs older than this are left-overs of interrupted runs and are dropped. */
const STALE_AFTER_SECONDS = 3600;
/** Databases dropped at the same time at the run's end. */
const DROPS_AT_ONCE = 8;

/**
 * Every database of a test run is named `bebe_star_test_<run start, base 36>_<suffix>`, so that runs
 * started at the same time never touch each other's databases. The global setup picks the run's
 * stamp and passes it to the test workers through the environment.
 */
function runStamp(): string {
  process.env.BEBE_TEST_RUN ??= Math.floor(Date.now() / 1000).toString(36);
  return process.env.BEBE_TEST_RUN;
}

function templateDatabase(): string {
  return `${TEST_DATABASE_PREFIX}${runStamp()}_template`;
}

function adminClient(): Client {
  const { database } = loadConfig({ ...process.env, NODE_ENV: 'test' });
  return new Client({
    host: database.host,
    port: database.port,
    user: database.username,
    password: database.password,
    database: 'postgres',
  });
}

async function withAdmin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = adminClient();
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Builds this run's template database with the real migrations; drops databases of stale runs. */
export async function prepareTemplateDatabase(): Promise<void> {
  await withAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${TEST_DATABASE_PREFIX}%`,
    ]);
    const now = Math.floor(Date.now() / 1000);
    for (const { datname } of rows) {
      const stamp = parseInt(datname.slice(TEST_DATABASE_PREFIX.length).split('_')[0], 36);
      if (Number.isNaN(stamp) || now - stamp > STALE_AFTER_SECONDS) {
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
    }
    await client.query(`CREATE DATABASE "${templateDatabase()}"`);
  });
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_NAME: templateDatabase() });
  const source = new DataSource(databaseOptions(config, { extra: { max: 1 } }));
  await source.initialize();
  try {
    await source.runMigrations({ transaction: 'each' });
  } finally {
    await source.destroy();
  }
}

/** A fresh database for one test file, cloned from the migrated template. */
export async function createTestDatabase(): Promise<string> {
  const name = `${TEST_DATABASE_PREFIX}${runStamp()}_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${templateDatabase()}"`));
  return name;
}

export async function dropTestDatabase(name: string): Promise<void> {
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/**
 * Drops every database of this run, the template included, at the run's end. A test file does not drop its own:
 * PostgreSQL makes each DROP DATABASE wait for an immediate checkpoint of the whole cluster, which under the other
 * files' load took longer than a hook may. Drops made together share their checkpoints.
 */
export async function dropRunDatabases(): Promise<void> {
  const { rows } = await withAdmin((client) =>
    client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
      `${TEST_DATABASE_PREFIX}${runStamp()}_`,
    ]),
  );
  const names = rows.map(({ datname }) => datname);
  const next = () => names.pop();
  await Promise.all(
    Array.from({ length: DROPS_AT_ONCE }, async () => {
      for (let name = next(); name !== undefined; name = next()) await dropTestDatabase(name);
    }),
  );
}
