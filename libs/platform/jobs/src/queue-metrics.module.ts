import { Module } from '@nestjs/common';
import { QueueMetrics } from './queue-metrics';

/** The worker's queue gauges (one process reads them; the API's processes would count them again). */
@Module({ providers: [QueueMetrics] })
export class QueueMetricsModule {}
