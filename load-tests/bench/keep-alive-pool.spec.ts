import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { headerLines, KeepAlivePool, PoolTimeoutError } from './keep-alive-pool';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

describe('KeepAlivePool', () => {
  let server: Server;
  let handler: Handler;
  let sockets: number;
  let pool: KeepAlivePool | null = null;

  beforeEach(async () => {
    sockets = 0;
    handler = (_request, response) => response.end('');
    server = createServer((request, response) => handler(request, response));
    server.on('connection', () => (sockets += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterEach(async () => {
    pool?.close();
    pool = null;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const open = (maxSockets: number, timeoutMs = 5_000) => {
    pool = new KeepAlivePool(
      new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
      maxSockets,
      timeoutMs,
    );
    return pool;
  };

  it('sends the method, path, host and header lines, and answers the status and body of each answer', async () => {
    handler = (request, response) => {
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          method: request.method,
          url: request.url,
          host: request.headers.host,
          ua: request.headers['user-agent'],
        }),
      );
    };
    const client = open(2);
    const answer = await client.request('POST', '/api/vote/7/', headerLines({ 'user-agent': 'Android' }));
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toEqual({
      method: 'POST',
      url: '/api/vote/7/',
      host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
      ua: 'Android',
    });
  });

  it('keeps its connections: many requests in turn use one socket, concurrent ones at most maxSockets', async () => {
    handler = (_request, response) => setTimeout(() => response.end('ok'), 5);
    const client = open(3);
    for (let index = 0; index < 10; index += 1) expect((await client.request('GET', '/', '')).body).toBe('ok');
    expect(sockets).toBe(1);
    const answers = await Promise.all(Array.from({ length: 30 }, () => client.request('GET', '/', '')));
    expect(answers.every((answer) => answer.status === 200 && answer.body === 'ok')).toBe(true);
    expect(sockets).toBe(3);
  });

  it('reads a chunked body in pieces, and a body split across reads', async () => {
    handler = (_request, response) => {
      response.write('{"part":');
      setTimeout(() => response.end('"é"}'), 5);
    };
    const client = open(1);
    expect(JSON.parse((await client.request('GET', '/', '')).body)).toEqual({ part: 'é' });
  });

  it('opens a new socket after an answer that closes its connection, and goes on with the waiting requests', async () => {
    handler = (_request, response) => {
      response.setHeader('connection', 'close');
      response.end('bye');
    };
    const client = open(1);
    const answers = await Promise.all(Array.from({ length: 4 }, () => client.request('GET', '/', '')));
    expect(answers.map((answer) => answer.body)).toEqual(['bye', 'bye', 'bye', 'bye']);
    expect(sockets).toBe(4);
  });

  it('fails a request whose connection the server drops, and serves the next on a new one', async () => {
    let calls = 0;
    handler = (request, response) => {
      calls += 1;
      if (calls === 1) request.socket.destroy();
      else response.end('later');
    };
    const client = open(1);
    await expect(client.request('GET', '/', '')).rejects.toThrow('connection closed');
    expect((await client.request('GET', '/', '')).body).toBe('later');
    expect(sockets).toBe(2);
  });

  it('fails a request not answered in time', async () => {
    handler = () => undefined;
    await expect(open(1, 100).request('GET', '/', '')).rejects.toBeInstanceOf(PoolTimeoutError);
  });

  it('refuses a request to a port nobody listens on', async () => {
    const client = new KeepAlivePool(new URL('http://127.0.0.1:1'), 1, 1_000);
    pool = client;
    await expect(client.request('GET', '/', '')).rejects.toThrow(/ECONNREFUSED/);
  });
});
