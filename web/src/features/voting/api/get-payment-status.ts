import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, errorMessage } from '../../../lib/api-client';
import { voting as VOTING_TEXT } from '../../../messages/voting';
import type { PaymentCurrency, PaymentGateway } from './init-payment';

export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'expired' | 'flagged';

/** What the result pages read about a payment (libs/payments/src/payment.response.ts; not typed in the API document). */
export interface PaymentSummary {
  transaction_id: string;
  provider: PaymentGateway;
  status: PaymentStatus;
  status_label: string;
  participant: {
    id: number;
    name: string;
    photo: string | null;
    photo_urls: { thumbnail: string; card: string; full: string } | null;
  };
  contest_id: number;
  pack_name: string;
  votes_purchased: number;
  amount: number;
  amount_paid: number;
  currency: PaymentCurrency;
}

/** How the result pages find a payment: the provider and the references it came back with. */
export interface PaymentReference {
  provider: PaymentGateway | null;
  transactionId: string | null;
  token: string | null;
}

export const ENDED_STATUSES: readonly PaymentStatus[] = ['failed', 'cancelled', 'expired'];

const t = VOTING_TEXT.result;

async function request(reference: PaymentReference, signal: AbortSignal) {
  const { provider, transactionId, token } = reference;
  if (provider === 'cinetpay' && transactionId) {
    return api.GET('/api/payments/cinetpay/status', { params: { query: { transaction_id: transactionId } }, signal });
  }
  if (provider === 'intouch' && transactionId) {
    return api.GET('/api/payments/intouch/status', { params: { query: { transaction_id: transactionId } }, signal });
  }
  if (provider === 'paydunya' && token) {
    return api.GET('/api/payments/paydunya/callback', { params: { query: { token } }, signal });
  }
  const id = transactionId ?? token;
  if (!id) throw new ApiError(400, t.missingReference, null);
  return api.GET('/api/payments/details/{reference}', { params: { path: { reference: id } }, signal });
}

/** The payment's current status from the server (which asks the provider when it is still pending). */
export async function fetchPaymentStatus(reference: PaymentReference, signal: AbortSignal): Promise<PaymentSummary> {
  const result = await request(reference, signal);
  const data = result.data as PaymentSummary | undefined;
  if (result.response.ok && data) return data;
  const status = result.response.status;
  throw new ApiError(status, status === 404 ? t.notFound : errorMessage(result.error, t.fetchError), result.error);
}

export const paymentStatusQuery = (reference: PaymentReference) =>
  queryOptions({
    queryKey: ['payments', reference.provider, reference.transactionId, reference.token],
    queryFn: ({ signal }) => fetchPaymentStatus(reference, signal),
    staleTime: 0,
    enabled: Boolean(reference.transactionId || reference.token),
  });

/**
 * The payment's status; with `pollEveryMs`, a pending payment is asked again at that pace up to
 * `maxPolls` times (`pollingOver` then tells the page to stop saying it is checking).
 */
export function usePaymentStatus(
  reference: PaymentReference,
  options: { pollEveryMs?: number; maxPolls?: number } = {},
) {
  const { pollEveryMs, maxPolls = 0 } = options;
  const queryClient = useQueryClient();
  const { queryKey, ...rest } = paymentStatusQuery(reference);
  const query = useQuery({
    queryKey,
    ...rest,
    refetchInterval: (current) =>
      pollEveryMs && current.state.data?.status === 'pending' && current.state.dataUpdateCount <= maxPolls
        ? pollEveryMs
        : false,
  });
  const fetches = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  return { query, pollingOver: fetches > maxPolls };
}
