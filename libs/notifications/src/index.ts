export * from './closing-notifier';
export * from './ledger-notifier';
export * from './notification-kinds';
export * from './notifications.module';
export * from './notifications.repository';
export * from './push-endpoint';
export * from './push-keys';
export * from './push-sender';
