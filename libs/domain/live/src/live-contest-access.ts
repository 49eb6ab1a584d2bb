import { Injectable } from '@nestjs/common';
import { ContestRepository } from '@app/contests';

/** `public`: anyone may watch; `hidden`: a draft; `unknown`: no such contest (or deleted). */
export type ContestVisibility = 'public' | 'hidden' | 'unknown';

const TTL_MS = 10_000;
/** Ids are client input: bound the cache so random ids cannot grow it without end. */
const MAX_ENTRIES = 1_000;

/**
 * Whether a contest's ranking may be watched, from one cached query per contest. Thousands of
 * clients ask every 10 to 30 s during a peak; the answer changes only with the contest's status,
 * and a status change empties the entry (`forget`) as soon as the contest event is heard.
 */
@Injectable()
export class LiveContestAccess {
  private readonly cache = new Map<number, { expiresAt: number; visibility: Promise<ContestVisibility> }>();

  constructor(private readonly contests: ContestRepository) {}

  visibility(contestId: number): Promise<ContestVisibility> {
    const now = Date.now();
    const cached = this.cache.get(contestId);
    if (cached && cached.expiresAt > now) return cached.visibility;

    const visibility = this.contests
      .findById(contestId)
      .then((contest): ContestVisibility => (!contest ? 'unknown' : contest.status === 'draft' ? 'hidden' : 'public'));
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    const entry = { expiresAt: now + TTL_MS, visibility };
    this.cache.set(contestId, entry);
    // A failed query is not an answer: the next caller asks the database again.
    visibility.catch(() => {
      if (this.cache.get(contestId) === entry) this.cache.delete(contestId);
    });
    return visibility;
  }

  forget(contestId: number): void {
    this.cache.delete(contestId);
  }
}
