import { createServer, type Server } from 'node:http';
import { Registry } from 'prom-client';

/**
 * An HTTP server answering only GET /metrics with `render()`, on `port` of `host`. Prometheus reads
 * it on a port of its own, never the public one: the text lists every route with its counts, the
 * Node version and the memory of the process.
 */
export async function listenForMetrics(
  port: number,
  host: string,
  render: () => Promise<string>,
  contentType: string = Registry.PROMETHEUS_CONTENT_TYPE,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    render().then(
      (body) => response.writeHead(200, { 'Content-Type': contentType }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
