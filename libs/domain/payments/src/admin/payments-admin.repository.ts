import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Currency, PaymentStatus } from '../payment.types';
import type { EventSource } from '../payments.repository';
import type { PaymentProvider } from '../providers/payment-providers';

/** Where a recorded provider exchange came from (the `source` column's values). */
export const EVENT_SOURCES = [
  'init',
  'notification',
  'return',
  'check',
  'expiry',
  'admin',
  'refund',
] as const satisfies readonly EventSource[];

/** A payment as administrators follow it (the names they read come from their owners). */
export interface AdminPaymentRecord {
  id: number;
  transaction_id: string;
  provider: PaymentProvider;
  provider_token: string | null;
  status: PaymentStatus;
  provider_status: string;
  amount: number;
  currency: Currency;
  votes_count: number;
  pack_id: number | null;
  pack_name: string;
  participant_id: number;
  contest_id: number;
  user_id: number | null;
  flag_reason: string | null;
  check_count: number;
  last_checked_at: Date | null;
  created_at: Date;
  completed_at: Date | null;
  refund_reference: string | null;
  refunded_at: Date | null;
}

export interface PaymentEventRecord {
  id: number;
  payment_id: number | null;
  transaction_id: string | null;
  provider: PaymentProvider;
  source: EventSource;
  reference: string;
  verdict: string;
  detail: string;
  payload: unknown;
  created_at: Date;
}

export interface AdminPaymentFilter {
  status?: PaymentStatus;
  /** Received after the close and not refunded yet (true), or refunded (false). */
  toRefund?: boolean;
  provider?: PaymentProvider;
  participantId?: number;
  contestId?: number;
  userId?: number;
  /** created_at ≥ this instant. */
  createdFrom?: Date;
  /** created_at < this instant. */
  createdBefore?: Date;
  search?: PaymentSearch;
}

/**
 * A search term: found in the transaction id or the provider's token, or naming one of these payers
 * (by e-mail) or participants (by name), as their owners found them.
 */
export interface PaymentSearch {
  term: string;
  userIds: number[];
  participantIds: number[];
}

export interface PaymentEventFilter {
  verdict?: string;
  provider?: PaymentProvider;
  source?: EventSource;
  unmatched?: boolean;
}

export interface PaymentTotals {
  revenueTotal: number;
  revenueXof: number;
  revenueXaf: number;
  succeeded: number;
  pending: number;
  failed: number;
  flagged: number;
  votesSold: number;
}

export interface PaymentStatistics {
  totals: PaymentTotals;
  byProvider: { provider: PaymentProvider; succeeded: number; revenue: number }[];
}

/**
 * Case- and accent-insensitive comparison without the `unaccent` extension (not installed):
 * `translate()` maps accented letters to plain ones, then `lower()` folds the case. The search term
 * goes through the same expression.
 */
const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝŸýÿ';
const PLAIN = [...ACCENTED].map((letter) => letter.normalize('NFD').replace(/\p{M}/gu, '')).join('');
const fold = (expression: string) => `lower(translate(${expression}, '${ACCENTED}', '${PLAIN}'))`;

const PAYMENT_COLUMNS = `p.id::int AS id, p.transaction_id, p.provider, p.provider_token, p.status, p.provider_status,
  p.amount, p.currency, p.votes_count, p.pack_id, p.pack_name, p.participant_id, p.contest_id, p.user_id,
  p.flag_reason, p.check_count, p.last_checked_at, p.created_at, p.completed_at, p.refund_reference, p.refunded_at`;

const EVENT_COLUMNS = `e.id::int AS id, e.payment_id::int AS payment_id, p.transaction_id, e.provider, e.source,
  e.reference, e.verdict, e.detail, e.payload, e.created_at`;

/** Conditions joined by AND, with their positional parameters. */
class Where {
  private readonly conditions: string[] = [];
  readonly params: unknown[] = [];

  /** Adds `condition`, whose `?` stands for `value`'s placeholder. */
  add(condition: string, value: unknown): void {
    this.params.push(value);
    this.conditions.push(condition.replaceAll('?', `$${this.params.length}`));
  }

  addIf<T>(value: T | undefined, condition: string): void {
    if (value !== undefined) this.add(condition, value);
  }

  /** Adds the alternatives joined by OR, each `?` standing for its own value's placeholder. */
  addEither(alternatives: [condition: string, value: unknown][]): void {
    const conditions = alternatives.map(([condition, value]) => {
      this.params.push(value);
      return condition.replaceAll('?', `$${this.params.length}`);
    });
    this.conditions.push(`(${conditions.join(' OR ')})`);
  }

  get sql(): string {
    return this.conditions.length > 0 ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}

/** Every query of the payments administration: lists, one payment with its history, revenue figures. */
@Injectable()
export class PaymentsAdminRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Newest first. */
  async list(
    filter: AdminPaymentFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: AdminPaymentRecord[]; count: number }> {
    const where = this.paymentConditions(filter);
    const rows: AdminPaymentRecord[] = await this.dataSource.query(
      `SELECT ${PAYMENT_COLUMNS} FROM payments p ${where.sql}
       ORDER BY p.created_at DESC, p.id DESC
       OFFSET $${where.params.length + 1} LIMIT $${where.params.length + 2}`,
      [...where.params, offset, limit],
    );
    const [{ count }]: { count: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM payments p ${where.sql}`,
      where.params,
    );
    return { rows, count };
  }

  async findPayment(id: number): Promise<AdminPaymentRecord | null> {
    const rows: AdminPaymentRecord[] = await this.dataSource.query(
      `SELECT ${PAYMENT_COLUMNS} FROM payments p WHERE p.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Everything recorded about one payment, oldest first. */
  paymentEvents(paymentId: number): Promise<PaymentEventRecord[]> {
    return this.dataSource.query(
      `SELECT ${EVENT_COLUMNS} FROM payment_events e LEFT JOIN payments p ON p.id = e.payment_id
       WHERE e.payment_id = $1 ORDER BY e.id`,
      [paymentId],
    );
  }

  /** Every recorded provider exchange, newest first. */
  async listEvents(
    filter: PaymentEventFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: PaymentEventRecord[]; count: number }> {
    const where = new Where();
    where.addIf(filter.verdict, 'e.verdict = ?');
    where.addIf(filter.provider, 'e.provider = ?');
    where.addIf(filter.source, 'e.source = ?');
    where.addIf(filter.unmatched, '(e.payment_id IS NULL) = ?');
    const rows: PaymentEventRecord[] = await this.dataSource.query(
      `SELECT ${EVENT_COLUMNS} FROM payment_events e LEFT JOIN payments p ON p.id = e.payment_id ${where.sql}
       ORDER BY e.created_at DESC, e.id DESC
       OFFSET $${where.params.length + 1} LIMIT $${where.params.length + 2}`,
      [...where.params, offset, limit],
    );
    const [{ count }]: { count: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM payment_events e ${where.sql}`,
      where.params,
    );
    return { rows, count };
  }

  /** Counts by status, and revenue from succeeded payments only (in all, and per provider). */
  async statistics(contestId: number | undefined): Promise<PaymentStatistics> {
    const contest = contestId ?? null;
    const [totals]: Record<keyof PaymentTotals, string>[] = await this.dataSource.query(
      `SELECT coalesce(sum(amount) FILTER (WHERE status = 'succeeded'), 0) AS "revenueTotal",
              coalesce(sum(amount) FILTER (WHERE status = 'succeeded' AND currency = 'XOF'), 0) AS "revenueXof",
              coalesce(sum(amount) FILTER (WHERE status = 'succeeded' AND currency = 'XAF'), 0) AS "revenueXaf",
              count(*) FILTER (WHERE status = 'succeeded') AS succeeded,
              count(*) FILTER (WHERE status = 'pending') AS pending,
              count(*) FILTER (WHERE status IN ('failed', 'cancelled', 'expired')) AS failed,
              count(*) FILTER (WHERE status = 'flagged') AS flagged,
              coalesce(sum(votes_count) FILTER (WHERE status = 'succeeded'), 0) AS "votesSold"
       FROM payments WHERE $1::int IS NULL OR contest_id = $1`,
      [contest],
    );
    const byProvider: { provider: PaymentProvider; succeeded: string; revenue: string }[] = await this.dataSource.query(
      `SELECT provider, count(*) AS succeeded, sum(amount) AS revenue FROM payments
       WHERE status = 'succeeded' AND ($1::int IS NULL OR contest_id = $1)
       GROUP BY provider`,
      [contest],
    );
    return {
      totals: {
        revenueTotal: Number(totals.revenueTotal),
        revenueXof: Number(totals.revenueXof),
        revenueXaf: Number(totals.revenueXaf),
        succeeded: Number(totals.succeeded),
        pending: Number(totals.pending),
        failed: Number(totals.failed),
        flagged: Number(totals.flagged),
        votesSold: Number(totals.votesSold),
      },
      byProvider: byProvider.map((row) => ({
        provider: row.provider,
        succeeded: Number(row.succeeded),
        revenue: Number(row.revenue),
      })),
    };
  }

  private paymentConditions(filter: AdminPaymentFilter): Where {
    const where = new Where();
    where.addIf(filter.status, 'p.status = ?');
    where.addIf(filter.provider, 'p.provider = ?');
    where.addIf(filter.toRefund, "p.status = 'late' AND (p.refunded_at IS NULL) = ?");
    where.addIf(filter.participantId, 'p.participant_id = ?');
    where.addIf(filter.contestId, 'p.contest_id = ?');
    where.addIf(filter.userId, 'p.user_id = ?');
    where.addIf(filter.createdFrom, 'p.created_at >= ?');
    where.addIf(filter.createdBefore, 'p.created_at < ?');
    if (filter.search) {
      const { term, userIds, participantIds } = filter.search;
      const pattern = `%${term.replace(/[\\%_]/g, '\\$&')}%`;
      where.addEither([
        [`${fold('p.transaction_id')} LIKE ${fold('?')}`, pattern],
        [`${fold("coalesce(p.provider_token, '')")} LIKE ${fold('?')}`, pattern],
        ['p.user_id = ANY(?::int[])', userIds],
        ['p.participant_id = ANY(?::int[])', participantIds],
      ]);
    }
    return where;
  }
}
