import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobName, JobQueue } from '@app/jobs';

export const PAYMENT_RECONCILIATION_SCHEDULER_ID = 'payments.reconcile';
export const PAYMENT_RECONCILIATION_EVERY_MS = 60_000;

/** Registers the payment reconciliation when a worker starts; one schedule whatever the number of workers. */
@Injectable()
export class PaymentReconciliationScheduler implements OnApplicationBootstrap {
  constructor(private readonly jobs: JobQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(PAYMENT_RECONCILIATION_SCHEDULER_ID, PAYMENT_RECONCILIATION_EVERY_MS, {
      name: JobName.ReconcilePayments,
      data: {},
    });
  }
}
