import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@contracts/api-schema';
import { api, unwrap } from '../../../lib/api-client';
import { voting as VOTING_TEXT } from '../../../messages/voting';

export type VotePack = components['schemas']['VotePackResponse'];

export const votePacksQuery = () =>
  queryOptions({
    queryKey: ['vote-packs'],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/payments/packs', { signal }), VOTING_TEXT.packs.loadError),
    staleTime: 5 * 60_000,
  });

/** The vote packs on sale, with their current (possibly promotional) price decided by the server. */
export function useVotePacks() {
  return useQuery(votePacksQuery());
}
