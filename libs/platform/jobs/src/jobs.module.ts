import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { redisConnectionOptions } from '@app/redis';
import { queueTelemetry } from '@app/tracing';
import { QueueName } from './job-catalogue';
import { JobQueue } from './job-queue.service';

export function bullPrefix(config: AppConfig): string {
  return `${config.redis.keyPrefix}bull`;
}

const queues = Object.values(QueueName).map((name) => ({ name }));

/** BullMQ connection, queue registrations and the typed producer. Processors live in the worker. */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: async (config: AppConfig) => ({
        connection: { ...redisConnectionOptions(config.redis.url), maxRetriesPerRequest: null },
        prefix: bullPrefix(config),
        defaultJobOptions: {
          attempts: 5,
          backoff: { type: 'exponential', delay: 2000 },
          removeOnComplete: { count: 1000 },
          removeOnFail: { count: 5000 },
        },
        // A job enqueued inside a trace (a request's, another job's) is processed in that trace.
        telemetry: await queueTelemetry(config),
      }),
    }),
    BullModule.registerQueue(...queues),
  ],
  providers: [JobQueue],
  exports: [JobQueue, BullModule],
})
export class JobsModule {}
