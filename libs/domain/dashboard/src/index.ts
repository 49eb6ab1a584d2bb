export * from './dashboard.module';
export * from './dashboard-live';
export * from './dashboard.gateway';
