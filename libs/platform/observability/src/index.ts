export { serveClusterMetrics } from './cluster-metrics';
export * from './logging';
export * from './metrics.server';
export * from './metrics.service';
export * from './observability.module';
