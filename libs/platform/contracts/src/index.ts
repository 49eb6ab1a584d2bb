export * from './channel-settings';
export * from './live-protocol';
export * from './mobile-money';
export * from './phone-rules';
export * from './phone-votes';
export * from './plain-pages';
export * from './site-settings';
export * from './transparency';
