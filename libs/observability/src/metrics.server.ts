import { createServer, type Server } from 'node:http';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { MetricsService } from './metrics.service';

/**
 * Serves GET /metrics for processes without an HTTP API (the worker), on WORKER_METRICS_PORT;
 * port 0 turns it off.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MetricsServer.name);
  private server: Server | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly metrics: MetricsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.workerMetricsPort;
    if (port === 0) return;
    this.server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      this.metrics.render().then(
        (body) => response.writeHead(200, { 'Content-Type': this.metrics.registry.contentType }).end(body),
        () => response.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(port, this.config.http.host, resolve));
    this.logger.log(`Metrics on http://${this.config.http.host}:${port}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.server) return;
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}
