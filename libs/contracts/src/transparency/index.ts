export * from './leaf';
export * from './merkle';
export * from './strict-json';
export * from './tree-head';
export * from './verify';
export * from './close-rule';
