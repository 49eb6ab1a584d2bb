export * from './ledger-entry';
export * from './ledger.module';
export * from './ledger.writer';
