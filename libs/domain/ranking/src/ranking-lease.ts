import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { rankingKeys } from './ranking-keys';
import type { RankingScripts } from './ranking.scripts';

/** A dead holder's lease lapses after this; a live one renews it every LEASE_RENEW_MS. */
export const LEASE_TTL_MS = 5000;
export const LEASE_RENEW_MS = 1000;

/**
 * The projector's lease: one Redis key holding the holder's random token (SET NX PX), renewed by
 * compare-and-expire, released by compare-and-delete. `held` is the holder's own conservative view:
 * it counts the TTL from before each renewal was sent, so it turns false before Redis lets anyone
 * else in. Every projection write also checks the token in its script, so a holder that stalled
 * past its lease cannot write.
 */
export class ProjectorLease {
  readonly token = randomUUID();
  private heldUntil = 0;

  constructor(
    private readonly redis: Redis,
    private readonly scripts: RankingScripts,
  ) {}

  get held(): boolean {
    return Date.now() < this.heldUntil;
  }

  async tryAcquire(): Promise<boolean> {
    const sentAt = Date.now();
    const acquired = (await this.redis.set(rankingKeys.lease, this.token, 'PX', LEASE_TTL_MS, 'NX')) === 'OK';
    if (acquired) this.heldUntil = sentAt + LEASE_TTL_MS;
    return acquired;
  }

  /** Extends a lease still ours; false (and not held) when it lapsed or someone else has it. */
  async renew(): Promise<boolean> {
    const sentAt = Date.now();
    const renewed = await this.scripts.renewLease(this.token, LEASE_TTL_MS);
    this.heldUntil = renewed ? sentAt + LEASE_TTL_MS : 0;
    return renewed;
  }

  /** Called when a script refused our token. */
  lost(): void {
    this.heldUntil = 0;
  }

  async release(): Promise<void> {
    this.heldUntil = 0;
    await this.scripts.releaseLease(this.token);
  }
}
