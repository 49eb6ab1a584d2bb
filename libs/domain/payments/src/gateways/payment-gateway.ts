/**
 * What a provider is: its adapters (the gateway, the inbound reader) and the routes it calls us by.
 * Each provider implements these in its own folder; nothing here knows which providers exist.
 */

import type { Type } from '@nestjs/common';
import type { CurrencyHints } from '../currency';
import type { Currency, ProviderVerdict } from '../payment.types';
import type { ProviderRefusedError } from './provider-http';

/** What a provider is told of one of our payments. */
export interface ProviderPayment {
  transactionId: string;
  /** The provider's own id for the payment, once it gave one. */
  providerToken: string | null;
  amount: number;
  currency: Currency;
  siteId: string;
  packName: string;
  participantId: number;
  votesCount: number;
}

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

/** The payer's contact details, as a provider's checkout page wants them. */
export type PayerContact = Pick<Customer, 'email' | 'firstName' | 'lastName' | 'phone' | 'city'>;

export interface CheckoutContext {
  payment: ProviderPayment;
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

/** Where a new payment is made: its currency and the provider's merchant site for it ('' when it has none). */
export interface CheckoutPlacement {
  currency: Currency;
  siteId: string;
}

/** A page of ours that starts the provider's checkout in the browser. */
export interface CheckoutPage {
  html: string;
  /** Where the provider's script comes from: the page's Content-Security-Policy allows it. */
  scriptOrigin: string;
}

/** A payment asked of the payer's phone (mobile money): the provider sends the request, the payer confirms with their PIN. */
export interface PushContext {
  payment: ProviderPayment;
  customer: Customer;
  /** The payer's number, E.164: the phone that is asked to pay. */
  phoneNumber: string;
}

/** The provider took the request to the phone: the payment waits for the payer's PIN. */
export interface PushSession {
  /** The provider's own id for the payment, when it gives one. */
  providerToken: string | null;
  /** The provider's answer, as `payment_events` keeps it. */
  payload: unknown;
}

/**
 * One payment provider behind one interface: open a hosted checkout, and ask for a payment's real
 * status. Notifications only ever trigger a `check`; their content is never trusted alone.
 */
export interface PaymentGateway<Id extends string = string> {
  readonly provider: Id;
  /** The provider's name as users know it. */
  readonly label: string;
  /** The answer to a purchase that names no participant or no pack. */
  readonly missingParametersMessage: string;
  isConfigured(): boolean;
  placement(hints: CurrencyHints): CheckoutPlacement;
  initialize(context: CheckoutContext): Promise<CheckoutSession>;
  /** The buyer's message when the provider refused to open the checkout. */
  refusalMessage(error: ProviderRefusedError): string;
  check(payment: ProviderPayment): Promise<ProviderVerdict>;
  /** Only for a provider whose checkout is started by a page we serve (`initialize` sends the browser there). */
  checkoutPage?(payment: ProviderPayment, payer: PayerContact, key: string): CheckoutPage | null;
  /**
   * Only for a provider that can push a payment to the payer's phone (server-initiated mobile money):
   * whether its keys for it are set and it serves this number's country and operator (E.164).
   */
  pushesTo?(phoneNumber: string): boolean;
  /** Sends the payment request to the phone; the provider calls back once the payer answered. */
  push?(context: PushContext): Promise<PushSession>;
}

/**
 * What a provider, or a browser coming back from it, sent us: its fields (the form or JSON body of
 * a POST, the query of a GET) and the request's headers.
 */
export interface InboundRequest {
  fields: Record<string, unknown>;
  headers: Record<string, string | undefined>;
}

/** Why a notification is refused: the verdict recorded and the French answer (401). */
export interface InboundRefusal {
  verdict: 'rejected_signature' | 'rejected_credentials';
  message: string;
}

/** A provider's notification once read and checked against our secrets. */
export interface InboundNotification {
  /** What the message names the payment by ('' when it names nothing). */
  reference: string;
  referenceKind: 'transaction_id' | 'provider_token';
  /** Stored in payment_events, secrets masked. */
  payload: unknown;
  /** null when the message comes from the provider. */
  refusal: InboundRefusal | null;
  /** The provider's own id for the payment, when the notification is the first to give it. */
  providerToken: string | null;
}

/** The URL of ours the browser came back by: after paying, or after giving up. */
export type ReturnRoute = 'return' | 'cancel';

/** A browser coming back from the provider's page. */
export interface InboundReturn {
  /** Our transaction id or the provider's token, as the provider passes it. */
  reference: string;
  /** The provider says the buyer gave up (the payment itself is still checked with the provider). */
  cancelled: boolean;
  payload: unknown;
}

/** How one provider's inbound messages are read and authenticated. */
export interface PaymentInbound<Id extends string = string> {
  readonly provider: Id;
  readNotification(request: InboundRequest): InboundNotification;
  readReturn(request: InboundRequest, route: ReturnRoute): InboundReturn;
}

/**
 * One route of ours that the provider, or a browser coming from it, calls (under
 * `/api/payments/<provider>/`), and so how it is answered:
 * - `notification`: read and authenticated by the inbound reader, then followed (200, or 401 when forged);
 * - `return` / `cancel`: the browser coming back by our return or cancel URL (303 to the result page);
 * - `ping`: the provider checking that an address answers (200, nothing read);
 * - `checkout-page`: our page that starts the provider's checkout in the browser
 *   (`PaymentGateway.checkoutPage`); its path names the payment as `:transactionId`, its query
 *   carries the page's `key`.
 */
export type ProviderCallRoute =
  | { call: 'notification' | ReturnRoute; method: 'GET' | 'POST'; path: string }
  | { call: 'ping' | 'checkout-page'; method: 'GET'; path: string };

/** The routes of one provider, under `/api/payments/<provider>/` (their paths are the providers' and the spec's). */
export interface ProviderRoutes {
  /** `POST init`, buying a pack: its OpenAPI summary and description. */
  purchase: { summary: string; description?: string };
  /** The result pages' status read: its path, the query parameter naming the payment, its OpenAPI summary. */
  status: { path: string; query: string; summary: string };
  /** What the provider and the browsers it sends back call (left out of the OpenAPI document). */
  calls: readonly ProviderCallRoute[];
}

/** One provider as registered in `providers/payment-providers.ts`. */
export interface PaymentProviderDefinition<Id extends string> {
  readonly id: Id;
  readonly gateway: Type<PaymentGateway<Id>>;
  readonly inbound: Type<PaymentInbound<Id>>;
  readonly routes: ProviderRoutes;
  /** Offered on the vote page until the back office's "Paramètres" choose otherwise (when configured). */
  readonly offeredByDefault: boolean;
}
