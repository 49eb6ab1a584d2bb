import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { SANDBOX_CREDENTIALS } from '@app/config';
import { eventually, freePort, type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from '@app/testing';
import { REQUEST_ID_ATTRIBUTE } from '@app/tracing';
import {
  appCommand,
  type StartedProcess,
  startProcess,
  stopProcess,
  waitForHealth,
} from '../../../load-tests/bench/stack';
import { type RunningSandbox, startSandbox } from '../../payment-sandbox/src';
import { type ApiHarness, startApi } from './support/api-harness';
import { makePack, makePurchase, paymentStatus } from './support/payment-fixtures';

const SERVER = 2;
const CONSUMER = 5;
const HTTP_SCOPE = '@opentelemetry/instrumentation-http';
const PG_SCOPE = '@opentelemetry/instrumentation-pg';
const REDIS_SCOPE = '@opentelemetry/instrumentation-ioredis';

/**
 * The API and the worker as the deployment runs them (their own processes, OpenTelemetry loaded by
 * their main before anything it patches), exporting to a stand-in collector; a third API process with
 * the same collector named but OTEL_SDK_DISABLED=true. The in-process API only writes the fixtures.
 */
describe('Traces (OpenTelemetry, OTLP/HTTP)', () => {
  let harness: ApiHarness;
  let sandbox: RunningSandbox;
  let receiver: OtlpReceiver;
  const processes: StartedProcess[] = [];
  let tracedApi: string;
  let untracedApi: string;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    sandbox = await startSandbox({ port: 0, credentials: SANDBOX_CREDENTIALS, intouchCallbackUrl: '' });
    // No notification: the worker's check job is what learns the payment succeeded and credits it.
    sandbox.behave({ notification: 'none' });
    tracedApi = `http://127.0.0.1:${await freePort()}`;
    untracedApi = `http://127.0.0.1:${await freePort()}`;
    const payments = {
      PAYMENTS_MODE: 'sandbox',
      PAYMENT_SANDBOX_URL: sandbox.url,
      PAYMENT_POLL_INTERVAL_MS: '300',
      PUBLIC_API_URL: tracedApi,
    };
    harness = await startApi(payments);
    const { config } = harness;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...payments,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      API_PROCESSES: '1',
      METRICS_PORT: '0',
      WORKER_METRICS_PORT: '0',
      DATABASE_NAME: config.database.name,
      REDIS_KEY_PREFIX: config.redis.keyPrefix,
      MEDIA_ROOT: config.media.root,
      WEB_ROOT: config.webRoot,
      ADMIN_WEB_ROOT: config.adminWebRoot,
      SMTP_URL: '',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      // Every trace kept, exported every 100 ms: the test waits for known spans, not for luck.
      OTEL_TRACES_SAMPLER: 'always_on',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
    const directory = tmpdir();
    const api = startProcess('tracing-api', appCommand('api', 'ts-node'), { ...env, PORT: port(tracedApi) }, directory);
    const worker = startProcess('tracing-worker', appCommand('worker', 'ts-node'), env, directory);
    const untraced = startProcess(
      'untraced-api',
      appCommand('api', 'ts-node'),
      { ...env, PORT: port(untracedApi), OTEL_SDK_DISABLED: 'true', OTEL_SERVICE_NAME: 'untraced-api' },
      directory,
    );
    processes.push(api, worker, untraced);
    await Promise.all([waitForHealth(tracedApi, api, 150_000), waitForHealth(untracedApi, untraced, 150_000)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(processes.map((started) => stopProcess(started)));
    await harness?.close();
    await sandbox?.close();
    await receiver?.close();
  });

  const port = (url: string) => new URL(url).port;
  const newRequestId = (what: string) => `${what}-${randomBytes(6).toString('hex')}`;
  const serverSpanOf = (requestId: string) =>
    receiver
      .spans()
      .find(
        (span) =>
          span.scope === HTTP_SCOPE && span.kind === SERVER && span.attributes[REQUEST_ID_ATTRIBUTE] === requestId,
      );
  const traceOf = (span: ReceivedSpan) => receiver.spans().filter((other) => other.traceId === span.traceId);

  it('a free vote (the fast route): the HTTP server span, its PostgreSQL and Redis calls, each with the request id', async () => {
    const { buyer: voter, participantId } = await makePurchase(harness);
    const requestId = newRequestId('free-vote');
    const response = await fetch(`${tracedApi}/api/contests/participants/${participantId}/vote/`, {
      method: 'POST',
      headers: { ...voter.auth, 'X-Request-Id': requestId },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe(requestId);

    const complete = () => {
      const server = serverSpanOf(requestId);
      if (!server) return false;
      const scopes = traceOf(server).map((span) => span.scope);
      return scopes.includes(PG_SCOPE) && scopes.includes(REDIS_SCOPE) && scopes.includes('@fastify/otel');
    };
    await eventually(() => Promise.resolve(complete()), { timeoutMs: 20_000 });
    const server = serverSpanOf(requestId)!;
    expect(server).toMatchObject({ service: 'bebe-star-api', parentSpanId: null });
    const spans = traceOf(server);
    expect(spans.every((span) => span.attributes[REQUEST_ID_ATTRIBUTE] === requestId)).toBe(true);
    // Each call is a descendant of the server span, through Fastify's route and handler spans.
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const descends = (span: ReceivedSpan): boolean =>
      span.parentSpanId === server.spanId || (!!span.parentSpanId && descends(byId.get(span.parentSpanId)!));
    for (const call of spans.filter((span) => span.scope === PG_SCOPE || span.scope === REDIS_SCOPE)) {
      expect(descends(call)).toBe(true);
    }
  });

  it('a paid vote: the worker job that credits it continues the trace of the request that opened the payment', async () => {
    const purchase = await makePurchase(harness);
    const pack = await makePack(harness, { votes: 25 });
    const requestId = newRequestId('payment-init');
    const response = await fetch(`${tracedApi}/api/payments/cinetpay/init/`, {
      method: 'POST',
      headers: { ...purchase.buyer.auth, 'Content-Type': 'application/json', 'X-Request-Id': requestId },
      body: JSON.stringify({ participant: purchase.participantId, pack: pack.id }),
    });
    expect(response.status).toBe(201);
    const checkout = (await response.json()) as { id: number; transaction_id: string };
    await sandbox.decide('cinetpay', checkout.transaction_id, 'pay');
    await eventually(async () => (await paymentStatus(harness, checkout.id)) === 'succeeded', { timeoutMs: 30_000 });

    const inWorker = (span: ReceivedSpan) => span.service === 'bebe-star-worker';
    const credited = () => {
      const server = serverSpanOf(requestId);
      const spans = server ? traceOf(server) : [];
      return spans.some((span) => inWorker(span) && span.kind === CONSUMER) && spans.some(isLedgerInsert);
    };
    await eventually(() => Promise.resolve(credited()), { timeoutMs: 20_000 });
    const server = serverSpanOf(requestId)!;
    const spans = traceOf(server);
    // The request enqueued the check (its producer span carries the request id), the worker ran it.
    expect(
      spans.some((span) => span.service === 'bebe-star-api' && span.attributes[REQUEST_ID_ATTRIBUTE] === requestId),
    ).toBe(true);
    const job = spans.find((span) => inWorker(span) && span.kind === CONSUMER)!;
    expect(job.name).toContain('payments');
    const credit = spans.find(isLedgerInsert)!;
    expect(inWorker(credit)).toBe(true);
    // The job's span has no request id: it is not the request, only in its trace.
    expect(job.attributes[REQUEST_ID_ATTRIBUTE]).toBeUndefined();
  });

  it('with tracing off (OTEL_SDK_DISABLED=true), nothing is exported', async () => {
    const { buyer: voter, participantId } = await makePurchase(harness);
    const requestId = newRequestId('untraced-vote');
    const response = await fetch(`${untracedApi}/api/contests/participants/${participantId}/vote/`, {
      method: 'POST',
      headers: { ...voter.auth, 'X-Request-Id': requestId },
    });
    expect(response.status).toBe(201);
    // Ten export periods of the traced processes: long enough for a span to have arrived.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(
      receiver
        .spans()
        .filter((span) => span.service === 'untraced-api' || span.attributes[REQUEST_ID_ATTRIBUTE] === requestId),
    ).toEqual([]);
  });
});

function isLedgerInsert(span: ReceivedSpan): boolean {
  const statement = String(span.attributes['db.query.text'] ?? span.attributes['db.statement'] ?? '');
  return span.scope === PG_SCOPE && /insert into "?vote_ledger"?/i.test(statement);
}
