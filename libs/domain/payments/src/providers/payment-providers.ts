import { CINETPAY } from '../gateways/cinetpay/cinetpay.definition';
import { INTOUCH } from '../gateways/intouch/intouch.definition';
import { PAYDUNYA } from '../gateways/paydunya/paydunya.definition';

/**
 * Every payment provider, one entry each, in the order administrators see them. The only list that
 * names them all: provider ids, gateways, inbound readers and the providers' routes all come from
 * here. A new provider is its folder under gateways/ and its definition added on this line.
 */
export const PAYMENT_PROVIDER_REGISTRY = [CINETPAY, PAYDUNYA, INTOUCH] as const;

/** A registered provider's id. */
export type PaymentProvider = (typeof PAYMENT_PROVIDER_REGISTRY)[number]['id'];

export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = PAYMENT_PROVIDER_REGISTRY.map(({ id }) => id);
