import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { contests as CONTESTS_TEXT } from '../../../messages/contests';

/** GET /api/contests/contests/in-progress: open and pre-registration contests. */
export async function getInProgressContests() {
  return unwrap(await api.GET('/api/contests/contests/in-progress'), CONTESTS_TEXT.list.loadFailed);
}

export const inProgressContestsQuery = () =>
  queryOptions({ queryKey: ['contests', 'in-progress'], queryFn: getInProgressContests });

export const useInProgressContests = () => useQuery(inProgressContestsQuery());
