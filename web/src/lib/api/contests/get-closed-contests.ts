import { unwrap } from '@bebe-star/web-common/api-errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import { contestKeys } from './contest-keys';
import type { Contest } from './get-contest';

/** GET /api/contests/contests?status=closed: the finished contests, most recently ended first. */
export async function getClosedContests(): Promise<Contest[]> {
  const data: Contest[] | { results?: Contest[] } = unwrap(
    await api.GET('/api/contests/contests', { params: { query: { status: 'closed' } } }),
    AWARDS_TEXT.podium.loadFailed,
  );
  const contests = Array.isArray(data) ? data : (data.results ?? []);
  return contests.sort((a, b) => Date.parse(b.end_date) - Date.parse(a.end_date));
}

export const closedContestsQuery = () =>
  queryOptions({ queryKey: contestKeys.closed(), queryFn: getClosedContests, staleTime: 5 * 60_000 });

export const useClosedContests = () => useQuery(closedContestsQuery());
