import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail } from '@app/audit';
import { AppError, MESSAGES } from '@app/common';
import { ContestDirectory } from '@app/contests';
import { UserDirectory } from '@app/identity';
import { JobName, JobQueue } from '@app/jobs';
import { LedgerAppender } from '@app/ledger';
import { DataSource, type EntityManager } from 'typeorm';
import { PaymentMetrics } from './payment.metrics';
import { ProviderUnavailableError } from './gateways/provider-http';
import { FINAL_STATUSES, type ProviderVerdict } from './payment.types';
import { type EventSource, type PaymentChanges, type PaymentRow, PaymentsRepository } from './payments.repository';
import { PaymentGateways } from './providers/payment-gateways';
import { PushReceipts } from './push/push-receipts';

export type SettlementOutcome =
  'credited' | 'flagged' | 'late' | 'failed' | 'cancelled' | 'expired' | 'pending' | 'already_settled' | 'unchanged';

export interface Settled {
  payment: PaymentRow;
  outcome: SettlementOutcome;
}

/** Why a reported success cannot be credited, or null when it matches what we asked for. */
export function mismatchOf(payment: PaymentRow, verdict: ProviderVerdict): string | null {
  if (verdict.amount === null) return "Le fournisseur n'a pas communiqué le montant payé.";
  if (verdict.amount !== payment.amount) {
    return `Montant reçu ${verdict.amount} au lieu de ${payment.amount} ${payment.currency}.`;
  }
  if (verdict.currency !== null && verdict.currency.toUpperCase() !== payment.currency) {
    return `Devise reçue ${verdict.currency} au lieu de ${payment.currency}.`;
  }
  return null;
}

/**
 * The one place a payment's status changes after creation. Whatever told us to look (notification,
 * return, polling, reconciliation, an administrator), the status is read from the provider and
 * applied under a row lock: the move to `succeeded` and the paid ledger row (unique payment_id)
 * commit together, so whichever path comes first credits and the others find it done. A success
 * whose amount or currency differs from ours is flagged, never credited. A verified success also
 * overrides an earlier failure, cancellation or expiry: money taken always becomes votes — unless
 * the contest has ended: a vote counts only if it was written before the end, so a payment confirmed
 * after it is settled `late`, never credited, and waits on the refund list (its buyer is told).
 */
@Injectable()
export class PaymentSettlement {
  private readonly logger = new Logger(PaymentSettlement.name);
  private readonly inFlight = new Map<number, Promise<Settled>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payments: PaymentsRepository,
    private readonly gateways: PaymentGateways,
    private readonly metrics: PaymentMetrics,
    private readonly ledger: LedgerAppender,
    private readonly jobs: JobQueue,
    private readonly contests: ContestDirectory,
    private readonly users: UserDirectory,
    private readonly audit: AuditTrail,
    private readonly receipts: PushReceipts,
  ) {}

  /** Asks the provider and applies the answer; concurrent calls for one payment share one provider call. */
  refresh(paymentId: number, source: EventSource): Promise<Settled> {
    const running = this.inFlight.get(paymentId);
    if (running) return running;
    const settled = this.ask(paymentId, source).finally(() => this.inFlight.delete(paymentId));
    this.inFlight.set(paymentId, settled);
    return settled;
  }

  private async ask(paymentId: number, source: EventSource): Promise<Settled> {
    const payment = await this.payments.findById(paymentId);
    if (!payment) throw new Error(`Payment ${paymentId} does not exist`);
    if (FINAL_STATUSES.includes(payment.status)) return { payment, outcome: 'already_settled' };
    let verdict: ProviderVerdict;
    try {
      verdict = await this.gateways.for(payment.provider).check(payment);
    } catch (error) {
      if (error instanceof ProviderUnavailableError) {
        this.metrics.providerUnavailable.inc({ provider: payment.provider });
        await this.payments.noteCheck(this.dataSource.manager, paymentId, null);
      }
      throw error;
    }
    const settled = await this.apply(paymentId, verdict, source);
    if (!['pending', 'unchanged', 'already_settled'].includes(settled.outcome)) {
      this.metrics.settled.inc({ provider: payment.provider, outcome: settled.outcome });
      if (settled.outcome === 'credited')
        this.metrics.paidVotes.inc({ provider: payment.provider }, payment.votesCount);
    }
    return settled;
  }

  /** Applies a provider's verdict to a payment, exactly once. */
  async apply(paymentId: number, verdict: ProviderVerdict, source: EventSource): Promise<Settled> {
    return this.announce(await this.decide(paymentId, verdict, source));
  }

  private decide(paymentId: number, verdict: ProviderVerdict, source: EventSource): Promise<Settled> {
    return this.dataSource.transaction(async (manager) => {
      const payment = await this.payments.findById(paymentId, manager, true);
      if (!payment) throw new Error(`Payment ${paymentId} does not exist`);
      if (FINAL_STATUSES.includes(payment.status)) return { payment, outcome: 'already_settled' };
      const record = (outcome: string, detail: string) =>
        this.payments.recordEvent(
          {
            paymentId,
            provider: payment.provider,
            source,
            reference: payment.transactionId,
            verdict: outcome,
            detail,
            payload: verdict.payload,
          },
          manager,
        );
      const now = new Date();

      if (verdict.state === 'succeeded') {
        const problem = mismatchOf(payment, verdict);
        if (problem) {
          const flagged = await this.payments.update(manager, paymentId, {
            status: 'flagged',
            flag_reason: problem,
            provider_status: verdict.rawStatus,
            last_checked_at: now,
            completed_at: now,
          });
          await record('flagged', problem);
          return { payment: flagged, outcome: 'flagged' };
        }
        const changes = { flag_reason: null, provider_status: verdict.rawStatus, last_checked_at: now };
        if (await this.contestEnded(manager, payment, now)) {
          const late = await this.settleLate(manager, payment, changes);
          await record('late', MESSAGES.payments.lateDetail);
          return { payment: late, outcome: 'late' };
        }
        const credited = await this.credit(manager, payment, changes);
        await record('credited', `${payment.votesCount} votes crédités`);
        return { payment: credited, outcome: 'credited' };
      }

      if (verdict.state === 'pending' || payment.status !== 'pending') {
        await this.payments.noteCheck(manager, paymentId, verdict.rawStatus);
        if (verdict.rawStatus !== payment.providerStatus) await record(verdict.state, verdict.rawStatus);
        return {
          payment: { ...payment, providerStatus: verdict.rawStatus },
          outcome: verdict.state === 'pending' ? 'pending' : 'unchanged',
        };
      }

      const ended = await this.payments.update(manager, paymentId, {
        status: verdict.state,
        provider_status: verdict.rawStatus,
        last_checked_at: now,
        completed_at: now,
      });
      await record(verdict.state, verdict.rawStatus);
      return { payment: ended, outcome: verdict.state };
    });
  }

  /**
   * An administrator's decision on a flagged payment: credit its votes after all (e.g. the provider
   * confirmed the amount) or reject it. Recorded with the administrator and the reason.
   */
  async resolveFlagged(
    paymentId: number,
    decision: 'credit' | 'reject',
    actorId: number,
    reason: string,
  ): Promise<Settled> {
    const settled = await this.dataSource.transaction(async (manager): Promise<Settled> => {
      const payment = await this.payments.findById(paymentId, manager, true);
      if (!payment) throw new Error(`Payment ${paymentId} does not exist`);
      if (payment.status !== 'flagged') return { payment, outcome: 'unchanged' };
      // Credited after the close, its votes would not count: the money goes back instead.
      const late = decision === 'credit' && (await this.contestEnded(manager, payment, new Date()));
      const resolved =
        decision === 'reject'
          ? await this.payments.update(manager, paymentId, { status: 'failed' })
          : late
            ? await this.settleLate(manager, payment, { flag_reason: null })
            : await this.credit(manager, payment, {});
      await this.payments.recordEvent(
        {
          paymentId,
          provider: payment.provider,
          source: 'admin',
          reference: payment.transactionId,
          verdict: decision === 'reject' ? 'rejected' : late ? 'late' : 'credited',
          detail: late ? `${reason} — ${MESSAGES.payments.lateDetail}` : reason,
          payload: { actor_id: actorId, decision },
        },
        manager,
      );
      return { payment: resolved, outcome: decision === 'reject' ? 'failed' : late ? 'late' : 'credited' };
    });
    return this.announce(settled);
  }

  /**
   * Records that the money of a payment received after the close went back to its payer (refunded
   * through the provider's back office, whose reference is kept), with the administrator, in the
   * payment's history and the audit log. Once: a refunded payment is never refunded again.
   */
  markRefunded(paymentId: number, actorId: number, reference: string): Promise<PaymentRow> {
    return this.dataSource.transaction(async (manager) => {
      const payment = await this.payments.findById(paymentId, manager, true);
      if (!payment) throw AppError.notFound(MESSAGES.payments.notFound);
      if (payment.status !== 'late') throw AppError.conflict(MESSAGES.paymentsAdmin.notLate);
      if (payment.refundedAt) throw AppError.conflict(MESSAGES.paymentsAdmin.alreadyRefunded(payment.refundReference!));
      const refunded = await this.payments.update(manager, paymentId, {
        refund_reference: reference,
        refunded_at: new Date(),
        refunded_by: actorId,
      });
      await this.payments.recordEvent(
        {
          paymentId,
          provider: payment.provider,
          source: 'refund',
          reference: payment.transactionId,
          verdict: 'refunded',
          detail: MESSAGES.paymentsAdmin.refundedDetail(reference),
          payload: { actor_id: actorId, refund_reference: reference },
        },
        manager,
      );
      await this.audit.record(manager, {
        actorId,
        action: 'refund_payment',
        contestId: payment.contestId,
        participantId: payment.participantId,
        subjectId: payment.id,
        details: {
          transaction_id: payment.transactionId,
          provider: payment.provider,
          amount: payment.amount,
          currency: payment.currency,
          refund_reference: reference,
        },
        reason: MESSAGES.paymentsAdmin.refundedDetail(reference),
      });
      return refunded;
    });
  }

  /**
   * Whether the payment's contest has ended at `now`: its votes would be written after the close.
   * Read in the settlement's transaction: a second connection asked for while the payment's row is
   * held could wait forever on a pool that other settlements of the same moment hold.
   */
  private async contestEnded(manager: EntityManager, payment: PaymentRow, now: Date): Promise<boolean> {
    const contest = await this.contests.sheet(payment.contestId, manager);
    return contest === null || contest.endDate.getTime() <= now.getTime();
  }

  /** Money received after the close: never votes; the payment waits on the refund list. */
  private settleLate(manager: EntityManager, payment: PaymentRow, changes: PaymentChanges): Promise<PaymentRow> {
    return this.payments.update(manager, payment.id, { ...changes, status: 'late', completed_at: new Date() });
  }

  /** Marks the payment succeeded and appends its paid ledger row (the payment's channel), in the caller's transaction. */
  private async credit(manager: EntityManager, payment: PaymentRow, changes: PaymentChanges): Promise<PaymentRow> {
    const credited = await this.payments.update(manager, payment.id, {
      ...changes,
      status: 'succeeded',
      completed_at: new Date(),
    });
    await this.ledger.appendPaid(manager, {
      paymentId: payment.id,
      contestId: payment.contestId,
      participantId: payment.participantId,
      voterId: payment.userId,
      votes: payment.votesCount,
      channel: payment.channel,
    });
    return credited;
  }

  /** Ends a payment that stayed pending past its lifetime, unless it moved meanwhile. */
  async expire(paymentId: number, detail: string): Promise<Settled> {
    return this.announce(await this.end(paymentId, detail));
  }

  /**
   * A payment that ended without votes tells its payer, once (the job ids are the payment's): the
   * notification "payment failed", if they chose payment notifications; a payment received after
   * the close, by e-mail too, since money waits to be refunded. A payment pushed to the payer's
   * phone also tells them by SMS how it ended (PushReceipts), its credit included. Not awaited:
   * Redis or the SMS gateway away, the settlement answers all the same.
   */
  private announce(settled: Settled): Settled {
    const { payment, outcome } = settled;
    this.tellByPhone(settled).catch((error: unknown) =>
      this.logger.warn({ err: error, paymentId: payment.id }, 'Payment outcome not sent by SMS'),
    );
    if (outcome === 'late' && payment.userId !== null) {
      this.announceLate(payment, payment.userId).catch((error: unknown) =>
        this.logger.warn({ err: error, paymentId: payment.id }, 'Late payment not announced'),
      );
      return settled;
    }
    if (!['failed', 'cancelled', 'expired'].includes(outcome) || payment.userId === null) return settled;
    void this.jobs
      .enqueue(
        {
          name: JobName.NotifyPayment,
          data: {
            user_id: payment.userId,
            dedupe_key: `payment-failed:${payment.id}`,
            title: 'Paiement non abouti',
            body: `Le paiement du ${payment.packName} (${payment.votesCount} ${payment.votesCount === 1 ? 'vote' : 'votes'}) n'a pas abouti : aucun vote n'a été crédité. Vous pouvez réessayer.`,
            url: `/vote/${payment.contestId}/${payment.participantId}`,
          },
        },
        { jobId: `payment-failed-${payment.id}` },
      )
      .catch((error: unknown) => this.logger.warn({ err: error }, 'Payment failure not announced'));
    return settled;
  }

  /**
   * The SMS of a pushed payment's outcome. A failure is told only for a payment the provider itself
   * reported ended: a flagged payment an administrator rejects may have taken money.
   */
  private tellByPhone({ payment, outcome }: Settled): Promise<void> {
    if (outcome === 'credited') return this.receipts.credited(payment);
    if (outcome === 'late') return this.receipts.late(payment);
    if (['failed', 'cancelled', 'expired'].includes(outcome) && payment.flagReason === null) {
      return this.receipts.failed(payment);
    }
    return Promise.resolve();
  }

  private async announceLate(payment: PaymentRow, userId: number): Promise<void> {
    const { title, body, subject, mail } = MESSAGES.payments.late;
    const amount = `${payment.amount.toLocaleString('fr-FR')} ${payment.currency === 'XAF' ? 'FCFA (XAF)' : 'FCFA'}`;
    await this.jobs.enqueue(
      {
        name: JobName.NotifyPayment,
        data: {
          user_id: userId,
          dedupe_key: `payment-late:${payment.id}`,
          title,
          body: body(payment.packName, amount),
          url: '/account#paiements',
        },
      },
      { jobId: `payment-late-${payment.id}` },
    );
    const account = await this.users.find(userId);
    // An account made from a phone number alone (USSD) has no address: its SMS tells it instead.
    if (!account?.email) return;
    await this.jobs.enqueue(
      {
        name: JobName.SendMail,
        data: {
          to: account.email,
          subject,
          text: mail(account.firstName, payment.packName, amount, payment.transactionId),
        },
      },
      { jobId: `payment-late-mail-${payment.id}` },
    );
  }

  private end(paymentId: number, detail: string): Promise<Settled> {
    return this.dataSource.transaction(async (manager) => {
      const payment = await this.payments.findById(paymentId, manager, true);
      if (!payment) throw new Error(`Payment ${paymentId} does not exist`);
      if (payment.status !== 'pending') return { payment, outcome: 'unchanged' };
      const expired = await this.payments.update(manager, paymentId, { status: 'expired', completed_at: new Date() });
      await this.payments.recordEvent(
        {
          paymentId,
          provider: payment.provider,
          source: 'expiry',
          reference: payment.transactionId,
          verdict: 'expired',
          detail,
          payload: {},
        },
        manager,
      );
      return { payment: expired, outcome: 'expired' };
    });
  }
}
