import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contestKeys } from '@/lib/api/contests/contest-keys';
import { contests as CONTESTS_TEXT } from '@/messages/contests';

export type RankingEntry = components['schemas']['RankingEntryResponse'];
type RankingPage = components['schemas']['RankingPageResponse'];

const PAGE_SIZE = 200;

/** Every page of a ranking, asked one after the other with `fetchPage`. */
export async function everyRankingPage(
  fetchPage: (page: number, pageSize: number) => Promise<RankingPage>,
): Promise<RankingEntry[]> {
  const entries: RankingEntry[] = [];
  for (let page = 1; ; page += 1) {
    const data = await fetchPage(page, PAGE_SIZE);
    entries.push(...data.results);
    if (!data.next || page >= data.total_pages) return entries;
  }
}

/** GET /api/contests/contests/{id}/ranking, every page of 200 (the API's maximum). */
export const getContestRanking = (contestId: number): Promise<RankingEntry[]> =>
  everyRankingPage(async (page, page_size) =>
    unwrap(
      await api.GET('/api/contests/contests/{id}/ranking', {
        params: { path: { id: contestId }, query: { page, page_size } },
      }),
      CONTESTS_TEXT.ranking.loadFailed,
    ),
  );

export const contestRankingQuery = (contestId: number) =>
  queryOptions({ queryKey: contestKeys.ranking(contestId), queryFn: () => getContestRanking(contestId) });

export const useContestRanking = (contestId: number) => useQuery(contestRankingQuery(contestId));
