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

/** While the live feed is down, the ranking read over HTTP this often (and again as soon as the connection is back). */
export const OFFLINE_REFRESH_MS = 30_000;

/** The ranking; `offline`: the live feed is down, so the lines are read again every 30 s and on reconnecting. */
export const useContestRanking = (contestId: number, { offline = false } = {}) =>
  useQuery({
    ...contestRankingQuery(contestId),
    refetchInterval: offline ? OFFLINE_REFRESH_MS : false,
    refetchOnReconnect: offline ? 'always' : true,
  });
