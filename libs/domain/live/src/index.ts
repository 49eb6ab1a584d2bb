export * from './live.module';
export * from './live-protocol';
export * from './redis-io.adapter';
export * from './ranking.gateway';
export * from './live-auth';
