import type { PaymentProvider } from '../payment.types';
import { CINETPAY } from './cinetpay/cinetpay.definition';
import { INTOUCH } from './intouch/intouch.definition';
import { PAYDUNYA } from './paydunya/paydunya.definition';

/**
 * Every payment provider, one entry each, in the order administrators see them. The only list that
 * names them all: provider ids, gateways and inbound readers all come from here.
 */
export const PAYMENT_PROVIDER_REGISTRY = [CINETPAY, PAYDUNYA, INTOUCH] as const;

export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = PAYMENT_PROVIDER_REGISTRY.map(({ id }) => id);
