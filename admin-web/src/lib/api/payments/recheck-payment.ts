import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payments as PAYMENTS_TEXT } from '@/messages/payments';
import { api } from '../../api-client';
import { paymentKeys } from './payment-keys';

export type RecheckResult = components['schemas']['RecheckResponse'];

/** POST /api/payments/admin/payments/{id}/recheck: asks the provider now and settles the payment by its answer. */
export async function recheckPayment(id: number): Promise<RecheckResult> {
  return unwrap(
    await api.POST('/api/payments/admin/payments/{id}/recheck', { params: { path: { id } } }),
    PAYMENTS_TEXT.recheck.failed,
  );
}

export function useRecheckPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recheckPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
