import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NestFactory } from '@nestjs/core';
import fc from 'fast-check';
import { CliModule } from '../../cli/src/cli.module';
import { DemoSeed } from '../../cli/src/demo/seed';
import type { ApiHarness } from './support/api-harness';
import { makeAdmin, makeUser } from './support/factories';
import { databaseDigest } from './support/database-digest';
import {
  type GeneratedRequest,
  isFrench,
  messagesOf,
  type OpenApiDocument,
  operationsOf,
  RequestGenerator,
} from './support/openapi-requests';
import { type PaymentStack, startPaymentStack } from './support/payment-stack';
import { PAYLOAD_MAX_BYTES } from '@app/payments/gateways/inbound-payload';
import { providerCallOperations, providerCallRequests } from './support/provider-call-requests';

/** Requests sent in all, spread over every operation of the OpenAPI document and the three roles. */
const REQUESTS = 100_000;
/** Requests sent to each provider route (notification, return, cancel), which the document leaves out. */
const PROVIDER_CALL_REQUESTS = 300;
const CONCURRENCY = 16;

interface Finding {
  request: string;
  status: number;
  body: string;
}

describe('hostile and malformed input on every documented operation', () => {
  let stack: PaymentStack;
  let api: ApiHarness;
  let generator: RequestGenerator;
  let document: OpenApiDocument;
  /** Google's keys and Facebook's Graph API, which know none of the fuzz's tokens. */
  let socialProviders: Server;

  beforeAll(async () => {
    socialProviders = createServer((_request, response) => response.writeHead(404).end());
    await new Promise<void>((resolve) => socialProviders.listen(0, '127.0.0.1', resolve));
    const providers = `http://127.0.0.1:${(socialProviders.address() as AddressInfo).port}`;
    stack = await startPaymentStack({
      GOOGLE_CLIENT_ID: 'bebe-star-fuzz',
      GOOGLE_JWKS_URL: `${providers}/certs`,
      FACEBOOK_APP_ID: 'bebe-star-fuzz',
      FACEBOOK_APP_SECRET: 'bebe-star-fuzz-secret',
      FACEBOOK_GRAPH_URL: providers,
      // Every request comes from 127.0.0.1: the providers' routes' ceiling per address would answer 429.
      RATE_LIMIT_PAYMENT_CALLS_PER_IP: '1000000',
    });
    api = stack.api;
    const cli = await NestFactory.createApplicationContext(CliModule.register(api.config), { logger: false });
    await cli.get(DemoSeed).run();
    await cli.close();
    document = (await api.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<OpenApiDocument>();
    generator = new RequestGenerator(document, [1, 2, 3, 4, 5, 6, 7, 8]);
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
    socialProviders?.close();
  });

  /** Fresh tokens for a visitor, a parent and an administrator (the fuzz may delete or lock them). */
  async function roles(): Promise<Record<string, string>[]> {
    const parent = await makeUser(api);
    const admin = await makeAdmin(api);
    return [{}, parent.auth, admin.auth];
  }

  async function send(request: GeneratedRequest, auth: Record<string, string>) {
    return api.app.inject({
      method: request.operation.method,
      url: request.url,
      headers: { ...request.headers, ...auth },
      payload: request.payload,
    });
  }

  /** What is wrong with an answer: a 5xx, or a refusal that is not JSON in French. */
  function fault(response: Awaited<ReturnType<typeof send>>): string | null {
    if (response.statusCode >= 500) return 'server error';
    if (response.statusCode < 400) return null;
    if (!String(response.headers['content-type']).includes('application/json')) return 'refusal not in JSON';
    return messagesOf(response.json()).every(isFrench) ? null : 'refusal not in French';
  }

  const digest = () => databaseDigest(api.db);

  it(`answers ${REQUESTS.toLocaleString('en')} generated requests without a 5xx, each refusal in French`, async () => {
    const operations = operationsOf(document);
    const perOperation = Math.ceil(REQUESTS / operations.length);
    const findings = new Map<string, Finding>();
    let sent = 0;
    for (const [index, operation] of operations.entries()) {
      const auth = await roles();
      const requests = fc.sample(generator.requests(operation), { numRuns: perOperation, seed: 2026 + index });
      for (let start = 0; start < requests.length; start += CONCURRENCY) {
        await Promise.all(
          requests.slice(start, start + CONCURRENCY).map(async (request, offset) => {
            const response = await send(request, auth[(start + offset) % auth.length]);
            sent += 1;
            const problem = fault(response);
            const key = `${operation.method} ${operation.path} ${response.statusCode}`;
            if (problem && !findings.has(key)) {
              findings.set(key, {
                request: `${request.url} ${String(request.payload ?? '').slice(0, 300)}`,
                status: response.statusCode,
                body: `${problem}: ${response.body.slice(0, 300)}`,
              });
            }
          }),
        );
      }
    }
    expect(sent).toBeGreaterThanOrEqual(REQUESTS);
    expect([...findings.entries()]).toEqual([]);
  }, 900_000);

  it(`answers ${PROVIDER_CALL_REQUESTS} hostile calls of each provider route without a 5xx, storing a few kilobytes at most`, async () => {
    const findings = new Map<string, Finding>();
    for (const [index, operation] of providerCallOperations().entries()) {
      const requests = fc.sample(providerCallRequests(operation), {
        numRuns: PROVIDER_CALL_REQUESTS,
        seed: 404 + index,
      });
      for (let start = 0; start < requests.length; start += CONCURRENCY) {
        await Promise.all(
          requests.slice(start, start + CONCURRENCY).map(async (request) => {
            const response = await send(request, {});
            const problem = fault(response);
            const key = `${operation.method} ${operation.path} ${response.statusCode}`;
            if (problem && !findings.has(key)) {
              findings.set(key, {
                request: `${request.url.slice(0, 300)} ${String(request.payload ?? '').slice(0, 300)}`,
                status: response.statusCode,
                body: `${problem}: ${response.body.slice(0, 300)}`,
              });
            }
          }),
        );
      }
    }
    expect([...findings.entries()]).toEqual([]);
    const stored: { payload: unknown }[] = await api.db.query('SELECT payload FROM payment_events');
    expect(Math.max(0, ...stored.map(({ payload }) => Buffer.byteLength(JSON.stringify(payload))))).toBeLessThanOrEqual(
      PAYLOAD_MAX_BYTES,
    );
  }, 300_000);

  it('changes nothing in the database when it refuses a write', async () => {
    const writes = operationsOf(document).filter((operation) => operation.method !== 'GET');
    const changed: string[] = [];
    let refused = 0;
    for (const [index, operation] of writes.entries()) {
      const auth = await roles();
      const requests = fc.sample(generator.requests(operation), { numRuns: 15, seed: 7 + index });
      for (const [offset, request] of requests.entries()) {
        const before = await digest();
        const response = await send(request, auth[offset % auth.length]);
        if (response.statusCode < 400) continue;
        refused += 1;
        if ((await digest()) !== before) {
          changed.push(`${operation.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(refused).toBeGreaterThan(500);
    expect(changed).toEqual([]);
  }, 300_000);
});
