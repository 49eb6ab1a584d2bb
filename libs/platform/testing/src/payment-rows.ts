import { randomBytes } from 'node:crypto';
import { type ColumnValues, insertSelect, type Queryable, runQuery } from './table-rows';

export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'expired' | 'flagged' | 'late';

/** A `payments` row; what is left out takes the value below, or the column's default. */
export interface PaymentRow {
  /** The table's sequence when omitted. */
  id?: number;
  /** CinetPay when omitted. */
  provider?: 'cinetpay' | 'paydunya' | 'intouch';
  /** A fresh `BS-TEST-…` reference when omitted. */
  transactionId?: string;
  providerToken?: string | null;
  /** Pending (as the checkout writes it) when omitted. */
  status?: PaymentStatus;
  providerStatus?: string;
  userId?: number | null;
  participantId: number;
  contestId: number;
  packId?: number | null;
  /** "Pack test" when omitted. */
  packName?: string;
  /** `votes_count`: 25 when omitted. */
  votes?: number;
  /** 1000 when omitted. */
  amount?: number;
  /** XOF when omitted. */
  currency?: 'XOF' | 'XAF';
  siteId?: string;
  checkoutUrl?: string | null;
  flagReason?: string | null;
  checkCount?: number;
  lastCheckedAt?: Date | string | null;
  completedAt?: Date | string | null;
  createdAt?: Date | string;
  updatedAt?: Date | string;
  refundReference?: string | null;
  refundedAt?: Date | string | null;
  refundedBy?: number | null;
  channel?: 'web' | 'ussd' | 'sms';
}

export function paymentColumns(row: PaymentRow): ColumnValues {
  return {
    id: row.id,
    provider: row.provider ?? 'cinetpay',
    transaction_id: row.transactionId ?? `BS-TEST-${randomBytes(6).toString('hex').toUpperCase()}`,
    provider_token: row.providerToken,
    status: row.status ?? 'pending',
    provider_status: row.providerStatus,
    user_id: row.userId,
    participant_id: row.participantId,
    contest_id: row.contestId,
    pack_id: row.packId,
    pack_name: row.packName ?? 'Pack test',
    votes_count: row.votes ?? 25,
    amount: row.amount ?? 1000,
    currency: row.currency ?? 'XOF',
    site_id: row.siteId,
    checkout_url: row.checkoutUrl,
    flag_reason: row.flagReason,
    check_count: row.checkCount,
    last_checked_at: row.lastCheckedAt,
    completed_at: row.completedAt,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    refund_reference: row.refundReference,
    refunded_at: row.refundedAt,
    refunded_by: row.refundedBy,
    channel: row.channel,
  };
}

/** Inserts a payment straight into its table, as the checkout and the settlement would have left it; its id. */
export async function paymentRow(db: Queryable, row: PaymentRow): Promise<number> {
  const records = [paymentColumns(row)];
  const [{ id }] = await runQuery<{ id: string }>(db, `${insertSelect('payments', records, 1)} RETURNING id`, [
    JSON.stringify(records),
  ]);
  return Number(id);
}
