import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components, operations } from '@contracts/api-schema';
import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { api } from '../../api-client';
import type { Contest } from './contests';
import { contestKeys } from './contest-keys';

export type ContestStatus = Contest['status'];
/** Spec 002 §4, in the order of their lifecycle. */
export const CONTEST_STATUSES = [
  'draft',
  'pre_registration',
  'open',
  'closed',
] as const satisfies readonly ContestStatus[];
export type ContestPageQuery = NonNullable<operations['ContestController_list']['parameters']['query']>;
export type ContestPage = components['schemas']['PageResponse'] & { results: Contest[] };

/** GET /api/contests/contests with a page: one page of contests (drafts included for administrators). */
export async function getContestPage(query: ContestPageQuery): Promise<ContestPage> {
  return unwrap(
    await api.GET('/api/contests/contests', { params: { query } }),
    CONTESTS_TEXT.loadFailed,
  ) as ContestPage;
}

export const contestPageQuery = (query: ContestPageQuery) =>
  queryOptions({
    queryKey: contestKeys.page(query),
    queryFn: () => getContestPage(query),
    placeholderData: keepPreviousData,
  });

export const useContestPage = (query: ContestPageQuery) => useQuery(contestPageQuery(query));

/** How many contests there are in all, open, and in pre-registration: three one-row pages, counted by the server. */
export function useContestCounts() {
  const statuses = [undefined, 'open', 'pre_registration'] as const;
  const results = useQueries({
    queries: statuses.map((status) => contestPageQuery({ page: 1, page_size: 1, ...(status ? { status } : {}) })),
  });
  const [total, open, preRegistration] = results.map((result) => result.data?.count);
  return { total, open, preRegistration };
}
