import { fetchVotePacks } from '@bebe-star/web-common/shared-reads';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { voting as VOTING_TEXT } from '@/messages/voting';
import { paymentKeys } from './payment-keys';

export type VotePack = components['schemas']['VotePackResponse'];

/** GET /api/payments/packs (public): the packs on sale, priced (promotions included) by the server. */
export async function getVotePacks(signal?: AbortSignal): Promise<VotePack[]> {
  return fetchVotePacks(api, VOTING_TEXT.packs.loadError, { signal });
}

export const votePacksQuery = () =>
  queryOptions({
    queryKey: paymentKeys.packs(),
    queryFn: ({ signal }) => getVotePacks(signal),
    staleTime: 5 * 60_000,
  });

export const useVotePacks = () => useQuery(votePacksQuery());
