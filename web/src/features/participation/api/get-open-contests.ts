import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@contracts/api-schema';
import { api, unwrap } from '../../../lib/api-client';

export type Contest = components['schemas']['ContestResponse'];

export const openContestsQuery = () =>
  queryOptions({
    queryKey: ['contests', 'in-progress'],
    queryFn: async () =>
      unwrap(await api.GET('/api/contests/contests/in-progress'), '').filter((contest) => contest.status === 'open'),
  });

/** Contests open to registrations now (read only when `enabled`). */
export function useOpenContests(enabled = true) {
  return useQuery({ ...openContestsQuery(), enabled });
}

/**
 * The contest the API will choose for a child of `gender` when none is given: an open contest of that
 * gender first, else a mixed one, the one ending first.
 */
export function contestFor(contests: Contest[], gender: 'female' | 'male'): Contest | null {
  const byEnd = (a: Contest, b: Contest) => a.end_date.localeCompare(b.end_date);
  const same = contests.filter((contest) => contest.gender === gender).sort(byEnd);
  const mixed = contests.filter((contest) => contest.gender === 'mixed').sort(byEnd);
  return same[0] ?? mixed[0] ?? null;
}
