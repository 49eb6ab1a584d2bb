import type { PaymentProvider, PaymentRow, ProviderVerdict } from '../payment.types';

/** Who pays, as the providers want it (card payments need the address fields). */
export interface Customer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  city: string;
  /** ISO 3166-1 alpha-2, when known. */
  countryCode: string | null;
}

export interface CheckoutContext {
  payment: PaymentRow;
  customer: Customer;
  /** Shown on the provider's page; plain words only. */
  description: string;
  /** At most 255 characters, echoed back by the provider. */
  metadata: string;
}

export interface CheckoutSession {
  /** Where the browser is sent to pay. */
  checkoutUrl: string;
  /** The provider's own id for the payment (CinetPay payment_token, PayDunya invoice token). */
  providerToken: string | null;
  /** The provider's answer as received. */
  payload: unknown;
}

/**
 * One payment provider behind one interface: open a hosted checkout, and ask for a payment's real
 * status. Notifications only ever trigger a `check`; their content is never trusted alone.
 */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** The provider's name as users know it. */
  readonly label: string;
  isConfigured(): boolean;
  initialize(context: CheckoutContext): Promise<CheckoutSession>;
  check(payment: PaymentRow): Promise<ProviderVerdict>;
}
