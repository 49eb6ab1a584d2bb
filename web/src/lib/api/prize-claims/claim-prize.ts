import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import { winnerKeys } from '../winners/winner-keys';
import { prizeClaimKeys } from './prize-claim-keys';

export type ClaimRequest = components['schemas']['CreatePrizeClaimDto'];
export type CreatedClaim = components['schemas']['CreatedPrizeClaimResponse'];

/** POST /api/contests/getmyprize: the phone number that receives the prize (once per win). */
export async function claimPrize(request: ClaimRequest): Promise<CreatedClaim> {
  return unwrap(await api.POST('/api/contests/getmyprize', { body: request }), AWARDS_TEXT.prizeClaim.claimFailed);
}

/** Claims a prize; the parent's wins and the claim's state are read again. */
export function useClaimPrize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimPrize,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: prizeClaimKeys.all }),
        queryClient.invalidateQueries({ queryKey: winnerKeys.all }),
      ]),
  });
}
