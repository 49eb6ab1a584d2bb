import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createTestEnvironment, freePort, type TestEnvironment } from '@app/testing';
import { WorkerModule } from '../src/worker.module';

describe('worker metrics endpoint', () => {
  let env: TestEnvironment;
  let worker: INestApplicationContext;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    env = await createTestEnvironment({ WORKER_METRICS_PORT: String(port) });
    worker = await NestFactory.createApplicationContext(WorkerModule.register(env.config), { logger: false });
  });
  afterAll(async () => {
    await worker.close();
    await env.dispose();
  });

  it('serves the projector and drift metrics for Prometheus', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain('ranking_projector_lag_seconds');
    expect(body).toContain('ranking_drift_participants');
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  });
});
