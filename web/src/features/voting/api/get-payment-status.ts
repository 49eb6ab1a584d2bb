import { ApiError, errorMessage } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from '@/lib/api/payments/payment-keys';
import { voting as VOTING_TEXT } from '@/messages/voting';
import type { PaymentGateway } from './init-payment';

/** What the result pages read about a payment. */
export type PaymentSummary = components['schemas']['PaymentSummaryResponse'];
export type PaymentStatus = PaymentSummary['status'];

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
  const data = result.data;
  if (result.response.ok && data) return data;
  const status = result.response.status;
  throw new ApiError(status, status === 404 ? t.notFound : errorMessage(result.error, t.fetchError), result.error);
}

export const paymentStatusQuery = (reference: PaymentReference) =>
  queryOptions({
    queryKey: paymentKeys.status(reference.provider, reference.transactionId, reference.token),
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
