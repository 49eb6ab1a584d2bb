export * from './close-rule';
export * from './ledger-entry';
export * from './ledger.appender';
export * from './ledger.module';
export * from './ledger.reader';
export * from './ledger.writer';
export * from './watermark';
