export * from './live-protocol';
export * from './phone-rules';
export * from './site-settings';
export * from './transparency';
