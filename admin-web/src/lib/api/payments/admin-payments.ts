import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components, operations } from '@contracts/api-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { payments as PAYMENTS_TEXT } from '@/messages/payments';
import { api } from '../../api-client';
import { paymentKeys } from './payment-keys';

export type AdminPayment = components['schemas']['AdminPaymentResponse'];
export type AdminPaymentDetail = components['schemas']['AdminPaymentDetailResponse'];
export type PaymentStatus = AdminPayment['status'];
export type PaymentProvider = AdminPayment['provider'];
export type AdminPaymentQuery = NonNullable<operations['PaymentsAdminController_list']['parameters']['query']>;
export type AdminPaymentPage = components['schemas']['PageResponse'] & { results: AdminPayment[] };

/** GET /api/payments/admin/payments: one page of payments, filtered by the server. */
export async function getAdminPayments(query: AdminPaymentQuery): Promise<AdminPaymentPage> {
  return unwrap(await api.GET('/api/payments/admin/payments', { params: { query } }), PAYMENTS_TEXT.loadFailed);
}

export const adminPaymentsQuery = (query: AdminPaymentQuery) =>
  queryOptions({
    queryKey: paymentKeys.list(query),
    queryFn: () => getAdminPayments(query),
    placeholderData: keepPreviousData,
  });

export const useAdminPayments = (query: AdminPaymentQuery) => useQuery(adminPaymentsQuery(query));

/** GET /api/payments/admin/payments/{id}: a payment and every message exchanged with its provider. */
export async function getAdminPayment(id: number): Promise<AdminPaymentDetail> {
  return unwrap(
    await api.GET('/api/payments/admin/payments/{id}', { params: { path: { id } } }),
    PAYMENTS_TEXT.detail.loadFailed,
  );
}

export const useAdminPayment = (id: number) =>
  useQuery({ queryKey: paymentKeys.detail(id), queryFn: () => getAdminPayment(id) });
