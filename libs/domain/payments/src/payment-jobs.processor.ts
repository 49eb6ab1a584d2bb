import { Logger } from '@nestjs/common';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { AppConfig } from '@app/config';
import { type CheckPaymentJobData, JobName, JobQueue, type QueueJob, QueueName } from '@app/jobs';
import { ProviderUnavailableError } from './gateways/provider-http';
import { type ReconciliationReport, PaymentReconciliation } from './payment-reconciliation.service';
import { type SettlementOutcome, PaymentSettlement } from './payment-settlement.service';

/** Delay before poll `attempt` + 1: the base interval, once more every six attempts. */
export function nextPollDelay(intervalMs: number, attempt: number): number {
  return intervalMs * (1 + Math.floor(attempt / 6));
}

/**
 * The payments queue: polling of a new payment (every few seconds, backing off, a bounded number
 * of times, after which the reconciliation takes over) and the periodic reconciliation sweep.
 */
@Processor(QueueName.Payments, { concurrency: 8 })
export class PaymentJobsProcessor extends WorkerHost {
  private readonly logger = new Logger(PaymentJobsProcessor.name);

  constructor(
    private readonly config: AppConfig,
    private readonly settlement: PaymentSettlement,
    private readonly reconciliation: PaymentReconciliation,
    private readonly jobs: JobQueue,
  ) {
    super();
  }

  async process(
    job: QueueJob<QueueName.Payments, SettlementOutcome | ReconciliationReport | null>,
  ): Promise<SettlementOutcome | ReconciliationReport | null> {
    if (job.name === JobName.ReconcilePayments) return this.reconciliation.run();
    if (job.name === JobName.CheckPayment) return this.poll(job.data);
    return null;
  }

  private async poll({ payment_id: paymentId, attempt }: CheckPaymentJobData): Promise<SettlementOutcome> {
    let outcome: SettlementOutcome = 'pending';
    try {
      outcome = (await this.settlement.refresh(paymentId, 'check')).outcome;
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      this.logger.warn({ paymentId, attempt, reason: error.reason }, 'Provider unavailable while polling');
    }
    const { intervalMs, attempts } = this.config.payments.poll;
    if (outcome === 'pending' && attempt < attempts) {
      await this.jobs.enqueue(
        { name: JobName.CheckPayment, data: { payment_id: paymentId, attempt: attempt + 1 } },
        { delay: nextPollDelay(intervalMs, attempt), jobId: `payment-check-${paymentId}-${attempt + 1}` },
      );
    }
    return outcome;
  }
}
