export * from './mail-outbox';
export * from './mail.module';
export * from './mail.service';
