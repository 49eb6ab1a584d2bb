export * from './locations.module';
export * from './country-codes';
export * from './country-codes.module';
export { checkPhone, type PhoneCheck } from './phone-rules';
