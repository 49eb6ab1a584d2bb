import { unwrap } from '@bebe-star/web-common/api-errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { contestKeys } from './contest-keys';
import type { Contest } from './get-contest';

/** GET /api/contests/contests/in-progress: open and pre-registration contests. */
export async function getInProgressContests(): Promise<Contest[]> {
  return unwrap(await api.GET('/api/contests/contests/in-progress'), CONTESTS_TEXT.list.loadFailed);
}

export const inProgressContestsQuery = () =>
  queryOptions({ queryKey: contestKeys.inProgress(), queryFn: getInProgressContests });

export const useInProgressContests = () => useQuery(inProgressContestsQuery());

const openOnly = (contests: Contest[]) => contests.filter((contest) => contest.status === 'open');

/** The contests in progress that take registrations now (read only when `enabled`). */
export function useOpenContests(enabled = true) {
  return useQuery({ ...inProgressContestsQuery(), select: openOnly, enabled });
}
