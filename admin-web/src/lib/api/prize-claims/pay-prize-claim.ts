import { invalidateKeys } from '@bebe-star/web-common/query-client';
import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { prizeClaims as CLAIMS_TEXT } from '@/messages/prize-claims';
import { api } from '../../api-client';
import { prizeClaimKeys } from './prize-claim-keys';
import type { PrizeClaim } from './prize-claims';

export type PayPrizeClaimBody = components['schemas']['PayPrizeClaimDto'];

/** POST /api/contests/admin/prize-claims/{id}/pay: the prize was sent (409 when already decided). */
export async function payPrizeClaim({ id, ...body }: PayPrizeClaimBody & { id: number }): Promise<PrizeClaim> {
  return unwrap(
    await api.POST('/api/contests/admin/prize-claims/{id}/pay', { params: { path: { id } }, body }),
    CLAIMS_TEXT.pay.failed,
  );
}

export function usePayPrizeClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payPrizeClaim,
    onSettled: () => invalidateKeys(queryClient, [prizeClaimKeys.lists(), prizeClaimKeys.stats()]),
  });
}
