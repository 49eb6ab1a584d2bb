import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payments as PAYMENTS_TEXT } from '@/messages/payments';
import { api } from '../../api-client';
import { paymentKeys } from './payment-keys';

export type ResolvePaymentBody = components['schemas']['ResolvePaymentDto'];
export type ResolveResult = components['schemas']['ResolveResponse'];

/** POST /api/payments/admin/payments/{id}/resolve: credits or rejects a flagged payment, with the reason. */
export async function resolvePayment({ id, ...body }: ResolvePaymentBody & { id: number }): Promise<ResolveResult> {
  return unwrap(
    await api.POST('/api/payments/admin/payments/{id}/resolve', { params: { path: { id } }, body }),
    PAYMENTS_TEXT.resolve.failed,
  );
}

export function useResolvePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolvePayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
