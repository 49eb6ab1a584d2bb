export * from './test-database';
export * from './test-environment';
export * from './images';
