import { invalidateKeys } from '@bebe-star/web-common/query-client';
import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { prizeClaims as CLAIMS_TEXT } from '@/messages/prize-claims';
import { api } from '../../api-client';
import { prizeClaimKeys } from './prize-claim-keys';
import type { PrizeClaim } from './prize-claims';

export type RejectPrizeClaimBody = components['schemas']['RejectPrizeClaimDto'];

/** POST /api/contests/admin/prize-claims/{id}/reject: refused with a reason (409 when already decided). */
export async function rejectPrizeClaim({ id, ...body }: RejectPrizeClaimBody & { id: number }): Promise<PrizeClaim> {
  return unwrap(
    await api.POST('/api/contests/admin/prize-claims/{id}/reject', { params: { path: { id } }, body }),
    CLAIMS_TEXT.reject.failed,
  );
}

export function useRejectPrizeClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectPrizeClaim,
    onSettled: () => invalidateKeys(queryClient, [prizeClaimKeys.lists(), prizeClaimKeys.stats()]),
  });
}
