export * from './live-protocol';
export * from './phone-rules';
