import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ApplicationRequest {
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body's fields. */
  form: Record<string, string>;
}

export interface ApplicationAnswer {
  status?: number;
  body?: string;
  /** Waits this long before answering. */
  delayMs?: number;
}

/** A stand-in for our API's Africa's Talking callbacks: records each request, answers with `answer`. */
export interface FakeApplication {
  url: string;
  requests: ApplicationRequest[];
  answer: (request: ApplicationRequest) => ApplicationAnswer;
  clear(): void;
  close(): Promise<void>;
}

export async function startFakeApplication(): Promise<FakeApplication> {
  const answerByDefault = () => ({ body: 'END Merci.' });
  const requests: ApplicationRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received: ApplicationRequest = {
        path: new URL(request.url ?? '/', 'http://application').pathname,
        headers: request.headers,
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      };
      requests.push(received);
      const { status = 200, body = '', delayMs = 0 } = application.answer(received);
      setTimeout(() => {
        response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end(body);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const application: FakeApplication = {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: answerByDefault,
    clear() {
      requests.length = 0;
      application.answer = answerByDefault;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return application;
}
