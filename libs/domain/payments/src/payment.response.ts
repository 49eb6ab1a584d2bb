import { ApiProperty } from '@nestjs/swagger';
import { longFrenchDate, MESSAGES } from '@app/common';
import { VoteReceiptResponse } from '@app/transparency';
import { type Currency, PAYMENT_STATUSES, type PaymentStatus } from './payment.types';
import type { PaymentRow } from './payments.repository';
import { PAYMENT_PROVIDERS, type PaymentProvider } from './providers/payment-providers';

const CURRENCIES: Currency[] = ['XOF', 'XAF'];

export class PaymentPhotoUrls {
  @ApiProperty({ description: '160 px' }) thumbnail!: string;
  @ApiProperty({ description: '480 px' }) card!: string;
  @ApiProperty({ description: '1280 px' }) full!: string;
}

export class PaymentParticipant {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'Nom du bébé' }) name!: string;
  @ApiProperty({ type: String, nullable: true, description: 'URL de la photo au format carte (480 px)' })
  photo!: string | null;
  @ApiProperty({ type: PaymentPhotoUrls, nullable: true }) photo_urls!: PaymentPhotoUrls | null;
}

export class PaymentPack {
  @ApiProperty({ type: Number, nullable: true }) id!: number | null;
  @ApiProperty() name!: string;
  @ApiProperty() votes_count!: number;
}

/** A payment received after its contest's end is never credited: it is refunded. */
export class PaymentRefund {
  @ApiProperty({ enum: ['to_refund', 'refunded'], description: 'À rembourser, ou remboursé' })
  status!: 'to_refund' | 'refunded';
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) refunded_at!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Référence du remboursement chez le fournisseur' })
  reference!: string | null;
}

export function toPaymentRefund(payment: PaymentRow): PaymentRefund | null {
  if (payment.status !== 'late') return null;
  return {
    status: payment.refundedAt ? 'refunded' : 'to_refund',
    refunded_at: payment.refundedAt?.toISOString() ?? null,
    reference: payment.refundReference,
  };
}

/**
 * What the payment result pages show, in one shape for every lookup (status by transaction id,
 * by invoice token, details, status by id): participant, pack, amount, status and its French label.
 */
export class PaymentSummaryResponse {
  @ApiProperty() id!: number;
  @ApiProperty() transaction_id!: string;
  @ApiProperty({ enum: PAYMENT_PROVIDERS }) provider!: PaymentProvider;
  @ApiProperty({ enum: PAYMENT_STATUSES }) status!: PaymentStatus;
  @ApiProperty({ example: 'Paiement réussi' }) status_label!: string;
  @ApiProperty({ description: 'Statut tel que le fournisseur le donne' }) raw_status!: string;
  @ApiProperty({ description: 'true : votes crédités' }) success!: boolean;
  @ApiProperty({ type: Boolean, description: 'Toujours true (un paiement inconnu répond 404)' }) exists!: true;
  @ApiProperty({ type: PaymentParticipant }) participant!: PaymentParticipant;
  @ApiProperty() participant_id!: number;
  @ApiProperty() participant_name!: string;
  @ApiProperty({ type: String, nullable: true }) participant_photo!: string | null;
  @ApiProperty() contest_id!: number;
  @ApiProperty({ type: PaymentPack }) pack!: PaymentPack;
  @ApiProperty({ type: Number, nullable: true }) pack_id!: number | null;
  @ApiProperty() pack_name!: string;
  @ApiProperty() votes_purchased!: number;
  @ApiProperty() votes_expected!: number;
  @ApiProperty({ description: 'En FCFA' }) amount!: number;
  @ApiProperty({
    description:
      'Montant reçu : 0 tant que le paiement n’a pas abouti (un paiement reçu après la clôture est à rembourser)',
  })
  amount_paid!: number;
  @ApiProperty({ enum: CURRENCIES }) currency!: Currency;
  @ApiProperty({ description: 'Le libellé du statut, ou ce qu’il advient d’un paiement reçu après la clôture' })
  message!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Le libellé du statut quand le paiement est échoué, annulé ou expiré',
  })
  error!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completed_at!: string | null;

  @ApiProperty({
    type: VoteReceiptResponse,
    nullable: true,
    description: 'Reçu des votes crédités (à vérifier sur /verifier) ; null tant que le paiement n’a pas réussi',
  })
  receipt!: VoteReceiptResponse | null;

  @ApiProperty({
    type: PaymentRefund,
    nullable: true,
    description: 'Paiement reçu après la clôture du concours (statut late) : son remboursement ; null sinon',
  })
  refund!: PaymentRefund | null;
}

export function toPaymentSummary(
  payment: PaymentRow,
  participant: PaymentParticipant,
  receipt: VoteReceiptResponse | null = null,
): PaymentSummaryResponse {
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
    amount_paid: success || payment.status === 'late' ? payment.amount : 0,
    currency: payment.currency,
    message: lateMessage(payment) ?? label,
    error: ended ? label : null,
    created_at: payment.createdAt.toISOString(),
    completed_at: payment.completedAt?.toISOString() ?? null,
    receipt,
    refund: toPaymentRefund(payment),
  };
}

function lateMessage(payment: PaymentRow): string | null {
  if (payment.status !== 'late') return null;
  if (!payment.refundedAt || !payment.refundReference) return MESSAGES.payments.lateMessage;
  return MESSAGES.payments.refundedMessage(longFrenchDate(payment.refundedAt), payment.refundReference);
}

/** The answer to a payment creation: where to send the browser, and how to follow the payment. */
export class PaymentCheckoutResponse {
  @ApiProperty({ enum: ['success'] }) status!: 'success';
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'Même valeur que id' }) payment_id!: number;
  @ApiProperty() transaction_id!: string;
  @ApiProperty({ enum: PAYMENT_PROVIDERS }) provider!: PaymentProvider;
  @ApiProperty({ type: String, nullable: true, description: 'Jeton du fournisseur (facture PayDunya…)' })
  token!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Même valeur que token' }) payment_token!: string | null;
  @ApiProperty({ description: 'La page de paiement où envoyer le navigateur' }) payment_url!: string;
  @ApiProperty({ description: 'Même valeur que payment_url' }) checkout_url!: string;
  @ApiProperty({ description: 'Même valeur que payment_url' }) invoice_url!: string;
  @ApiProperty({ description: 'En FCFA, calculé par le serveur à partir du pack' }) amount!: number;
  @ApiProperty({ enum: CURRENCIES }) currency!: Currency;
  @ApiProperty({ description: 'Site marchand du fournisseur (vide quand il n’en a pas)' }) site_id!: string;
  @ApiProperty() votes_count!: number;
  @ApiProperty() pack_name!: string;
}

export function toCheckoutResponse(payment: PaymentRow): PaymentCheckoutResponse {
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
