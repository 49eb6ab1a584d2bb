export * from './leaf';
export * from './merkle';
export * from './tree-head';
export * from './verify';
