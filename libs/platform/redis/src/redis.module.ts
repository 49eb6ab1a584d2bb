import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '@app/config';
import Redis from 'ioredis';

/**
 * The application's general-purpose Redis connection; every key it writes carries the configured
 * prefix. It pipelines automatically: the commands of concurrent votes issued in the same tick leave
 * in one write. Connections for subscriptions are made apart (createRedis without it).
 */
export const REDIS = Symbol('REDIS');

export function createRedis(config: AppConfig, extra: { keyPrefix?: string; autoPipelining?: boolean } = {}): Redis {
  return new Redis(config.redis.url, {
    keyPrefix: extra.keyPrefix ?? config.redis.keyPrefix,
    maxRetriesPerRequest: 3,
    enableOfflineQueue: true,
    enableAutoPipelining: extra.autoPipelining ?? false,
  });
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => createRedis(config, { autoPipelining: true }),
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.status !== 'end') await this.redis.quit();
  }
}

/** Host, port, credentials and db of a `redis://` URL, for clients that take options rather than a URL. */
export function redisConnectionOptions(url: string): {
  host: string;
  port: number;
  username?: string;
  password?: string;
  db: number;
} {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: Number(parsed.pathname.replace('/', '') || 0),
  };
}
