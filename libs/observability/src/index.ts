export * from './logging';
export * from './metrics.service';
export * from './observability.module';
