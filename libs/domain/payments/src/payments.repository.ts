import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { VoteChannel } from '@app/ledger';
import { DataSource, type EntityManager } from 'typeorm';
import { storedPayload } from './gateways/inbound-payload';
import type { Currency, PaymentStatus } from './payment.types';
import { PAYMENT_PROVIDERS, type PaymentProvider } from './providers/payment-providers';

const COLUMNS = `id::int AS id, provider, transaction_id, provider_token, status, provider_status, user_id,
  participant_id, contest_id, pack_id, pack_name, votes_count, amount, currency, site_id, checkout_url,
  flag_reason, check_count, last_checked_at, completed_at, created_at, refund_reference, refunded_at, refunded_by,
  channel`;

interface Row {
  id: number;
  provider: PaymentProvider;
  transaction_id: string;
  provider_token: string | null;
  status: PaymentStatus;
  provider_status: string;
  user_id: number | null;
  participant_id: number;
  contest_id: number;
  pack_id: number | null;
  pack_name: string;
  votes_count: number;
  amount: number;
  currency: Currency;
  site_id: string;
  checkout_url: string | null;
  flag_reason: string | null;
  check_count: number;
  last_checked_at: Date | null;
  completed_at: Date | null;
  created_at: Date;
  refund_reference: string | null;
  refunded_at: Date | null;
  refunded_by: number | null;
  channel: VoteChannel;
}

/** A payments row as read from the database. */
export interface PaymentRow {
  id: number;
  provider: PaymentProvider;
  transactionId: string;
  providerToken: string | null;
  status: PaymentStatus;
  providerStatus: string;
  userId: number | null;
  participantId: number;
  contestId: number;
  packId: number | null;
  packName: string;
  votesCount: number;
  amount: number;
  currency: Currency;
  siteId: string;
  checkoutUrl: string | null;
  flagReason: string | null;
  checkCount: number;
  lastCheckedAt: Date | null;
  completedAt: Date | null;
  createdAt: Date;
  /** A `late` payment's refund, once an administrator recorded it: the provider's reference, when, who. */
  refundReference: string | null;
  refundedAt: Date | null;
  refundedBy: number | null;
  /** What the payment was made through: the site's checkout (`web`), or a USSD session's mobile-money push. */
  channel: VoteChannel;
}

function toPayment(row: Row): PaymentRow {
  return {
    id: row.id,
    provider: row.provider,
    transactionId: row.transaction_id,
    providerToken: row.provider_token,
    status: row.status,
    providerStatus: row.provider_status,
    userId: row.user_id,
    participantId: row.participant_id,
    contestId: row.contest_id,
    packId: row.pack_id,
    packName: row.pack_name,
    votesCount: row.votes_count,
    amount: row.amount,
    currency: row.currency,
    siteId: row.site_id,
    checkoutUrl: row.checkout_url,
    flagReason: row.flag_reason,
    checkCount: row.check_count,
    lastCheckedAt: row.last_checked_at,
    completedAt: row.completed_at,
    createdAt: row.created_at,
    refundReference: row.refund_reference,
    refundedAt: row.refunded_at,
    refundedBy: row.refunded_by,
    channel: row.channel,
  };
}

export interface NewPayment {
  provider: PaymentProvider;
  transactionId: string;
  userId: number;
  participantId: number;
  contestId: number;
  packId: number;
  packName: string;
  votesCount: number;
  amount: number;
  currency: Currency;
  siteId: string;
  channel: VoteChannel;
}

/**
 * A payment as it stood after its provider's check, with its dates (the demonstration's payments): checked
 * once, at `completedAt`, its provider's answer `providerStatus`.
 */
export interface ConcludedPayment {
  provider: PaymentProvider;
  transactionId: string;
  providerToken: string;
  status: PaymentStatus;
  providerStatus: string;
  userId: number;
  participantId: number;
  contestId: number;
  packId: number;
  packName: string;
  votesCount: number;
  amount: number;
  currency: Currency;
  siteId: string;
  flagReason: string | null;
  createdAt: Date;
  completedAt: Date;
}

/** The columns that change after creation. */
export interface PaymentChanges {
  provider_token?: string | null;
  checkout_url?: string | null;
  status?: PaymentStatus;
  provider_status?: string;
  flag_reason?: string | null;
  last_checked_at?: Date;
  completed_at?: Date | null;
  refund_reference?: string;
  refunded_at?: Date;
  refunded_by?: number;
}

export type EventSource = 'init' | 'notification' | 'return' | 'check' | 'expiry' | 'admin' | 'refund';

export interface NewPaymentEvent {
  paymentId: number | null;
  provider: PaymentProvider;
  source: EventSource;
  reference: string;
  verdict: string;
  detail?: string;
  payload: unknown;
  /** Now, unless given (the demonstration's past events). */
  createdAt?: Date;
}

export interface PaymentsOverview {
  byStatus: { pending: number; succeeded: number; flagged: number; failed: number };
  /** Francs CFA from succeeded payments: XOF (West Africa) and XAF (Central Africa) are at par. */
  revenue: { total: number; xof: number; xaf: number };
  packs: number;
}

/** A day's revenue from succeeded payments, in all and per provider (FCFA). */
export interface DailyRevenueRow {
  date: string;
  revenue: number;
  count: number;
  by_provider: Record<PaymentProvider, number>;
}

/** Days covered by the daily revenue series, today included. */
export const DAILY_DAYS = 30;

/** Reads and writes of `payments` and `payment_events`; status changes go through PaymentSettlement. */
@Injectable()
export class PaymentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Payments by status, revenue from succeeded ones (per currency), and the packs on sale. */
  async overview(): Promise<PaymentsOverview> {
    const [row]: Record<string, string>[] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE status = 'pending') AS pending,
              count(*) FILTER (WHERE status = 'succeeded') AS succeeded,
              count(*) FILTER (WHERE status = 'flagged') AS flagged,
              count(*) FILTER (WHERE status IN ('failed', 'cancelled', 'expired')) AS failed,
              coalesce(sum(amount) FILTER (WHERE status = 'succeeded' AND currency = 'XOF'), 0) AS xof,
              coalesce(sum(amount) FILTER (WHERE status = 'succeeded' AND currency = 'XAF'), 0) AS xaf,
              (SELECT count(*) FROM vote_packs WHERE deleted_at IS NULL) AS packs
         FROM payments`,
    );
    const count = (key: string) => Number(row[key]);
    return {
      byStatus: {
        pending: count('pending'),
        succeeded: count('succeeded'),
        flagged: count('flagged'),
        failed: count('failed'),
      },
      revenue: { total: count('xof') + count('xaf'), xof: count('xof'), xaf: count('xaf') },
      packs: count('packs'),
    };
  }

  /**
   * Revenue per day over the last DAILY_DAYS days, days without a sale included, of one contest or
   * of all. A payment's revenue falls on the day it succeeded (its completion, in Africa/Abidjan = UTC).
   */
  async dailyRevenue(contestId: number | undefined): Promise<DailyRevenueRow[]> {
    const perProvider = PAYMENT_PROVIDERS.map(
      (provider, index) => `coalesce(sum(p.amount) FILTER (WHERE p.provider = $${index + 3}), 0) AS "${provider}"`,
    ).join(', ');
    const rows: Record<string, string>[] = await this.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS date, coalesce(sum(p.amount), 0) AS revenue, count(p.id) AS count, ${perProvider}
       FROM generate_series(
         (now() AT TIME ZONE 'Africa/Abidjan')::date - ($2::int - 1),
         (now() AT TIME ZONE 'Africa/Abidjan')::date,
         interval '1 day'
       ) AS day
       LEFT JOIN payments p ON p.status = 'succeeded' AND ($1::int IS NULL OR p.contest_id = $1)
         AND coalesce(p.completed_at, p.created_at) >= day AT TIME ZONE 'Africa/Abidjan'
         AND coalesce(p.completed_at, p.created_at) < (day + interval '1 day') AT TIME ZONE 'Africa/Abidjan'
       GROUP BY day ORDER BY day`,
      [contestId ?? null, DAILY_DAYS, ...PAYMENT_PROVIDERS],
    );
    return rows.map((row) => ({
      date: row.date,
      revenue: Number(row.revenue),
      count: Number(row.count),
      by_provider: Object.fromEntries(PAYMENT_PROVIDERS.map((provider) => [provider, Number(row[provider])])) as Record<
        PaymentProvider,
        number
      >,
    }));
  }

  async create(payment: NewPayment): Promise<PaymentRow> {
    const rows: Row[] = await this.dataSource.query(
      `INSERT INTO payments (provider, transaction_id, user_id, participant_id, contest_id, pack_id, pack_name,
         votes_count, amount, currency, site_id, channel)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${COLUMNS}`,
      [
        payment.provider,
        payment.transactionId,
        payment.userId,
        payment.participantId,
        payment.contestId,
        payment.packId,
        payment.packName,
        payment.votesCount,
        payment.amount,
        payment.currency,
        payment.siteId,
        payment.channel,
      ],
    );
    return toPayment(rows[0]);
  }

  /** Writes the payment inside `manager`; its id, or null when its transaction id is taken. */
  async insertConcluded(manager: EntityManager, payment: ConcludedPayment): Promise<number | null> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO payments (provider, transaction_id, provider_token, status, provider_status, user_id, participant_id,
         contest_id, pack_id, pack_name, votes_count, amount, currency, site_id, check_count, last_checked_at,
         completed_at, created_at, updated_at, flag_reason)
       VALUES ($1, $2, $3, $16, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 1, $14, $14, $15, $14, $17)
       ON CONFLICT (transaction_id) DO NOTHING RETURNING id`,
      [
        payment.provider,
        payment.transactionId,
        payment.providerToken,
        payment.providerStatus,
        payment.userId,
        payment.participantId,
        payment.contestId,
        payment.packId,
        payment.packName,
        payment.votesCount,
        payment.amount,
        payment.currency,
        payment.siteId,
        payment.completedAt,
        payment.createdAt,
        payment.status,
        payment.flagReason,
      ],
    );
    return rows[0] ? Number(rows[0].id) : null;
  }

  async findById(
    id: number,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<PaymentRow | null> {
    const rows: Row[] = await manager.query(
      `SELECT ${COLUMNS} FROM payments WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0] ? toPayment(rows[0]) : null;
  }

  /** Each payment's reference (transaction id), for the vote statements. */
  async references(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows: { id: number; transaction_id: string }[] = await this.dataSource.query(
      'SELECT id::int, transaction_id FROM payments WHERE id = ANY($1::bigint[])',
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row.transaction_id]));
  }

  async findByTransactionId(transactionId: string): Promise<PaymentRow | null> {
    const rows: Row[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM payments WHERE transaction_id = $1`, [
      transactionId,
    ]);
    return rows[0] ? toPayment(rows[0]) : null;
  }

  async findByProviderToken(provider: PaymentProvider, token: string): Promise<PaymentRow | null> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM payments WHERE provider = $1 AND provider_token = $2`,
      [provider, token],
    );
    return rows[0] ? toPayment(rows[0]) : null;
  }

  /**
   * A payment by our transaction id or by any provider's token: both are unguessable. Two lookups,
   * each on its unique index (the token's leads with the provider), since result pages poll this.
   */
  /** A payer's payments, newest first. */
  async ofPayer(userId: number, offset: number, limit: number): Promise<{ rows: PaymentRow[]; count: number }> {
    const rows: (Row & { total: number })[] = await this.dataSource.query(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM payments WHERE user_id = $1
        ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT $3`,
      [userId, offset, limit],
    );
    const count = rows[0]?.total ?? (offset > 0 ? await this.countOfPayer(userId) : 0);
    return { rows: rows.map(toPayment), count };
  }

  private async countOfPayer(userId: number): Promise<number> {
    const [row]: { count: number }[] = await this.dataSource.query(
      'SELECT count(*)::int AS count FROM payments WHERE user_id = $1',
      [userId],
    );
    return row.count;
  }

  async findByReference(reference: string): Promise<PaymentRow | null> {
    const rows: Row[] = await this.dataSource.query(
      `(SELECT ${COLUMNS} FROM payments WHERE transaction_id = $1)
       UNION ALL
       (SELECT ${COLUMNS} FROM payments WHERE provider = ANY($2::varchar[]) AND provider_token = $1)
       LIMIT 1`,
      [reference, PAYMENT_PROVIDERS],
    );
    return rows[0] ? toPayment(rows[0]) : null;
  }

  /** What the provider gave a new payment: its own id, and the checkout's address (none for a payment pushed to the phone). */
  async attachProvider(id: number, providerToken: string | null, checkoutUrl: string | null): Promise<PaymentRow> {
    return this.update(this.dataSource.manager, id, { provider_token: providerToken, checkout_url: checkoutUrl });
  }

  /** Sets columns of one payment (touching updated_at) and returns the row. */
  async update(manager: EntityManager, id: number, changes: PaymentChanges): Promise<PaymentRow> {
    const columns = Object.keys(changes) as (keyof PaymentChanges)[];
    const assignments = columns.map((column, index) => `${column} = $${index + 2}`);
    const [rows] = await manager.query<[Row[], number]>(
      `UPDATE payments SET ${[...assignments, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, ...columns.map((column) => changes[column])],
    );
    return toPayment(rows[0]);
  }

  /** Records the provider's own id when it first becomes known (InTouch sends it with its callback). */
  async rememberProviderToken(id: number, providerToken: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE payments SET provider_token = $2, updated_at = now()
       WHERE id = $1 AND provider_token IS NULL
         AND NOT EXISTS (SELECT 1 FROM payments other WHERE other.provider = payments.provider AND other.provider_token = $2)`,
      [id, providerToken],
    );
  }

  /** Counts one more provider check of a payment that stays as it is. */
  async noteCheck(manager: EntityManager, id: number, providerStatus: string | null): Promise<void> {
    await manager.query(
      `UPDATE payments SET check_count = check_count + 1, last_checked_at = now(),
         provider_status = COALESCE($2, provider_status), updated_at = now()
       WHERE id = $1`,
      [id, providerStatus],
    );
  }

  async recordEvent(event: NewPaymentEvent, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(
      `INSERT INTO payment_events (payment_id, provider, source, reference, verdict, detail, payload, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, coalesce($8::timestamptz, now()))`,
      [
        event.paymentId,
        event.provider,
        event.source,
        event.reference.slice(0, 128),
        event.verdict,
        event.detail ?? '',
        storedPayload(event.payload),
        event.createdAt ?? null,
      ],
    );
  }

  /** Whether a provider's notification with this reference got this verdict. */
  async hasNotification(reference: string, verdict: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM payment_events WHERE source = 'notification' AND reference = $1 AND verdict = $2 LIMIT 1`,
      [reference, verdict],
    );
    return rows.length > 0;
  }

  /** How many payments are pending, and the age in seconds of the oldest (0 without any). */
  async pendingSummary(): Promise<{ count: number; oldestSeconds: number }> {
    const [row]: { count: number; oldest: number | null }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count, extract(epoch FROM now() - min(created_at))::float8 AS oldest
       FROM payments WHERE status = 'pending'`,
    );
    return { count: row.count, oldestSeconds: row.oldest ?? 0 };
  }

  /**
   * Pending payments whose next check is due: the older a payment, the more spaced its checks
   * (age / 12, between one and fifteen minutes).
   */
  async duePending(olderThanSeconds: number, limit: number): Promise<number[]> {
    const rows: { id: number }[] = await this.dataSource.query(
      `SELECT id::int AS id FROM payments
       WHERE status = 'pending' AND created_at < now() - make_interval(secs => $1)
         AND (last_checked_at IS NULL OR last_checked_at < now() - LEAST(interval '15 minutes',
              GREATEST(interval '1 minute', (now() - created_at) / 12)))
       ORDER BY created_at LIMIT $2`,
      [olderThanSeconds, limit],
    );
    return rows.map((row) => row.id);
  }
}
