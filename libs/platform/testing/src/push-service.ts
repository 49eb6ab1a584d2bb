import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the push service received: the worker's encrypted, VAPID-signed notification. */
export interface Delivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** When it arrived (ms since the epoch). */
  at: number;
}

export interface PushService {
  /** Its origin, given to the API as PUSH_TEST_ORIGIN. */
  origin: string;
  deliveries: Delivery[];
  /** Stops it, closing the connections the worker keeps alive (else they hold the test's process). */
  close(): void;
}

/** A browser's push service on this machine: it keeps what it is sent, and answers 410 for the endpoints under /gone/. */
export async function startPushService(): Promise<PushService> {
  const deliveries: Delivery[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
        at: Date.now(),
      });
      response.writeHead(request.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deliveries,
    close: () => {
      server.close();
      server.closeAllConnections();
    },
  };
}

/** The IANA zone (Etc/GMT±n) where it is `hour` o'clock now: quiet hours made certain, or avoided, whatever the time of the run. */
export function zoneAt(hour: number): string {
  let offset = (hour - new Date().getUTCHours() + 24) % 24;
  if (offset > 12) offset -= 24;
  // At offset 0 the browsers name the zone UTC, whatever alias they are given (Etc/GMT, GMT).
  return offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
