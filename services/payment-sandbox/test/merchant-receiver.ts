import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  receivedAt: number;
}

/** A stand-in for the merchant's notification and callback endpoints that records what arrives. */
export interface MerchantReceiver {
  url: string;
  requests: ReceivedRequest[];
  /** Runs before each answer (e.g. to call the provider back while the notification is open). */
  beforeAnswer: ((request: ReceivedRequest) => Promise<void>) | null;
  /** The status code to answer with, per path. */
  statusFor: (path: string) => number;
  clear(): void;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

export async function startMerchantReceiver(): Promise<MerchantReceiver> {
  const receiver: Omit<MerchantReceiver, 'url' | 'close'> = {
    requests: [],
    beforeAnswer: null,
    statusFor: () => 200,
    clear() {
      receiver.requests.length = 0;
      receiver.beforeAnswer = null;
      receiver.statusFor = () => 200;
    },
    async waitFor(count, timeoutMs = 3_000) {
      const deadline = Date.now() + timeoutMs;
      while (receiver.requests.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} requests, received ${receiver.requests.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return receiver.requests;
    },
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://receiver');
      const received: ReceivedRequest = {
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      };
      receiver.requests.push(received);
      const answer = () => {
        response.statusCode = receiver.statusFor(received.path);
        response.end('ok');
      };
      if (receiver.beforeAnswer) void receiver.beforeAnswer(received).finally(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
