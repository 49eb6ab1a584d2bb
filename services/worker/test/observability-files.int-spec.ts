import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { envSchema } from '@app/config/config.schema';
import { MetricsService } from '@app/observability';
import { createTestEnvironment, type TestEnvironment } from '@app/testing';
import { parser } from '@prometheus-io/lezer-promql';
import { parse as parseYaml } from 'yaml';
import { createApiApp } from '../../api/src/create-api-app';
import { WorkerModule } from '../src/worker.module';

const ROOT = join(__dirname, '..', '..', '..');
const OBSERVABILITY = join(ROOT, 'deploy', 'observability');

interface Rule {
  alert?: string;
  expr?: string;
  for?: string;
  labels?: { severity?: string };
  annotations?: { summary?: string };
}

/** Series Prometheus makes itself, not the application. */
const PROMETHEUS_SERIES = new Set(['up']);
/** The series a histogram exports under its own name. */
const HISTOGRAM_SERIES = /_(bucket|sum|count)$/;

/** The syntax errors of a PromQL expression, and the metric names it selects. */
function readPromql(expr: string): { errors: number; metrics: string[] } {
  const tree = parser.parse(expr);
  const cursor = tree.cursor();
  let errors = 0;
  const metrics: string[] = [];
  do {
    if (cursor.type.isError) errors += 1;
    if (cursor.type.name === 'VectorSelector') {
      const selector = cursor.node.getChild('Identifier');
      if (selector) metrics.push(expr.slice(selector.from, selector.to));
    }
  } while (cursor.next());
  return { errors, metrics };
}

describe('alert rules and dashboard (deploy/observability)', () => {
  const rules = (
    parseYaml(readFileSync(join(OBSERVABILITY, 'alerts.yml'), 'utf8')) as { groups: { name: string; rules: Rule[] }[] }
  ).groups.flatMap((group) => group.rules);
  const dashboard = JSON.parse(
    readFileSync(join(OBSERVABILITY, 'grafana', 'dashboards', 'bebe-star.json'), 'utf8'),
  ) as {
    panels: { title: string; targets: { expr: string }[] }[];
  };
  const expressions = [
    ...rules.map((rule) => ({ where: `alert ${rule.alert}`, expr: rule.expr ?? '' })),
    ...dashboard.panels.flatMap((panel) =>
      panel.targets.map((target) => ({ where: `panel ${panel.title}`, expr: target.expr })),
    ),
  ];

  let env: TestEnvironment;
  let worker: INestApplicationContext;
  const exported = new Set<string>();

  beforeAll(async () => {
    env = await createTestEnvironment();
    const api = await createApiApp(env.config);
    worker = await NestFactory.createApplicationContext(WorkerModule.register(env.config), { logger: false });
    try {
      for (const registry of [api.get(MetricsService).registry, worker.get(MetricsService).registry]) {
        for (const metric of await registry.getMetricsAsJSON()) exported.add(metric.name);
      }
    } finally {
      await api.close();
    }
  });

  afterAll(async () => {
    await worker?.close();
    await env?.dispose();
  });

  it('gives every alert a name, a severity, a French summary and a duration where it must hold', () => {
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule.alert).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(['page', 'warn']).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary).toMatch(/[a-zéèà]/);
      if (rule.for !== undefined) expect(rule.for).toMatch(/^\d+[smh]$/);
    }
    expect(new Set(rules.map((rule) => rule.alert)).size).toBe(rules.length);
  });

  it('parses every expression of the rules and the dashboard as PromQL', () => {
    const broken = expressions.filter(({ expr }) => expr === '' || readPromql(expr).errors > 0);
    expect(broken).toEqual([]);
  });

  it('names only metrics that the API or the worker export', () => {
    const unknown = expressions.flatMap(({ where, expr }) =>
      readPromql(expr)
        .metrics.filter((name) => !PROMETHEUS_SERIES.has(name))
        .filter((name) => !exported.has(name) && !exported.has(name.replace(HISTOGRAM_SERIES, '')))
        .map((name) => `${where}: ${name}`),
    );
    expect(unknown).toEqual([]);
    // The worker's own gauges are there (read from Redis and PostgreSQL when scraped).
    for (const name of ['bullmq_queue_jobs', 'payments_pending', 'payments_pending_oldest_seconds']) {
      expect(exported).toContain(name);
    }
  });
});

describe('where Prometheus reads the metrics (deploy/observability/prometheus.yml, docker-compose.yml)', () => {
  const defaults = envSchema.innerType().shape;
  const metricsPort = defaults.METRICS_PORT.parse(undefined);
  const workerMetricsPort = defaults.WORKER_METRICS_PORT.parse(undefined);

  it('scrapes the API and the worker on their internal metrics ports, never the public one', () => {
    const { scrape_configs: jobs } = parseYaml(readFileSync(join(OBSERVABILITY, 'prometheus.yml'), 'utf8')) as {
      scrape_configs: { job_name: string; metrics_path?: string; static_configs: { targets: string[] }[] }[];
    };
    const scraped = jobs.map((job) => ({
      job: job.job_name,
      path: job.metrics_path ?? '/metrics',
      targets: job.static_configs.flatMap((config) => config.targets),
    }));
    expect(scraped).toEqual([
      { job: 'api', path: '/metrics', targets: [`api:${metricsPort}`] },
      { job: 'worker', path: '/metrics', targets: [`worker:${workerMetricsPort}`] },
    ]);
  });

  it('publishes neither metrics port outside the compose network', () => {
    const { services } = parseYaml(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
      services: Record<string, { ports?: string[]; environment?: Record<string, string> }>;
    };
    const published = Object.values(services).flatMap((service) => service.ports ?? []);
    expect(published.filter((port) => new RegExp(`:(${metricsPort}|${workerMetricsPort})$`).test(port))).toEqual([]);
    // Listening beyond the loopback of its container, so that the Prometheus container reaches it.
    expect(services.api.environment?.METRICS_HOST).toBe('0.0.0.0');
    expect(services.worker.environment?.METRICS_HOST).toBe('0.0.0.0');
  });
});
