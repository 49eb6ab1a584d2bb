import { Injectable } from '@nestjs/common';
import { MetricsService } from '@app/observability';
import { Counter, Gauge, Histogram } from 'prom-client';

/** The projection's Prometheus metrics, in the process's registry. */
@Injectable()
export class RankingMetrics {
  readonly lagSeconds: Gauge;
  readonly rowsBehind: Gauge;
  readonly batchRows: Histogram;
  readonly appliedRows: Counter;
  readonly driftParticipants: Gauge;
  readonly driftRepaired: Counter;

  constructor(metrics: MetricsService) {
    const registers = [metrics.registry];
    this.lagSeconds = new Gauge({
      name: 'ranking_projector_lag_seconds',
      help: 'Age of the newest ledger row of the last applied batch when it was applied (0 when caught up)',
      registers,
    });
    this.rowsBehind = new Gauge({
      name: 'ranking_projector_rows_behind',
      help: 'Ledger rows after the watermark, counted up to 100000 while the projector runs full batches',
      registers,
    });
    this.batchRows = new Histogram({
      name: 'ranking_projector_batch_rows',
      help: 'Ledger rows applied per projector batch',
      buckets: [1, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000],
      registers,
    });
    this.appliedRows = new Counter({
      name: 'ranking_projector_applied_rows_total',
      help: 'Ledger rows applied to the ranking projection',
      registers,
    });
    this.driftParticipants = new Gauge({
      name: 'ranking_drift_participants',
      help: 'Participants whose projection differed from the ledger at the last reconciliation',
      registers,
    });
    this.driftRepaired = new Counter({
      name: 'ranking_drift_repaired_total',
      help: 'Participants whose projection was repaired by reconciliation',
      registers,
    });
  }
}
