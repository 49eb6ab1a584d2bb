import { unwrap } from '@bebe-star/web-common/api-errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contestKeys } from '@/lib/api/contests/contest-keys';
import type { Contest } from '@/lib/api/contests/get-contest';
import { contests as CONTESTS_TEXT } from '@/messages/contests';

/** GET /api/contests/contests: every public contest (an array, or a page when paged). */
export async function getContests(): Promise<Contest[]> {
  const data: Contest[] | { results?: Contest[] } = unwrap(
    await api.GET('/api/contests/contests'),
    CONTESTS_TEXT.list.loadFailed,
  );
  return Array.isArray(data) ? data : (data.results ?? []);
}

export const contestsQuery = () => queryOptions({ queryKey: contestKeys.list(), queryFn: getContests });

export const useContests = () => useQuery(contestsQuery());
