export * from './app-config';
export * from './config.module';
export * from './payment-sandbox';
export * from './sms-sandbox';
export { isLocalSigningKey, type SigningKey } from './signing-keys';
