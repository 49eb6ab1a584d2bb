import { randomBytes } from 'node:crypto';
import { loadConfig } from '@app/config';
import { databaseOptions } from '@app/database';
import { Client } from 'pg';
import { DataSource } from 'typeorm';

export const TEMPLATE_DATABASE = 'bebe_star_test_template';
const TEST_DATABASE_PREFIX = 'bebe_star_test_';

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

/** Rebuilds the template database with the real migrations and drops databases left by earlier runs. */
export async function prepareTemplateDatabase(): Promise<void> {
  await withAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${TEST_DATABASE_PREFIX}%`,
    ]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${TEMPLATE_DATABASE}"`);
  });
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_NAME: TEMPLATE_DATABASE });
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
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DATABASE}"`));
  return name;
}

export async function dropTestDatabase(name: string): Promise<void> {
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
