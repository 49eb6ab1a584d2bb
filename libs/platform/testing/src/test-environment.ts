import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppConfig, loadConfig } from '@app/config';
import { createRedis } from '@app/redis';
import { createTestDatabase } from './test-database';

/** One test file's private world: its own database and its own Redis key prefix. */
export interface TestEnvironment {
  config: AppConfig;
  /** Forgets its Redis keys and media files; its database goes with the run's others (dropRunDatabases). */
  dispose(): Promise<void>;
}

export async function createTestEnvironment(overrides: Record<string, string> = {}): Promise<TestEnvironment> {
  const database = await createTestDatabase();
  const prefix = `test:${randomBytes(4).toString('hex')}:`;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_NAME: database,
    DATABASE_POOL_SIZE: '5',
    REDIS_KEY_PREFIX: prefix,
    SMTP_URL: '',
    METRICS_PORT: '0',
    WORKER_METRICS_PORT: '0',
    LIVE_METRICS_PORT: '0',
    MEDIA_ROOT: join(tmpdir(), `bebe-star-media-${prefix.slice(5, 13)}`),
    WEB_ROOT: join(tmpdir(), 'bebe-star-no-site'),
    ADMIN_WEB_ROOT: join(tmpdir(), 'bebe-star-no-site'),
    ...overrides,
  });
  return {
    config,
    async dispose() {
      const redis = createRedis(config, { keyPrefix: '' });
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
          if (keys.length > 0) await redis.unlink(...keys);
          cursor = next;
        } while (cursor !== '0');
      } finally {
        await redis.quit();
      }
      await rm(config.media.root, { recursive: true, force: true });
    },
  };
}
