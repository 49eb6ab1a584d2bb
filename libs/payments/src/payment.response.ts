import { MESSAGES } from '@app/common';
import type { ImageUrls } from '@app/media';
import type { PaymentRow } from './payment.types';

export interface PaymentParticipant {
  id: number;
  name: string;
  photo: string | null;
  photo_urls: ImageUrls | null;
}

/**
 * What the payment result pages show, in one shape for every lookup (status by transaction id,
 * by invoice token, details, status by id): participant, pack, amount, status and its French label.
 */
export interface PaymentSummary {
  id: number;
  transaction_id: string;
  provider: PaymentRow['provider'];
  status: PaymentRow['status'];
  status_label: string;
  raw_status: string;
  success: boolean;
  exists: true;
  participant: PaymentParticipant;
  participant_id: number;
  participant_name: string;
  participant_photo: string | null;
  contest_id: number;
  pack: { id: number | null; name: string; votes_count: number };
  pack_id: number | null;
  pack_name: string;
  votes_purchased: number;
  votes_expected: number;
  amount: number;
  amount_paid: number;
  currency: PaymentRow['currency'];
  message: string;
  error: string | null;
  created_at: string;
  completed_at: string | null;
}

export function toPaymentSummary(payment: PaymentRow, participant: PaymentParticipant): PaymentSummary {
  const label = MESSAGES.payments.statuses[payment.status];
  const success = payment.status === 'succeeded';
  const ended = ['failed', 'cancelled', 'expired'].includes(payment.status);
  return {
    id: payment.id,
    transaction_id: payment.transactionId,
    provider: payment.provider,
    status: payment.status,
    status_label: label,
    raw_status: payment.providerStatus,
    success,
    exists: true,
    participant,
    participant_id: participant.id,
    participant_name: participant.name,
    participant_photo: participant.photo,
    contest_id: payment.contestId,
    pack: { id: payment.packId, name: payment.packName, votes_count: payment.votesCount },
    pack_id: payment.packId,
    pack_name: payment.packName,
    votes_purchased: payment.votesCount,
    votes_expected: payment.votesCount,
    amount: payment.amount,
    amount_paid: success ? payment.amount : 0,
    currency: payment.currency,
    message: label,
    error: ended ? label : null,
    created_at: payment.createdAt.toISOString(),
    completed_at: payment.completedAt?.toISOString() ?? null,
  };
}

/** The answer to a payment creation: where to send the browser, and how to follow the payment. */
export interface CheckoutAnswer {
  status: 'success';
  id: number;
  payment_id: number;
  transaction_id: string;
  provider: PaymentRow['provider'];
  token: string | null;
  payment_token: string | null;
  payment_url: string;
  checkout_url: string;
  invoice_url: string;
  amount: number;
  currency: PaymentRow['currency'];
  site_id: string;
  votes_count: number;
  pack_name: string;
}

export function toCheckoutAnswer(payment: PaymentRow): CheckoutAnswer {
  const url = payment.checkoutUrl ?? '';
  return {
    status: 'success',
    id: payment.id,
    payment_id: payment.id,
    transaction_id: payment.transactionId,
    provider: payment.provider,
    token: payment.providerToken,
    payment_token: payment.providerToken,
    payment_url: url,
    checkout_url: url,
    invoice_url: url,
    amount: payment.amount,
    currency: payment.currency,
    site_id: payment.siteId,
    votes_count: payment.votesCount,
    pack_name: payment.packName,
  };
}
