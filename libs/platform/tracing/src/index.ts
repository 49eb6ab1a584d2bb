export * from './request-id';
export * from './tracing';
