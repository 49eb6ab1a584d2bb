import { Injectable } from '@nestjs/common';
import { MetricsService } from '@app/observability';
import { Counter, Gauge, Histogram } from 'prom-client';

/** The live feed's Prometheus metrics, in the process's registry. */
@Injectable()
export class LiveMetrics {
  readonly connectedSockets: Gauge;
  readonly broadcasts: Counter<'type'>;
  /** From the first ranking change heard to the broadcast carrying it: coalescing wait plus reads. */
  readonly flushLatency: Histogram;

  constructor(metrics: MetricsService) {
    this.connectedSockets = new Gauge({
      name: 'live_connected_sockets',
      help: 'Sockets connected to the live ranking namespace in this process',
      registers: [metrics.registry],
    });
    this.broadcasts = new Counter({
      name: 'live_broadcasts_total',
      help: 'Messages broadcast to contest rooms by this process, by type',
      labelNames: ['type'] as const,
      registers: [metrics.registry],
    });
    this.flushLatency = new Histogram({
      name: 'live_ranking_flush_latency_seconds',
      help: 'Time from a ranking change heard to its ranking_update broadcast',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.5, 1, 2.5],
      registers: [metrics.registry],
    });
  }
}
