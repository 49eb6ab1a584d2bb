import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { VoterVotesReader } from '@app/ledger';
import { REDIS } from '@app/redis';
import type Redis from 'ioredis';
import { dailyCounterTtlMs, FREE_VOTE_COOLDOWN_SECONDS, voteDay, voteKeys } from './free-vote-rules';
import { VoteLimits } from './vote-limits';

export interface VoteLimitsRestored {
  cooldowns: number;
  dailyCounters: number;
}

const COUNTER_CHUNK = 1000;
/** How often the worker looks for a Redis that lost its limits (the marker key is gone). */
const WATCH_INTERVAL_MS = 1000;

/**
 * The free-vote limits after a Redis loss: what is left of the 600 s cooldowns of recent free votes,
 * and today's free-vote counters per voter, per device, per address and per address without a
 * device id, from the ledger. Counters are only
 * ever raised, so votes the vote path counted since the loss are kept, and restoring twice is
 * harmless.
 */
@Injectable()
export class VoteLimitsRecovery {
  private readonly logger = new Logger(VoteLimitsRecovery.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly ledger: VoterVotesReader,
    private readonly limits: VoteLimits,
  ) {}

  async restore(now = new Date()): Promise<VoteLimitsRestored> {
    const day = voteDay(now);
    const dailyTtlMs = dailyCounterTtlMs(now);
    const [recent, daily] = await Promise.all([
      this.ledger.recentFreeVotes(FREE_VOTE_COOLDOWN_SECONDS),
      this.ledger.freeVotesSince(day.start),
    ]);
    const counters: [string, number, number][] = [
      ...recent.map((row): [string, number, number] => [
        voteKeys.cooldown(row.voterId, row.participantId),
        1,
        row.remainingMs,
      ]),
      ...daily.byVoter.map((row): [string, number, number] => [
        voteKeys.dailyVoter(Number(row.key), day),
        row.votes,
        dailyTtlMs,
      ]),
      ...daily.byDeviceHash.map((row): [string, number, number] => [
        voteKeys.dailyDevice(row.key, day),
        row.votes,
        dailyTtlMs,
      ]),
      ...daily.byIpHash.map((row): [string, number, number] => [voteKeys.dailyIp(row.key, day), row.votes, dailyTtlMs]),
      ...daily.withoutDeviceByIpHash.map((row): [string, number, number] => [
        voteKeys.dailyIpWithoutDevice(row.key, day),
        row.votes,
        dailyTtlMs,
      ]),
    ];
    for (let index = 0; index < counters.length; index += COUNTER_CHUNK) {
      await this.limits.raise(counters.slice(index, index + COUNTER_CHUNK));
    }
    await this.redis.set(voteKeys.restored, now.toISOString());
    const restored = { cooldowns: recent.length, dailyCounters: counters.length - recent.length };
    this.logger.log({ event: 'vote_limits_restored', ...restored }, 'Free-vote limits restored from the ledger');
    return restored;
  }

  /** Restores the limits when Redis no longer holds the marker of a restore, i.e. after a loss. */
  async restoreIfLost(): Promise<VoteLimitsRestored | null> {
    if (await this.redis.exists(voteKeys.restored)) return null;
    return this.restore();
  }
}

/** The worker's side: checks every second whether Redis lost the limits, and restores them. */
@Injectable()
export class VoteLimitsWatch implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(VoteLimitsWatch.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly recovery: VoteLimitsRecovery) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.check(), WATCH_INTERVAL_MS);
    this.check();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private check(): void {
    if (this.running) return;
    this.running = this.recovery
      .restoreIfLost()
      .catch((error: unknown) => this.logger.error({ err: error }, 'Free-vote limits not restored'))
      .finally(() => (this.running = null));
  }
}
