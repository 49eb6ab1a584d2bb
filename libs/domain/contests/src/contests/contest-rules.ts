import type { ContestStatus } from './contest.entity';

/**
 * The two questions every feature asks of a contest, answered here only: may the public see it
 * (rankings, participants, live feed, checkout) and does it take votes now (free votes, packs).
 */

/** The public sees a contest that is neither a draft nor deleted. */
export function isPublicContest(contest: { status: ContestStatus; deletedAt?: Date | null }): boolean {
  return contest.status !== 'draft' && !contest.deletedAt;
}

/** `isPublicContest` as a SQL condition on the contests row named `alias`, for queries that filter in the database. */
export function publicContestSql(alias: string): string {
  return `${alias}.deleted_at IS NULL AND ${alias}.status <> 'draft'`;
}

export type VotingState = 'open' | 'not_open_yet' | 'over';

/**
 * Whether a contest takes votes at `now`. A contest counts as over as soon as its end date has
 * passed, whatever its status still says (the worker closes it within seconds; a pre-registration
 * contest whose end date passed never opened and never will). Before it opens it takes none.
 */
export function votingState(contest: { status: ContestStatus; endDate: Date }, now: Date): VotingState {
  if (contest.status === 'closed' || contest.endDate.getTime() <= now.getTime()) return 'over';
  return contest.status === 'open' ? 'open' : 'not_open_yet';
}
