import { fetchWinners } from '@bebe-star/web-common/shared-reads';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import { winnerKeys } from './winner-keys';

export type Winner = components['schemas']['WinnerResponse'];
export type WinnerPage = components['schemas']['PageResponse'] & { results: Winner[] };

/** A podium has three places; a page of ten leaves room should a recount ever add one. */
const PODIUM_PAGE_SIZE = 10;

/** GET /api/contests/list-winners: winners of closed contests, newest close first (one contest's with `contest`). */
export async function getWinners(query: { contest?: number; page_size?: number }): Promise<WinnerPage> {
  return fetchWinners(api, query, AWARDS_TEXT.podium.loadFailed);
}

/** One closed contest's podium, best place first. */
export const contestWinnersQuery = (contestId: number) =>
  queryOptions({
    queryKey: winnerKeys.list({ contest: contestId, page_size: PODIUM_PAGE_SIZE }),
    queryFn: () => getWinners({ contest: contestId, page_size: PODIUM_PAGE_SIZE }),
    select: (page: WinnerPage) => [...page.results].sort((a, b) => a.position - b.position),
    staleTime: 5 * 60_000,
  });

export const useContestWinners = (contestId: number | null) =>
  useQuery({ ...contestWinnersQuery(contestId ?? 0), enabled: contestId !== null });

/** The `count` most recent winners, every contest together. */
export const recentWinnersQuery = (count: number) =>
  queryOptions({
    queryKey: winnerKeys.list({ page_size: count }),
    queryFn: () => getWinners({ page_size: count }),
    staleTime: 5 * 60_000,
  });

export const useRecentWinners = (count: number) => useQuery(recentWinnersQuery(count));
