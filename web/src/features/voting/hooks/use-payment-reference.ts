import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '@/lib/hydrated';
import type { PaymentReference } from '../api/get-payment-status';
import type { PaymentGateway } from '../api/init-payment';
import { readPendingPayment } from './payment-context';

const GATEWAYS: readonly string[] = ['cinetpay', 'paydunya', 'intouch'];

/** The query parameters of a result page's address that name its payment (the server's render reads them too). */
export const PAYMENT_REFERENCE_QUERY = ['provider', 'transaction_id', 'token', 'currency'] as const;

/** The payment a result page's address names, or null when it names none. */
export function paymentReferenceIn(params: URLSearchParams): (PaymentReference & { query: string }) | null {
  const provider = params.get('provider');
  const transactionId = params.get('transaction_id');
  const token = params.get('token');
  if (!transactionId && !token) return null;
  return {
    provider: provider && GATEWAYS.includes(provider) ? (provider as PaymentGateway) : null,
    transactionId,
    token,
    query: params.toString(),
  };
}

/**
 * The payment the result page is about: from its address, else the payment this browser left for
 * (kept in its storage, so read once the page is the browser's).
 */
export function usePaymentReference(): PaymentReference & { query: string } {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const named = paymentReferenceIn(params);
  if (named) return named;
  const pending = hydrated ? readPendingPayment() : null;
  if (!pending) return { provider: null, transactionId: null, token: null, query: '' };
  const query = new URLSearchParams({ provider: pending.payment_method, transaction_id: pending.transaction_id });
  return {
    provider: pending.payment_method,
    transactionId: pending.transaction_id,
    token: null,
    query: query.toString(),
  };
}
