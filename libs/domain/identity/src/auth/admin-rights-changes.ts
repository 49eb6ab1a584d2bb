import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { createRedis, REDIS } from '@app/redis';
import type Redis from 'ioredis';

/**
 * The Redis pub/sub channel of administrators' rights changes. Channels are not keys, so the client's
 * key prefix does not apply: the prefix is written into the name to keep environments apart.
 */
export function adminRightsChannel(config: Pick<AppConfig, 'redis'>): string {
  return `${config.redis.keyPrefix}auth:admin-rights-changed`;
}

/** The accounts whose rights changed; null for every administrator (a group's permissions changed). */
export type ChangedAdministrators = number[] | null;

/**
 * Tells every process that holds the back office's live sockets (the API's or the live processes)
 * that administrators' rights or activity changed (groups, staff status, a group's permissions,
 * deactivation, deletion): each checks its own sockets of those accounts again and closes those that
 * may no longer watch. Nothing is stored; the sockets' own rechecks before each frame cover a lost message.
 */
@Injectable()
export class AdminRightsChanges {
  private readonly logger = new Logger(AdminRightsChanges.name);
  private readonly channel: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {
    this.channel = adminRightsChannel(config);
  }

  /** Publishes after the change's commit. Never throws: the change is made, and the sockets recheck anyway. */
  async changed(userIds: ChangedAdministrators): Promise<void> {
    if (userIds !== null && userIds.length === 0) return;
    try {
      await this.redis.publish(this.channel, JSON.stringify({ user_ids: userIds }));
    } catch (error) {
      this.logger.error({ err: error, event: 'admin_rights_changed', userIds }, 'Rights change not published');
    }
  }

  /** Hears every change on a connection of its own (one in subscriber mode runs nothing else); returns how to stop. */
  async listen(listener: (userIds: ChangedAdministrators) => void): Promise<() => Promise<void>> {
    const subscriber = createRedis(this.config, { keyPrefix: '' });
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        const { user_ids: userIds } = JSON.parse(message) as { user_ids: unknown };
        if (userIds === null) listener(null);
        else if (Array.isArray(userIds)) listener(userIds.filter((id): id is number => Number.isInteger(id)));
      } catch {
        this.logger.warn({ event: 'admin_rights_bad_message' }, 'Unreadable rights change ignored');
      }
    });
    await subscriber.subscribe(this.channel);
    return async () => {
      if (subscriber.status !== 'end') await subscriber.quit();
    };
  }
}
