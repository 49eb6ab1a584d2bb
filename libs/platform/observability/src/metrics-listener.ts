import { createServer, type Server } from 'node:http';
import { Registry } from 'prom-client';

/** Where a metrics server listens, and the setting that chose its port (named when the port is taken). */
export interface MetricsAddress {
  host: string;
  port: number;
  setting: 'METRICS_PORT' | 'WORKER_METRICS_PORT' | 'LIVE_METRICS_PORT';
}

/**
 * An HTTP server answering only GET /metrics with `render()`, on `address`. Prometheus reads it on
 * a port of its own, never the public one: the text lists every route with its counts, the Node
 * version and the memory of the process. A port already taken rejects with a one-line reason the
 * process stops with (main.ts), not an unhandled 'error' event.
 */
export async function listenForMetrics(
  { host, port, setting }: MetricsAddress,
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
    const fail = (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Metrics port ${host}:${port} is already in use (${setting}): stop the process holding it, ` +
                `or give ${setting} a free port (0: no metrics endpoint)`,
            )
          : error,
      );
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      resolve();
    });
  });
  return server;
}
