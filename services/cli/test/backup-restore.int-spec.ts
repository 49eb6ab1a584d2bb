import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { AppConfig } from '@app/config';
import { rankingKeys, rankingScore } from '@app/ranking';
import { createRedis } from '@app/redis';
import { createTestEnvironment, dropTestDatabase, type TestEnvironment } from '@app/testing';
import { DataSource } from 'typeorm';
import { databaseDigest } from '../../api/test/support/database-digest';
import { CliModule } from '../src/cli.module';
import { DemoSeed } from '../src/demo/seed';

const ROOT = join(__dirname, '..', '..', '..');

/** Runs one of the operator's scripts with the settings of `config`, as `npm run backup|restore` does. */
function script(name: 'backup' | 'restore', args: string[], config: AppConfig) {
  return spawnSync('bash', [join(ROOT, 'scripts', `${name}.sh`), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_NAME: config.database.name, REDIS_KEY_PREFIX: config.redis.keyPrefix },
  });
}

/** What Redis holds for a contest: each participant's count and sorted-set score. */
async function projection(config: AppConfig, contestId: number): Promise<Map<number, [count: number, score: number]>> {
  const redis = createRedis(config);
  try {
    const counts = await redis.hgetall(rankingKeys.counts(contestId));
    const scored = await redis.zrange(rankingKeys.scores(contestId), 0, -1, 'WITHSCORES');
    const projected = new Map<number, [number, number]>();
    for (let index = 0; index < scored.length; index += 2) {
      const id = Number(scored[index]);
      projected.set(id, [Number(counts[id] ?? 0), Number(scored[index + 1])]);
    }
    return projected;
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
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await original?.dispose();
    await restored?.dispose();
    rmSync(directory, { recursive: true, force: true });
  });

  it('restores every row into a new database and rebuilds every ranking from them', async () => {
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
    // Every ranking is the original ledger's: each participant's sum of weights, scored with its latest entry.
    const db = context.get(DataSource);
    const tallies = await db.query<{ contest_id: number; participant_id: number; count: number; last: number }[]>(
      `SELECT contest_id, participant_id, sum(weight)::int AS count, max(id)::int AS last
         FROM vote_ledger GROUP BY contest_id, participant_id`,
    );
    const contests = [...new Set(tallies.map((tally) => tally.contest_id))];
    expect(contests.length).toBeGreaterThan(1);
    for (const contestId of contests) {
      const rebuilt = await projection(restored.config, contestId);
      for (const tally of tallies.filter((row) => row.contest_id === contestId)) {
        expect([tally.participant_id, rebuilt.get(tally.participant_id)]).toEqual([
          tally.participant_id,
          [tally.count, rankingScore(tally.count, tally.last)],
        ]);
      }
    }
    const [{ last }] = await db.query<{ last: string }[]>('SELECT max(id)::text AS last FROM vote_ledger');
    const redis = createRedis(restored.config);
    try {
      expect(await redis.get(rankingKeys.watermark)).toBe(`3:${last}`);
    } finally {
      await redis.quit();
    }
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
