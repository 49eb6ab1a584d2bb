import cluster from 'node:cluster';
import type { Server } from 'node:http';
import type { AppConfig } from '@app/config';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { listenForMetrics } from './metrics-listener';

/**
 * The primary of several API processes: serves on METRICS_PORT the metrics of the whole cluster,
 * which prom-client sums over the processes (counters and histograms) at each scrape. One server, in
 * the primary, so a scrape counts every process once, whichever processes live at that moment.
 */
export async function serveClusterMetrics(config: AppConfig): Promise<Server | undefined> {
  if (config.metrics.port === 0) return undefined;
  const aggregator = new AggregatorRegistry();
  return listenForMetrics({ host: config.metrics.host, port: config.metrics.port, setting: 'METRICS_PORT' }, () =>
    aggregator.clusterMetrics(),
  );
}

/** In one of several API processes: answers the primary's requests with this process's registry. */
export function shareWithClusterPrimary(registry: Registry): void {
  if (!cluster.isWorker) return;
  AggregatorRegistry.setRegistries([registry]);
  // Constructing an aggregator is what makes prom-client answer the primary's requests in a worker.
  new AggregatorRegistry();
}
