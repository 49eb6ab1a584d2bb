import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { ProviderUnavailableError } from './gateways/provider-http';
import { PaymentSettlement } from './payment-settlement.service';
import { PaymentsRepository } from './payments.repository';

export interface ReconciliationReport {
  checked: number;
  credited: number;
  ended: number;
  expired: number;
  unavailable: number;
}

/** Pending payments younger than this are left to their polling job. */
const POLLING_WINDOW_SECONDS = 120;
const BATCH = 200;
const CONCURRENCY = 8;

/**
 * The safety net: every pending payment is re-checked with its provider, more and more spaced as it
 * ages; one still pending past its lifetime is expired (only once the provider was actually asked:
 * an unreachable provider never makes a payment expire). A later verified success still credits.
 */
@Injectable()
export class PaymentReconciliation {
  private readonly logger = new Logger(PaymentReconciliation.name);

  constructor(
    private readonly config: AppConfig,
    private readonly payments: PaymentsRepository,
    private readonly settlement: PaymentSettlement,
  ) {}

  async run(): Promise<ReconciliationReport> {
    const report: ReconciliationReport = { checked: 0, credited: 0, ended: 0, expired: 0, unavailable: 0 };
    const due = await this.payments.duePending(POLLING_WINDOW_SECONDS, BATCH);
    const lifetimeMs = this.config.payments.expiryHours * 3600 * 1000;
    const queue = [...due];
    const work = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        report.checked += 1;
        try {
          const { payment, outcome } = await this.settlement.refresh(id, 'check');
          if (outcome === 'credited') report.credited += 1;
          else if (outcome === 'pending' && Date.now() - payment.createdAt.getTime() > lifetimeMs) {
            const expired = await this.settlement.expire(
              id,
              `Toujours en attente après ${this.config.payments.expiryHours} h`,
            );
            if (expired.outcome === 'expired') report.expired += 1;
          } else if (outcome !== 'pending') report.ended += 1;
        } catch (error) {
          if (!(error instanceof ProviderUnavailableError)) throw error;
          report.unavailable += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, work));
    if (report.checked > 0) this.logger.log(report, 'Payments reconciled');
    return report;
  }
}
