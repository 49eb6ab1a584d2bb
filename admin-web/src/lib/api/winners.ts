import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { api } from '../api-client';

export type Winner = components['schemas']['WinnerResponse'];

export const winnersKey = ['winners'] as const;

/** GET /api/contests/list-winners?contest=: a closed contest's podium (ranks 1 to 3). */
export async function getWinners(contest: number): Promise<Winner[]> {
  const page = unwrap(
    await api.GET('/api/contests/list-winners', { params: { query: { contest, page_size: 10 } } }),
    CONTESTS_TEXT.podium.failed,
  );
  return page.results;
}

export const winnersQuery = (contest: number) =>
  queryOptions({ queryKey: [...winnersKey, contest], queryFn: () => getWinners(contest) });

export const useWinners = (contest: number, enabled: boolean) => useQuery({ ...winnersQuery(contest), enabled });
