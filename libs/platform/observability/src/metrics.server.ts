import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { listenForMetrics, type MetricsAddress } from './metrics-listener';
import { MetricsService } from './metrics.service';

/**
 * The process's metrics on its metrics port (port 0: none): the worker's on WORKER_METRICS_PORT, a
 * live process's on LIVE_METRICS_PORT, the API's on METRICS_PORT, except in a process the API's
 * primary started (API or live), whose primary serves their sum (serveClusterMetrics). Made by the
 * factories below, which pick the port.
 */
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MetricsServer.name);
  private server: Server | undefined;

  constructor(
    private readonly address: MetricsAddress,
    private readonly metrics: MetricsService,
  ) {}

  static forWorker(): Provider {
    return MetricsServer.provider((metrics) => ({ port: metrics.workerPort, setting: 'WORKER_METRICS_PORT' }));
  }

  static forLive(): Provider {
    return MetricsServer.provider((metrics) => ({
      port: cluster.isWorker ? 0 : metrics.livePort,
      setting: 'LIVE_METRICS_PORT',
    }));
  }

  static forApi(): Provider {
    return MetricsServer.provider((metrics) => ({
      port: cluster.isWorker ? 0 : metrics.port,
      setting: 'METRICS_PORT',
    }));
  }

  /** The provider of a process's server, on the metrics host at the port `address` picks from the settings. */
  private static provider(address: (metrics: AppConfig['metrics']) => Omit<MetricsAddress, 'host'>): Provider {
    return {
      provide: MetricsServer,
      inject: [AppConfig, MetricsService],
      useFactory: (config: AppConfig, metrics: MetricsService) =>
        new MetricsServer({ host: config.metrics.host, ...address(config.metrics) }, metrics),
    };
  }

  async onApplicationBootstrap(): Promise<void> {
    const { host, port } = this.address;
    if (port === 0) return;
    const registry = this.metrics.registry;
    this.server = await listenForMetrics(this.address, () => registry.metrics(), registry.contentType);
    this.logger.log(`Metrics on http://${host}:${port}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.server) return;
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}
