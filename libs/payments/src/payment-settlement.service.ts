import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { JobName, JobQueue } from '@app/jobs';
import { LedgerAppender } from '@app/ledger';
import { DataSource, type EntityManager } from 'typeorm';
import { PaymentMetrics } from './payment.metrics';
import { ProviderUnavailableError } from './gateways/provider-http';
import { FINAL_STATUSES, type ProviderVerdict } from './payment.types';
import { type EventSource, type PaymentChanges, type PaymentRow, PaymentsRepository } from './payments.repository';
import { PaymentGateways } from './providers/payment-gateways';

export type SettlementOutcome =
  'credited' | 'flagged' | 'failed' | 'cancelled' | 'expired' | 'pending' | 'already_settled' | 'unchanged';

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
 * overrides an earlier failure, cancellation or expiry: money taken always becomes votes.
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
    return this.announceFailure(await this.decide(paymentId, verdict, source));
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
        const credited = await this.credit(manager, payment, {
          flag_reason: null,
          provider_status: verdict.rawStatus,
          last_checked_at: now,
        });
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
  resolveFlagged(paymentId: number, decision: 'credit' | 'reject', actorId: number, reason: string): Promise<Settled> {
    return this.dataSource.transaction(async (manager) => {
      const payment = await this.payments.findById(paymentId, manager, true);
      if (!payment) throw new Error(`Payment ${paymentId} does not exist`);
      if (payment.status !== 'flagged') return { payment, outcome: 'unchanged' };
      const resolved =
        decision === 'credit'
          ? await this.credit(manager, payment, {})
          : await this.payments.update(manager, paymentId, { status: 'failed' });
      await this.payments.recordEvent(
        {
          paymentId,
          provider: payment.provider,
          source: 'admin',
          reference: payment.transactionId,
          verdict: decision === 'credit' ? 'credited' : 'rejected',
          detail: reason,
          payload: { actor_id: actorId, decision },
        },
        manager,
      );
      return { payment: resolved, outcome: decision === 'credit' ? 'credited' : 'failed' };
    });
  }

  /** Marks the payment succeeded and appends its paid ledger row, in the caller's transaction. */
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
    });
    return credited;
  }

  /** Ends a payment that stayed pending past its lifetime, unless it moved meanwhile. */
  async expire(paymentId: number, detail: string): Promise<Settled> {
    return this.announceFailure(await this.end(paymentId, detail));
  }

  /**
   * A payment that ended without votes tells its payer (the notification "payment failed", if they
   * chose payment notifications), once: its job id is the payment's. Not awaited: Redis away, the
   * settlement answers all the same and the job is queued when it is back.
   */
  private announceFailure(settled: Settled): Settled {
    const { payment, outcome } = settled;
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
