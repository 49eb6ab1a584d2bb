import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { redisConnectionOptions } from '@app/redis';
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
      useFactory: (config: AppConfig) => ({
        connection: { ...redisConnectionOptions(config.redis.url), maxRetriesPerRequest: null },
        prefix: bullPrefix(config),
        defaultJobOptions: {
          attempts: 5,
          backoff: { type: 'exponential', delay: 2000 },
          removeOnComplete: { count: 1000 },
          removeOnFail: { count: 5000 },
        },
      }),
    }),
    BullModule.registerQueue(...queues),
  ],
  providers: [JobQueue],
  exports: [JobQueue, BullModule],
})
export class JobsModule {}
