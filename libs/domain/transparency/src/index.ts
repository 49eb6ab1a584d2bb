export * from './checkpoint-witnesses';
export * from './tile-store';
export * from './transparency-log';
export * from './transparency.module';
export * from './transparency.reader';
export * from './transparency.response';
export * from './tree-head-signer';
export * from './vote-leaves';
