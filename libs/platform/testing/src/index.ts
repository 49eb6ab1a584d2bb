export * from './test-database';
export * from './test-environment';
export * from './images';
export * from './free-port';
export * from './otlp-receiver';
export * from './push-service';
export * from './eventually';
export * from './source-tree';
