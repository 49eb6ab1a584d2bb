import { Injectable } from '@nestjs/common';
import { MetricsService } from '@app/observability';
import { Gauge } from 'prom-client';
import { PaymentsRepository } from './payments.repository';

/**
 * Pending payments and the age of the oldest, read from PostgreSQL when Prometheus scrapes the worker
 * (a payment pending for long is stuck: polling and reconciliation should have settled it).
 */
@Injectable()
export class PendingPaymentsMetrics {
  constructor(payments: PaymentsRepository, metrics: MetricsService) {
    const oldest = new Gauge({
      name: 'payments_pending_oldest_seconds',
      help: 'Age of the oldest pending payment, in seconds (0 without any)',
      registers: [metrics.registry],
    });
    new Gauge({
      name: 'payments_pending',
      help: 'Payments waiting for their provider’s final status',
      registers: [metrics.registry],
      async collect() {
        const summary = await payments.pendingSummary();
        this.set(summary.count);
        oldest.set(summary.oldestSeconds);
      },
    });
  }
}
