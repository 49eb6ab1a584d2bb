import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payments as PAYMENTS_TEXT } from '@/messages/payments';
import { api } from '../../api-client';
import { paymentKeys } from './payment-keys';

export type RefundPaymentBody = components['schemas']['RefundPaymentDto'];
export type RefundResult = components['schemas']['ResolveResponse'];

/** POST /api/payments/admin/payments/{id}/refund: records the refund of a payment received after the close. */
export async function refundPayment({ id, ...body }: RefundPaymentBody & { id: number }): Promise<RefundResult> {
  return unwrap(
    await api.POST('/api/payments/admin/payments/{id}/refund', { params: { path: { id } }, body }),
    PAYMENTS_TEXT.refund.failed,
  );
}

/** Records a refund; the payments' lists, details and figures are read again either way. */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
