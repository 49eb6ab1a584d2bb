import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestEnvironment, freePort, type TestEnvironment } from '@app/testing';
import { startLive } from '../../live/src/start-live';
import { type ApiHarness, startApi } from './support/api-harness';

/** What came back on a raw connection after `request` was written, once the server closed it. */
function exchange(port: number, request: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.write(request);
  });
}

/** Status line, headers (lower-cased names) and JSON body of a raw HTTP answer. */
function parse(raw: string): { status: number; headers: Record<string, string>; body: unknown } {
  const [head, body] = [raw.slice(0, raw.indexOf('\r\n\r\n')), raw.slice(raw.indexOf('\r\n\r\n') + 4)];
  const [statusLine, ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
}

const MALFORMED: { what: string; request: string; status: number; detail: string }[] = [
  {
    what: 'a control byte in a header',
    request: 'GET /api/health/ HTTP/1.1\r\nHost: localhost\r\nX-Note: a\u0001b\r\n\r\n',
    status: 400,
    detail: 'Un en-tête de la requête contient un caractère interdit ou est mal formé.',
  },
  {
    what: 'headers over 16 KB',
    request: `GET /api/health/ HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    status: 431,
    detail: 'Les en-têtes de la requête sont trop volumineux.',
  },
  {
    what: 'a bad chunked body',
    request:
      'POST /api/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    status: 400,
    detail: 'Le corps de la requête est mal découpé (encodage « chunked » invalide).',
  },
  {
    what: 'a request line that is not HTTP',
    request: 'BONJOUR\r\n\r\n',
    status: 400,
    detail: 'La requête HTTP est mal formée.',
  },
];

describe("requests Node's HTTP parser refuses, answered in French before any route", () => {
  let api: ApiHarness;
  let apiPort: number;
  let liveEnvironment: TestEnvironment;
  let live: NestFastifyApplication;
  let livePort: number;

  beforeAll(async () => {
    api = await startApi();
    await api.app.listen(0, '127.0.0.1');
    apiPort = (api.app.getHttpServer().address() as AddressInfo).port;
    livePort = await freePort();
    liveEnvironment = await createTestEnvironment({ LIVE_PORT: String(livePort), HOST: '127.0.0.1' });
    live = await startLive(liveEnvironment.config);
  });
  afterAll(async () => {
    await live?.close();
    await liveEnvironment?.dispose();
    await api?.close();
  });

  for (const { what, request, status, detail } of MALFORMED) {
    it(`answers ${what} with a ${status}, a French {detail} and the connection closed, on the API and the live process`, async () => {
      for (const port of [apiPort, livePort]) {
        const answer = parse(await exchange(port, request));
        expect({ port, status: answer.status, body: answer.body }).toEqual({ port, status, body: { detail } });
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(answer.headers.connection).toBe('close');
      }
    });
  }

  it('still answers a well-formed request on the same servers', async () => {
    for (const port of [apiPort, livePort]) {
      const answer = await exchange(port, 'GET /api/health/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    }
  });
});
