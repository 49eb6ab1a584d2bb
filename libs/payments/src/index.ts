export * from './payments.module';
export * from './packs/vote-packs.module';
export * from './packs/vote-packs.service';
export * from './payment.types';
export type { PaymentProvider } from './providers/payment-providers';
export * from './payment-reconciliation.service';
export * from './payment-settlement.service';
export * from './payments.repository';
export { DailyRevenue } from './admin/payments-admin.response';
