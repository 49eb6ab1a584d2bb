export * from './job-catalogue';
export * from './job-queue.service';
export * from './jobs.module';
export * from './queue-metrics';
export * from './queue-metrics.module';
