import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useQuery } from '@tanstack/react-query';
import { payments as PAYMENTS_TEXT } from '@/messages/payments';
import { api } from '../../api-client';
import { paymentKeys } from './payment-keys';

export type PaymentStats = components['schemas']['PaymentStatsResponse'];

/** GET /api/payments/admin/stats: revenue (succeeded payments), counts by status, revenue per provider. */
export async function getPaymentStats(contest: number | undefined): Promise<PaymentStats> {
  return unwrap(
    await api.GET('/api/payments/admin/stats', { params: { query: contest ? { contest } : {} } }),
    PAYMENTS_TEXT.stats.loadFailed,
  );
}

export const usePaymentStats = (contest: number | undefined) =>
  useQuery({ queryKey: paymentKeys.stats(contest ?? null), queryFn: () => getPaymentStats(contest) });
