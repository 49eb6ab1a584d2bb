import { HttpStatus, Injectable } from '@nestjs/common';
import { AppError, dateRange, MESSAGES, type Page, resolvePage, toPage } from '@app/common';
import { ParticipantDirectory } from '@app/entries';
import { type AuthContext, UserDirectory } from '@app/identity';
import { ProviderUnavailableError } from '../gateways/provider-http';
import { PaymentSettlement } from '../payment-settlement.service';
import { PaymentsRepository } from '../payments.repository';
import { PaymentGateways } from '../providers/payment-gateways';
import { PAYMENT_PROVIDERS } from '../providers/payment-providers';
import {
  type PaymentEventListQueryDto,
  type PaymentFilterDto,
  type PaymentListQueryDto,
  type PaymentStatsQueryDto,
} from './dto/payment-admin-query.dto';
import type { RefundPaymentDto, ResolvePaymentDto } from './dto/resolve-payment.dto';
import {
  type AdminPaymentDetailResponse,
  type AdminPaymentResponse,
  type InboundEventResponse,
  type PaymentStatsResponse,
  type RecheckResponse,
  type ResolveResponse,
  toAdminPaymentResponse,
  toInboundEventResponse,
  toPaymentEventResponse,
} from './payments-admin.response';
import { type AdminPaymentFilter, type AdminPaymentRecord, PaymentsAdminRepository } from './payments-admin.repository';

/**
 * Payments for administrators: follow them, see every provider exchange (forged or unknown
 * notifications included), ask a provider again, decide on flagged payments, revenue figures.
 * Status changes go through PaymentSettlement like everywhere else.
 */
@Injectable()
export class PaymentsAdminService {
  constructor(
    private readonly repository: PaymentsAdminRepository,
    private readonly payments: PaymentsRepository,
    private readonly settlement: PaymentSettlement,
    private readonly gateways: PaymentGateways,
    private readonly participants: ParticipantDirectory,
    private readonly users: UserDirectory,
  ) {}

  async list(query: PaymentListQueryDto, url: string): Promise<Page<AdminPaymentResponse>> {
    const { page, pageSize, offset } = resolvePage(query, 50);
    const { rows, count } = await this.repository.list(await this.filter(query), offset, pageSize);
    return toPage(await this.present(rows), count, page, pageSize, url);
  }

  async get(id: number): Promise<AdminPaymentDetailResponse> {
    const payment = await this.payment(id);
    const events = await this.repository.paymentEvents(id);
    return { ...payment, events: events.map(toPaymentEventResponse) };
  }

  /** Asks the provider now; the answer is applied as any other check would apply it. */
  async recheck(id: number): Promise<RecheckResponse> {
    const before = await this.payment(id);
    try {
      const { outcome } = await this.settlement.refresh(id, 'check');
      return { detail: MESSAGES.paymentsAdmin.outcomes[outcome], outcome, payment: await this.payment(id) };
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      throw new AppError(HttpStatus.BAD_GATEWAY, {
        detail: MESSAGES.payments.providerUnreachable(this.gateways.for(before.provider).label),
      });
    }
  }

  /** Credits or rejects a flagged payment; the settlement re-reads its status under a lock. */
  async resolve(auth: AuthContext, id: number, dto: ResolvePaymentDto): Promise<ResolveResponse> {
    await this.payment(id);
    const { outcome, payment } = await this.settlement.resolveFlagged(id, dto.decision, auth.userId, dto.reason);
    if (outcome === 'unchanged') throw AppError.badRequest(MESSAGES.paymentsAdmin.notFlagged);
    return {
      detail:
        outcome === 'credited' ? MESSAGES.paymentsAdmin.credited(payment.votesCount) : MESSAGES.paymentsAdmin.rejected,
      payment: await this.payment(id),
    };
  }

  /** Records the refund of a payment received after its contest's close. */
  async refund(auth: AuthContext, id: number, dto: RefundPaymentDto): Promise<ResolveResponse> {
    await this.payment(id);
    await this.settlement.markRefunded(id, auth.userId, dto.reference);
    return { detail: MESSAGES.paymentsAdmin.refunded, payment: await this.payment(id) };
  }

  async events(query: PaymentEventListQueryDto, url: string): Promise<Page<InboundEventResponse>> {
    const { page, pageSize, offset } = resolvePage(query, 50);
    const { rows, count } = await this.repository.listEvents(
      { verdict: query.verdict, provider: query.provider, source: query.source, unmatched: query.unmatched },
      offset,
      pageSize,
    );
    return toPage(rows.map(toInboundEventResponse), count, page, pageSize, url);
  }

  async stats(query: PaymentStatsQueryDto): Promise<PaymentStatsResponse> {
    const [{ totals, byProvider }, daily] = await Promise.all([
      this.repository.statistics(query.contest),
      this.payments.dailyRevenue(query.contest),
    ]);
    return {
      revenue_total: totals.revenueTotal,
      revenue_by_currency: { XOF: totals.revenueXof, XAF: totals.revenueXaf },
      succeeded_count: totals.succeeded,
      pending_count: totals.pending,
      failed_count: totals.failed,
      flagged_count: totals.flagged,
      votes_sold: totals.votesSold,
      by_provider: PAYMENT_PROVIDERS.map((provider) => {
        const row = byProvider.find((line) => line.provider === provider);
        return { provider, succeeded_count: row?.succeeded ?? 0, revenue: row?.revenue ?? 0 };
      }),
      daily,
    };
  }

  private async payment(id: number): Promise<AdminPaymentResponse> {
    const record = await this.repository.findPayment(id);
    if (!record) throw AppError.notFound(MESSAGES.payments.notFound);
    const [payment] = await this.present([record]);
    return payment;
  }

  /**
   * The payments with their participant's name, contest title and payer's e-mail, asked of their
   * owners. A payment's contest is its participant's (the checkout takes it from the participant).
   */
  private async present(records: AdminPaymentRecord[]): Promise<AdminPaymentResponse[]> {
    const userIds = records.flatMap((record) => (record.user_id === null ? [] : [record.user_id]));
    const [participants, users] = await Promise.all([
      this.participants.findMany([...new Set(records.map((record) => record.participant_id))]),
      this.users.findMany([...new Set(userIds)]),
    ]);
    return records.map((record) => {
      const participant = participants.get(record.participant_id);
      return toAdminPaymentResponse(record, {
        participantName: participant?.name ?? '',
        contestTitle: participant?.contestName ?? '',
        userEmail: record.user_id === null ? null : (users.get(record.user_id)?.email ?? null),
        userPhone: record.user_id === null ? null : (users.get(record.user_id)?.phone ?? null),
      });
    });
  }

  /**
   * The repository's filter, dates as a half-open range (see dateRange); a search term also names
   * the payers and participants their owners find by it.
   */
  private async filter(query: PaymentFilterDto): Promise<AdminPaymentFilter> {
    const { from, before } = dateRange(query.date_from, query.date_to);
    const term = query.search || undefined;
    const [userIds, participantIds] = term
      ? await Promise.all([this.users.idsWithEmailContaining(term), this.participants.idsNamed(term)])
      : [[], []];
    return {
      status: query.status,
      toRefund: query.to_refund,
      provider: query.provider,
      participantId: query.participant,
      contestId: query.contest,
      userId: query.user,
      search: term === undefined ? undefined : { term, userIds, participantIds },
      createdFrom: from,
      createdBefore: before,
    };
  }
}
