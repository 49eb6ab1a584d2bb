import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components, operations } from '@contracts/api-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { prizeClaims as CLAIMS_TEXT } from '@/messages/prize-claims';
import { api } from '../../api-client';
import { prizeClaimKeys } from './prize-claim-keys';

export type PrizeClaim = components['schemas']['AdminPrizeClaimResponse'];
export type PrizeClaimQuery = NonNullable<operations['AdminPrizeClaimController_list']['parameters']['query']>;
export type PrizeClaimPage = components['schemas']['PageResponse'] & { results: PrizeClaim[] };

/** GET /api/contests/admin/prize-claims: one page of claims, filtered and paged by the server. */
export async function getPrizeClaims(query: PrizeClaimQuery): Promise<PrizeClaimPage> {
  return unwrap(await api.GET('/api/contests/admin/prize-claims', { params: { query } }), CLAIMS_TEXT.loadFailed);
}

export const prizeClaimsQuery = (query: PrizeClaimQuery) =>
  queryOptions({
    queryKey: prizeClaimKeys.list(query),
    queryFn: () => getPrizeClaims(query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const usePrizeClaims = (query: PrizeClaimQuery) => useQuery(prizeClaimsQuery(query));
