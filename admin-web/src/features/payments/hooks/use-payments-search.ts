import { z } from 'zod';
import type { AdminPaymentQuery } from '@/lib/api/payments/admin-payments';
import { useUrlState } from '@/lib/url-state';

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled', 'expired', 'flagged', 'late'] as const;
export const PAYMENT_PROVIDERS = ['cinetpay', 'paydunya', 'intouch'] as const;
export const PAYMENT_PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PAYMENT_PAGE_SIZE = 20;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);
const positive = z.preprocess(Number, z.number().int().positive());

/** The tab's state in the URL: the view, the payments' filters and paging; bad values fall back. */
const paymentsSearchSchema = z.object({
  view: z.enum(['payments', 'refunds', 'notifications']).catch('payments'),
  /** In the refunds view: the payments still to refund, or those refunded. */
  refund: z.enum(['to_refund', 'refunded']).catch('to_refund'),
  search: z.string().trim().min(1).max(100).optional().catch(undefined),
  status: z.enum(PAYMENT_STATUSES).optional().catch(undefined),
  provider: z.enum(PAYMENT_PROVIDERS).optional().catch(undefined),
  contest: positive.optional().catch(undefined),
  date_from: day,
  date_to: day,
  page: positive.catch(1),
  page_size: z
    .preprocess(Number, z.union([z.literal(20), z.literal(50), z.literal(100)]))
    .catch(DEFAULT_PAYMENT_PAGE_SIZE),
});

/** The address's state, and the list it asks the server for: the payments filtered, or the refunds. */
export function usePaymentsSearch() {
  const [search, update] = useUrlState(paymentsSearchSchema);
  const paging = { page: search.page, page_size: search.page_size };
  const query: AdminPaymentQuery =
    search.view === 'refunds'
      ? { to_refund: search.refund === 'to_refund', ...paging }
      : {
          search: search.search,
          status: search.status,
          provider: search.provider,
          contest: search.contest,
          date_from: search.date_from,
          date_to: search.date_to,
          ...paging,
        };
  return { search, query, update };
}
