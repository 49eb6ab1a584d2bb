import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contestKeys } from '@/lib/api/contests/contest-keys';
import { contests as CONTESTS_TEXT } from '@/messages/contests';

export type RankingEntry = components['schemas']['RankingEntryResponse'];

const PAGE_SIZE = 200;

/** GET /api/contests/contests/{id}/ranking, every page of 200 (the API's maximum). */
export async function getContestRanking(contestId: number): Promise<RankingEntry[]> {
  const entries: RankingEntry[] = [];
  for (let page = 1; ; page += 1) {
    const data = unwrap(
      await api.GET('/api/contests/contests/{id}/ranking', {
        params: { path: { id: contestId }, query: { page, page_size: PAGE_SIZE } },
      }),
      CONTESTS_TEXT.ranking.loadFailed,
    );
    entries.push(...data.results);
    if (!data.next || page >= data.total_pages) return entries;
  }
}

export const contestRankingQuery = (contestId: number) =>
  queryOptions({ queryKey: contestKeys.ranking(contestId), queryFn: () => getContestRanking(contestId) });

export const useContestRanking = (contestId: number) => useQuery(contestRankingQuery(contestId));
