import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@app/config';
import { databaseOptions } from '@app/database';
import { freePort } from '@app/testing';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';

const ROOT = join(__dirname, '..', '..', '..');

/** scripts/ensure-services.sh as `npm start` runs it, with nothing listening on the ports it is given. */
function ensureServices(env: Record<string, string>) {
  return spawnSync('bash', [join(ROOT, 'scripts', 'ensure-services.sh')], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
}

describe('a machine without PostgreSQL (LOCAL_SERVICES=embedded)', () => {
  let directory: string;
  let env: Record<string, string>;
  let redisPort: number;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'bebe-star-bare-'));
    // Under root, PostgreSQL runs as an unprivileged account, which must reach the cluster's directory.
    chmodSync(directory, 0o755);
    redisPort = await freePort();
    env = {
      LOCAL_SERVICES: 'embedded',
      EMBEDDED_POSTGRES_DIR: join(directory, 'postgres'),
      DATABASE_HOST: '127.0.0.1',
      DATABASE_PORT: String(await freePort()),
      DATABASE_USER: 'postgres',
      DATABASE_PASSWORD: '',
      DATABASE_NAME: 'bebe_star_bare',
      REDIS_URL: `redis://127.0.0.1:${redisPort}/0`,
    };
  });

  afterAll(() => {
    spawnSync('node', [join(ROOT, 'scripts', 'embedded-postgres.mjs'), 'stop'], { env: { ...process.env, ...env } });
    spawnSync('redis-cli', ['-p', String(redisPort), 'shutdown', 'nosave']);
    rmSync(directory, { recursive: true, force: true });
  });

  it('starts PostgreSQL from node_modules and Redis, takes the migrations, and keeps the data across restarts', async () => {
    const started = ensureServices(env);
    expect(started.stderr).toBe('');
    expect(started.status).toBe(0);
    expect(started.stdout).toContain('Starting PostgreSQL from the embedded-postgres binaries');
    expect(started.stdout).toContain(`Database '${env.DATABASE_NAME}' is ready.`);

    const redis = new Redis(env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      expect(await redis.ping()).toBe('PONG');
    } finally {
      redis.disconnect();
    }

    const config = loadConfig({ ...process.env, ...env });
    const database = await new DataSource(databaseOptions(config)).initialize();
    try {
      expect(await database.runMigrations()).not.toHaveLength(0);
      const [{ server_version: version }] = await database.query<{ server_version: string }[]>('SHOW server_version');
      expect(version).toMatch(/^16\./);
    } finally {
      await database.destroy();
    }

    const stop = spawnSync('npm', ['run', '--silent', 'postgres:stop'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });
    expect(stop.stdout).toContain('Stopped.');

    const restarted = ensureServices(env);
    expect(restarted.status).toBe(0);
    expect(restarted.stdout).toContain('Listening on 127.0.0.1');
    const again = await new DataSource(databaseOptions(config)).initialize();
    try {
      expect(await again.showMigrations()).toBe(false);
    } finally {
      await again.destroy();
    }
  }, 120_000);

  it('names the allowed ways when LOCAL_SERVICES is something else', () => {
    const refused = ensureServices({ ...env, LOCAL_SERVICES: 'podman' });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('LOCAL_SERVICES=podman is not one of auto, docker, system, embedded.');
  });
});
