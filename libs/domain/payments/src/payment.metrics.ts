import { Injectable } from '@nestjs/common';
import { MetricsService } from '@app/observability';
import { Counter } from 'prom-client';

/** Payment outcomes and provider faults, in the process's Prometheus registry. */
@Injectable()
export class PaymentMetrics {
  readonly settled: Counter<'provider' | 'outcome'>;
  readonly providerUnavailable: Counter<'provider'>;
  readonly paidVotes: Counter<'provider'>;

  constructor(metrics: MetricsService) {
    this.settled = new Counter({
      name: 'payments_settled_total',
      help: 'Payments that changed status after a provider check, by provider and new status (credited = votes added)',
      labelNames: ['provider', 'outcome'],
      registers: [metrics.registry],
    });
    this.paidVotes = new Counter({
      name: 'paid_votes_credited_total',
      help: 'Votes credited by succeeded payments, by provider',
      labelNames: ['provider'],
      registers: [metrics.registry],
    });
    this.providerUnavailable = new Counter({
      name: 'payment_provider_unavailable_total',
      help: 'Provider status checks that failed (network, timeout, 5xx, refused credentials)',
      labelNames: ['provider'],
      registers: [metrics.registry],
    });
  }
}
