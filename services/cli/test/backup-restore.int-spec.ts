import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { AppConfig } from '@app/config';
import { rankingKeys, RankingRebuildService } from '@app/ranking';
import { createRedis } from '@app/redis';
import { createTestEnvironment, dropTestDatabase, type TestEnvironment } from '@app/testing';
import { DataSource } from 'typeorm';
import { databaseDigest } from '../../api/test/support/database-digest';
import { CliModule } from '../src/cli.module';
import { DemoSeed } from '../src/demo-seed';

const ROOT = join(__dirname, '..', '..', '..');

/** Runs one of the operator's scripts with the settings of `config`, as `npm run backup|restore` does. */
function script(name: 'backup' | 'restore', args: string[], config: AppConfig) {
  return spawnSync('bash', [join(ROOT, 'scripts', `${name}.sh`), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_NAME: config.database.name, REDIS_KEY_PREFIX: config.redis.keyPrefix },
  });
}

/** Every contest's projection as Redis holds it (counts, sorted-set members in order with scores), and the watermark. */
async function projection(
  config: AppConfig,
  contestIds: number[],
): Promise<{ watermark: string | null; contests: object[] }> {
  const redis = createRedis(config);
  try {
    const contests = await Promise.all(
      contestIds.map(async (id) => ({
        id,
        counts: await redis.hgetall(rankingKeys.counts(id)),
        ranking: await redis.zrevrange(rankingKeys.scores(id), 0, -1, 'WITHSCORES'),
      })),
    );
    return { watermark: await redis.get(rankingKeys.watermark), contests };
  } finally {
    await redis.quit();
  }
}

describe('backup and restore (npm run backup, npm run restore)', () => {
  let original: TestEnvironment;
  let restored: TestEnvironment;
  let context: INestApplicationContext;
  let directory: string;

  beforeAll(async () => {
    original = await createTestEnvironment();
    restored = await createTestEnvironment();
    // The restore makes its own database: the second environment lends only its Redis prefix.
    await dropTestDatabase(restored.config.database.name);
    directory = mkdtempSync(join(tmpdir(), 'bebe-star-backup-'));
    context = await NestFactory.createApplicationContext(CliModule.register(original.config), { logger: false });
    await context.get(DemoSeed).run();
    await context.get(RankingRebuildService).rebuild();
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await original?.dispose();
    await restored?.dispose();
    rmSync(directory, { recursive: true, force: true });
  });

  it('restores every row into a new database and rebuilds rankings equal to the original ones', async () => {
    const file = join(directory, 'bebe_star.dump');
    const backup = script('backup', [file], original.config);
    expect(backup.status).toBe(0);
    expect(backup.stdout).toContain(`-> ${file}`);

    const target = restored.config.database.name;
    const restore = script('restore', [file, target], restored.config);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(restore.stdout).toContain('Ranking rebuilt');

    const copy = await new DataSource({
      ...(context.get(DataSource).options as object),
      database: target,
    } as never).initialize();
    try {
      // Row for row the same, but the ledger's projection order, which the restore renumbers (see restore.sh).
      const omit = { vote_ledger: ['tx'] };
      expect(await databaseDigest(copy, omit)).toBe(await databaseDigest(context.get(DataSource), omit));
      const [{ tx }] = await copy.query<{ tx: string[] }[]>(
        'SELECT array_agg(DISTINCT tx::text) AS tx FROM vote_ledger',
      );
      expect(tx).toEqual(['3']);
    } finally {
      await copy.destroy();
    }
    const contests = (await context.get(DataSource).query<{ id: number }[]>('SELECT id FROM contests ORDER BY id')).map(
      (row) => row.id,
    );
    expect(contests.length).toBeGreaterThan(0);
    const rebuilt = await projection(restored.config, contests);
    const before = await projection(original.config, contests);
    expect(rebuilt.contests).toEqual(before.contests);
    expect(rebuilt.watermark).toBe(`3:${before.watermark?.split(':')[1]}`);
  }, 120_000);

  it('refuses to restore over an existing database', () => {
    const refused = script(
      'restore',
      [join(directory, 'bebe_star.dump'), original.config.database.name],
      original.config,
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`database ${original.config.database.name} exists`);
  });
});
