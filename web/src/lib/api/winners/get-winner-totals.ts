import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import { winnerKeys } from './winner-keys';

export type WinnerTotals = components['schemas']['WinnerTotalsResponse'];

/** GET /api/contests/list-winners/totals: contests with winners, winners, francs distributed. */
export async function getWinnerTotals(): Promise<WinnerTotals> {
  return unwrap(await api.GET('/api/contests/list-winners/totals'), AWARDS_TEXT.podium.loadFailed);
}

export const winnerTotalsQuery = () =>
  queryOptions({ queryKey: winnerKeys.totals(), queryFn: getWinnerTotals, staleTime: 5 * 60_000 });

export const useWinnerTotals = () => useQuery(winnerTotalsQuery());
