import { NestFactory } from '@nestjs/core';
import type { AppConfig } from '@app/config';
import { Logger } from 'nestjs-pino';
import { WorkerModule } from './worker.module';

/** The worker's Nest application: its BullMQ processors, the ranking projector, its metrics port. */
export async function startWorker(config: AppConfig): Promise<void> {
  const app = await NestFactory.createApplicationContext(WorkerModule.register(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  app.get(Logger).log('Worker started');
}
