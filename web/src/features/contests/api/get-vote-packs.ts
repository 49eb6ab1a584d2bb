import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@contracts/api-schema';
import { api, unwrap } from '../../../lib/api-client';
import { common as COMMON_TEXT } from '../../../messages/common';

export type VotePack = components['schemas']['VotePackResponse'];

/** GET /api/payments/packs (public): the banner shows their promotions. */
export async function getVotePacks(): Promise<VotePack[]> {
  return unwrap(await api.GET('/api/payments/packs'), COMMON_TEXT.errorText);
}

export const votePacksQuery = () =>
  queryOptions({ queryKey: ['contests', 'vote-packs'], queryFn: getVotePacks, staleTime: 5 * 60_000 });

export const useVotePacks = () => useQuery(votePacksQuery());
