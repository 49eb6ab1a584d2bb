import { NestFactory } from '@nestjs/core';
import { loadConfig, loadEnvFile } from '@app/config';
import { Logger } from 'nestjs-pino';
import { WorkerModule } from './worker.module';

async function main(): Promise<void> {
  loadEnvFile();
  const app = await NestFactory.createApplicationContext(WorkerModule.register(loadConfig()), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  app.get(Logger).log('Worker started');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
