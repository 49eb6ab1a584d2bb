import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '@app/common';
import { maskPhone } from '@app/contracts';
import { PAYMENT_STATUSES, type PaymentStatus } from '../payment.types';
import type { SettlementOutcome } from '../payment-settlement.service';
import type { EventSource } from '../payments.repository';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../providers/payment-providers';
import { type AdminPaymentRecord, EVENT_SOURCES, type PaymentEventRecord } from './payments-admin.repository';

export class AdminPaymentParticipant {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

export class AdminPaymentContest {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
}

export class AdminPaymentUser {
  @ApiProperty() id!: number;
  @ApiProperty() email!: string;
}

export class AdminPaymentRefund {
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null : à rembourser' })
  refunded_at!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Référence du remboursement chez le fournisseur' })
  reference!: string | null;
}

export class AdminPaymentResponse {
  @ApiProperty() id!: number;
  @ApiProperty() transaction_id!: string;
  @ApiProperty({ enum: PAYMENT_PROVIDERS }) provider!: PaymentProvider;
  @ApiProperty({ type: String, nullable: true }) provider_token!: string | null;
  @ApiProperty({ enum: PAYMENT_STATUSES }) status!: PaymentStatus;
  @ApiProperty({ example: 'Paiement réussi' }) status_label!: string;
  @ApiProperty({ description: 'Statut tel que le fournisseur le donne' }) provider_status!: string;
  @ApiProperty({ description: 'En FCFA' }) amount!: number;
  @ApiProperty({ enum: ['XOF', 'XAF'] }) currency!: 'XOF' | 'XAF';
  @ApiProperty() votes_count!: number;
  @ApiProperty({ type: Number, nullable: true }) pack_id!: number | null;
  @ApiProperty() pack_name!: string;
  @ApiProperty({ type: AdminPaymentParticipant }) participant!: AdminPaymentParticipant;
  @ApiProperty({ type: AdminPaymentContest }) contest!: AdminPaymentContest;
  @ApiProperty({ type: AdminPaymentUser, nullable: true, description: 'null : compte supprimé' })
  user!: AdminPaymentUser | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '+225 •••••• 45 67',
    description: 'Numéro du payeur, masqué (le remboursement passe par le fournisseur)',
  })
  payer_phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) flag_reason!: string | null;
  @ApiProperty({
    type: AdminPaymentRefund,
    nullable: true,
    description: 'Paiement reçu après la clôture (statut late) : son remboursement ; null sinon',
  })
  refund!: AdminPaymentRefund | null;
  @ApiProperty() check_count!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_checked_at!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completed_at!: string | null;
}

export class PaymentEventResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: EVENT_SOURCES }) source!: EventSource;
  @ApiProperty({ example: 'credited' }) verdict!: string;
  @ApiProperty() detail!: string;
  @ApiProperty({ description: 'Identifiant de transaction ou jeton reçu' }) reference!: string;
  @ApiProperty({ type: Object, description: 'Message ou réponse du fournisseur, tel que reçu' }) payload!: unknown;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class AdminPaymentDetailResponse extends AdminPaymentResponse {
  @ApiProperty({ type: [PaymentEventResponse], description: 'Historique, du plus ancien au plus récent' })
  events!: PaymentEventResponse[];
}

export class InboundEventResponse extends PaymentEventResponse {
  @ApiProperty({ type: Number, nullable: true, description: 'null : aucune transaction connue ne correspond' })
  payment_id!: number | null;
  @ApiProperty({ type: String, nullable: true }) transaction_id!: string | null;
  @ApiProperty({ enum: PAYMENT_PROVIDERS }) provider!: PaymentProvider;
}

export class RecheckResponse {
  @ApiProperty() detail!: string;
  @ApiProperty({ enum: Object.keys(MESSAGES.paymentsAdmin.outcomes) })
  outcome!: SettlementOutcome;
  @ApiProperty({ type: AdminPaymentResponse }) payment!: AdminPaymentResponse;
}

export class ResolveResponse {
  @ApiProperty() detail!: string;
  @ApiProperty({ type: AdminPaymentResponse }) payment!: AdminPaymentResponse;
}

export class RevenueByCurrency {
  @ApiProperty() XOF!: number;
  @ApiProperty() XAF!: number;
}

export class ProviderRevenue {
  @ApiProperty({ enum: PAYMENT_PROVIDERS }) provider!: PaymentProvider;
  @ApiProperty() succeeded_count!: number;
  @ApiProperty() revenue!: number;
}

/** A day's revenue per provider: one property per registered provider. */
export class ProviderDayRevenue {}
for (const provider of PAYMENT_PROVIDERS) ApiProperty({ type: Number })(ProviderDayRevenue.prototype, provider);

export class DailyRevenue {
  @ApiProperty({ example: '2026-05-01' }) date!: string;
  @ApiProperty() revenue!: number;
  @ApiProperty() count!: number;
  @ApiProperty({ type: ProviderDayRevenue }) by_provider!: Record<PaymentProvider, number>;
}

export class PaymentStatsResponse {
  @ApiProperty({ description: 'Paiements réussis uniquement, en FCFA (XOF et XAF ont la même valeur)' })
  revenue_total!: number;
  @ApiProperty({ type: RevenueByCurrency }) revenue_by_currency!: RevenueByCurrency;
  @ApiProperty() succeeded_count!: number;
  @ApiProperty() pending_count!: number;
  @ApiProperty({ description: 'Échoués, annulés et expirés' }) failed_count!: number;
  @ApiProperty() flagged_count!: number;
  @ApiProperty({ description: 'Votes des paiements réussis' }) votes_sold!: number;
  @ApiProperty({ type: [ProviderRevenue] }) by_provider!: ProviderRevenue[];
  @ApiProperty({ type: [DailyRevenue], description: '30 derniers jours, aujourd’hui compris, jours sans vente inclus' })
  daily!: DailyRevenue[];
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** What an administrator reads of a payment's participant, contest and payer, from their owners. */
export interface AdminPaymentNames {
  participantName: string;
  contestTitle: string;
  /** null once the payer's account is gone. */
  userEmail: string | null;
  userPhone: string | null;
}

export function toAdminPaymentResponse(record: AdminPaymentRecord, names: AdminPaymentNames): AdminPaymentResponse {
  return {
    id: record.id,
    transaction_id: record.transaction_id,
    provider: record.provider,
    provider_token: record.provider_token,
    status: record.status,
    status_label: MESSAGES.payments.statuses[record.status],
    provider_status: record.provider_status,
    amount: record.amount,
    currency: record.currency,
    votes_count: record.votes_count,
    pack_id: record.pack_id,
    pack_name: record.pack_name,
    participant: { id: record.participant_id, name: names.participantName },
    contest: { id: record.contest_id, title: names.contestTitle },
    user: record.user_id !== null && names.userEmail !== null ? { id: record.user_id, email: names.userEmail } : null,
    payer_phone: maskPhone(names.userPhone),
    flag_reason: record.flag_reason,
    refund:
      record.status === 'late' ? { refunded_at: iso(record.refunded_at), reference: record.refund_reference } : null,
    check_count: record.check_count,
    last_checked_at: iso(record.last_checked_at),
    created_at: record.created_at.toISOString(),
    completed_at: iso(record.completed_at),
  };
}

export function toPaymentEventResponse(record: PaymentEventRecord): PaymentEventResponse {
  return {
    id: record.id,
    source: record.source,
    verdict: record.verdict,
    detail: record.detail,
    reference: record.reference,
    payload: record.payload,
    created_at: record.created_at.toISOString(),
  };
}

export function toInboundEventResponse(record: PaymentEventRecord): InboundEventResponse {
  return {
    ...toPaymentEventResponse(record),
    payment_id: record.payment_id,
    transaction_id: record.transaction_id,
    provider: record.provider,
  };
}
