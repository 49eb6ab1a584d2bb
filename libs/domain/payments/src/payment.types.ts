/**
 * What a payment is, whatever its provider. A leaf: the provider adapters (gateways/) read these
 * types, so this file imports nothing. The provider ids come from the registry
 * (providers/payment-providers.ts), a payments row with them from payments.repository.ts.
 */

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled', 'expired', 'flagged', 'late'] as const;
/**
 * `flagged`: the provider reported a success that does not match what we asked for (amount or
 * currency); it is never credited and waits for an administrator. `late`: the money arrived after the
 * contest's end; it is never credited and waits to be refunded.
 */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type Currency = 'XOF' | 'XAF';

/** What a provider says about a payment, once its answer is read. */
export interface ProviderVerdict {
  /** `pending` also covers every waiting state and any answer we cannot classify. */
  state: 'succeeded' | 'pending' | 'failed' | 'cancelled' | 'expired';
  /** The amount and currency the provider reports, when it reports them. */
  amount: number | null;
  currency: string | null;
  /** The provider's own status words, kept on the payment and shown to administrators. */
  rawStatus: string;
  /** The provider's answer as received, stored in payment_events. */
  payload: unknown;
}

/** Statuses nothing changes any more (a failure, cancellation or expiry can still turn into a verified success). */
export const FINAL_STATUSES: readonly PaymentStatus[] = ['succeeded', 'flagged', 'late'];
