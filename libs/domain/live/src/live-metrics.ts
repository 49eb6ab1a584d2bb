import { Injectable } from '@nestjs/common';
import { MetricsService } from '@app/observability';
import { Counter, Gauge, Histogram } from 'prom-client';

/** The live feed's Prometheus metrics, in the process's registry. */
@Injectable()
export class LiveMetrics {
  readonly connectedSockets: Gauge;
  readonly broadcasts: Counter<'type'>;
  /** From the first ranking change heard to the broadcast carrying it: coalescing wait plus reads, by rate. */
  readonly flushLatency: Histogram<'rate'>;
  /** Snapshots sent to clients, by where they came from (`read`: Redis, `cache`: a recent read). */
  readonly snapshots: Counter<'source'>;
  /** Client messages over the per-socket limits, and the sockets disconnected for it. */
  readonly refusedMessages: Counter;
  readonly floodDisconnects: Counter;

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
      help: 'Time from a ranking change heard to its broadcast, by the rate of the room it went to',
      labelNames: ['rate'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.5, 1, 1.5, 2.5],
      registers: [metrics.registry],
    });
    this.snapshots = new Counter({
      name: 'live_snapshots_total',
      help: 'Ranking snapshots sent by this process, read from Redis or served from its cache',
      labelNames: ['source'] as const,
      registers: [metrics.registry],
    });
    this.refusedMessages = new Counter({
      name: 'live_messages_refused_total',
      help: 'Client messages refused by the per-socket limits (error 4029)',
      registers: [metrics.registry],
    });
    this.floodDisconnects = new Counter({
      name: 'live_flood_disconnects_total',
      help: 'Sockets disconnected for sending on after their messages were refused',
      registers: [metrics.registry],
    });
  }
}
