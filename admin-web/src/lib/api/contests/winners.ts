import { fetchWinners } from '@bebe-star/web-common/shared-reads';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { api } from '../../api-client';
import { winnerKeys } from './contest-keys';

export type Winner = components['schemas']['WinnerResponse'];

/** GET /api/contests/list-winners?contest=: a closed contest's podium (ranks 1 to 3). */
export async function getWinners(contest: number): Promise<Winner[]> {
  return (await fetchWinners(api, { contest, page_size: 10 }, CONTESTS_TEXT.podium.failed)).results;
}

export const winnersQuery = (contest: number) =>
  queryOptions({ queryKey: winnerKeys.ofContest(contest), queryFn: () => getWinners(contest) });

export const useWinners = (contest: number, enabled: boolean) => useQuery({ ...winnersQuery(contest), enabled });
