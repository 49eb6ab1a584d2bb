import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { prizeClaims as CLAIMS_TEXT } from '@/messages/prize-claims';
import { api } from '../../api-client';
import { prizeClaimKeys } from './prize-claim-keys';

export type PrizeClaimStats = components['schemas']['PrizeClaimStatsResponse'];

/** GET /api/contests/admin/prize-claims/stats: totals by rank and status, amount paid, most active contests. */
export async function getPrizeClaimStats(): Promise<PrizeClaimStats> {
  return unwrap(await api.GET('/api/contests/admin/prize-claims/stats'), CLAIMS_TEXT.prizeStats.failed);
}

export const prizeClaimStatsQuery = () =>
  queryOptions({ queryKey: prizeClaimKeys.stats(), queryFn: getPrizeClaimStats });

export const usePrizeClaimStats = () => useQuery(prizeClaimStatsQuery());
