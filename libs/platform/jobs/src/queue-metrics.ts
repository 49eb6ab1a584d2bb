import { Injectable } from '@nestjs/common';
import { MetricsService } from '@app/observability';
import { Gauge } from 'prom-client';
import { QueueName } from './job-catalogue';
import { JobQueue } from './job-queue.service';

const STATES = ['waiting', 'delayed', 'active', 'failed'] as const;

/** Jobs per queue and state, read from Redis when Prometheus scrapes the worker. */
@Injectable()
export class QueueMetrics {
  constructor(jobs: JobQueue, metrics: MetricsService) {
    new Gauge({
      name: 'bullmq_queue_jobs',
      help: 'Jobs of each BullMQ queue by state (waiting, delayed, active, failed), when scraped',
      labelNames: ['queue', 'state'] as const,
      registers: [metrics.registry],
      async collect() {
        for (const queue of Object.values(QueueName)) {
          const counts = await jobs.counts(queue, STATES);
          for (const state of STATES) this.set({ queue, state }, counts[state] ?? 0);
        }
      },
    });
  }
}
