import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@contracts/api-schema';
import { api, unwrap } from '../../../lib/api-client';
import { contests as CONTESTS_TEXT } from '../../../messages/contests';

export type Contest = components['schemas']['ContestResponse'];

/** GET /api/contests/contests: every public contest (an array, or a page when paged). */
export async function getContests(): Promise<Contest[]> {
  const data: Contest[] | { results?: Contest[] } = unwrap(
    await api.GET('/api/contests/contests'),
    CONTESTS_TEXT.list.loadFailed,
  );
  return Array.isArray(data) ? data : (data.results ?? []);
}

export const contestsQuery = () => queryOptions({ queryKey: ['contests', 'list'], queryFn: getContests });

export const useContests = () => useQuery(contestsQuery());
