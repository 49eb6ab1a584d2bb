import type { CheckoutAnswer, PaymentGateway } from '../api/init-payment';

const PENDING_PAYMENT = 'pending_payment';
const PURCHASE_CONTEXT = 'purchase_context';

/** The payment the browser left for (the spec's `pending_payment`). */
export interface PendingPayment {
  transaction_id: string;
  participant_id: number;
  pack_id: number;
  amount: number;
  timestamp: number;
  payment_method: PaymentGateway;
}

/** What was being bought, to find the way back to the vote page (the spec's `purchase_context`). */
export interface PurchaseContext {
  participantId: number;
  contestId: number;
  participantName: string;
  packName: string;
  gateway: PaymentGateway;
  currency: string;
  transactionId: string;
  timestamp: number;
}

function read<T>(key: string): T | null {
  try {
    const value = localStorage.getItem(key);
    return value ? (JSON.parse(value) as T) : null;
  } catch {
    return null;
  }
}

/** Keeps the purchase before the browser goes to the provider's page. */
export function rememberPurchase(
  checkout: CheckoutAnswer,
  purchase: {
    gateway: PaymentGateway;
    participantId: number;
    contestId: number;
    participantName: string;
    packId: number;
    packName: string;
  },
): void {
  const timestamp = Date.now();
  const pending: PendingPayment = {
    transaction_id: checkout.transaction_id,
    participant_id: purchase.participantId,
    pack_id: purchase.packId,
    amount: checkout.amount,
    timestamp,
    payment_method: purchase.gateway,
  };
  const context: PurchaseContext = {
    participantId: purchase.participantId,
    contestId: purchase.contestId,
    participantName: purchase.participantName,
    packName: checkout.pack_name || purchase.packName,
    gateway: purchase.gateway,
    currency: checkout.currency,
    transactionId: checkout.transaction_id,
    timestamp,
  };
  localStorage.setItem(PENDING_PAYMENT, JSON.stringify(pending));
  localStorage.setItem(PURCHASE_CONTEXT, JSON.stringify(context));
}

export const readPendingPayment = () => read<PendingPayment>(PENDING_PAYMENT);
export const readPurchaseContext = () => read<PurchaseContext>(PURCHASE_CONTEXT);

/** Forgets the pending payment once its outcome is final. */
export function clearPendingPayment(transactionId: string): void {
  if (readPendingPayment()?.transaction_id === transactionId) localStorage.removeItem(PENDING_PAYMENT);
}
