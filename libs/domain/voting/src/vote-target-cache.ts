import { Injectable } from '@nestjs/common';
import { type VoteTarget, VoteTargets } from '@app/entries';

const TTL_MS = 5_000;
const MAX_ENTRIES = 50_000;

/**
 * The participant and contest a vote is for (the entries lib's `VoteTargets`), cached a few seconds
 * per process: at a peak, most votes go to a few participants, and a contest closing is seen within
 * TTL_MS (the worker closes contests at their end date; the end date itself is checked on every vote).
 */
@Injectable()
export class VoteTargetCache {
  private readonly cache = new Map<number, { target: VoteTarget | null; expires: number }>();

  constructor(private readonly targets: VoteTargets) {}

  async find(participantId: number): Promise<VoteTarget | null> {
    const now = Date.now();
    const cached = this.cache.get(participantId);
    if (cached && cached.expires > now) return cached.target;
    const target = await this.targets.find(participantId);
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(participantId, { target, expires: now + TTL_MS });
    return target;
  }
}
