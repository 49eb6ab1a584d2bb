import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@app/config';
import { createTestEnvironment, type TestEnvironment } from '@app/testing';
import supertest from 'supertest';
import { DataSource } from 'typeorm';
import { WorkerModule } from '../../../worker/src/worker.module';
import { createApiApp } from '../../src/create-api-app';

export interface ApiHarness {
  app: NestFastifyApplication;
  config: AppConfig;
  http: supertest.Agent;
  /** The internal metrics address (`GET /metrics` on METRICS_PORT), when the overrides gave it a port. */
  metricsUrl: string | null;
  db: DataSource;
  /** Starts the worker (BullMQ processors) in this process, against the same database and Redis. */
  startWorker(): Promise<INestApplicationContext>;
  close(): Promise<void>;
}

const metricsUrlOf = ({ metrics }: AppConfig) =>
  metrics.port === 0 ? null : `http://${metrics.host}:${metrics.port}/metrics`;

/** The real API on its own database and Redis prefix, driven over HTTP through supertest. */
export async function startApi(overrides: Record<string, string> = {}): Promise<ApiHarness> {
  const environment: TestEnvironment = await createTestEnvironment(overrides);
  const app = await createApiApp(environment.config);
  let worker: INestApplicationContext | undefined;
  return {
    app,
    config: environment.config,
    // No cookie jar: every request is a new browser unless a test sends its cookies (device id, session).
    http: supertest(app.getHttpServer()),
    metricsUrl: metricsUrlOf(environment.config),
    db: app.get(DataSource),
    async startWorker() {
      worker ??= await NestFactory.createApplicationContext(WorkerModule.register(environment.config), {
        logger: false,
      });
      return worker;
    },
    async close() {
      await worker?.close();
      await app.close();
      await environment.dispose();
    },
  };
}
