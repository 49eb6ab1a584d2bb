import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from '@/lib/api/payments/payment-keys';
import { myPayments as MY_PAYMENTS_TEXT } from '@/messages/my-payments';

export type MyPayment = components['schemas']['PaymentSummaryResponse'];

/** Payments loaded at a time: a phone screen or two, so the account's other sections stay near. */
export const MY_PAYMENTS_PAGE_SIZE = 10;

/** GET /api/payments/mine: one page of the signed-in account's payments, newest first. */
export async function getMyPayments(page: number) {
  return unwrap(
    await api.GET('/api/payments/mine', { params: { query: { page, page_size: MY_PAYMENTS_PAGE_SIZE } } }),
    MY_PAYMENTS_TEXT.loadFailed,
  );
}

export const myPaymentsQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: paymentKeys.mine(userId),
    queryFn: ({ pageParam }) => getMyPayments(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (last.next ? page + 1 : undefined),
  });

/** "Mes paiements" of user `userId`: the pages loaded so far, and how to load the next. */
export const useMyPayments = (userId: number) => useInfiniteQuery(myPaymentsQuery(userId));
