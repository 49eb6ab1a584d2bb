import { unwrap } from '@bebe-star/web-common/api-errors';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contestKeys } from '@/lib/api/contests/contest-keys';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { everyRankingPage, type RankingEntry } from './get-contest-ranking';

/** The API sums the free votes from the ledger every 15 s: asking every 30 s follows it closely enough. */
const REFRESH_MS = 30_000;

/** GET /api/contests/contests/{id}/ranking/free, every page: the ranking by free votes only (packs left out). */
export const getFreeRanking = (contestId: number): Promise<RankingEntry[]> =>
  everyRankingPage(async (page, page_size) =>
    unwrap(
      await api.GET('/api/contests/contests/{id}/ranking/free', {
        params: { path: { id: contestId }, query: { page, page_size } },
      }),
      CONTESTS_TEXT.ranking.loadFailed,
    ),
  );

/** The free votes' ranking, asked again every 30 s while shown: it has no live feed. */
export const useFreeRanking = (contestId: number) =>
  useQuery({
    queryKey: contestKeys.freeRanking(contestId),
    queryFn: () => getFreeRanking(contestId),
    refetchInterval: REFRESH_MS,
  });
