import type { PaymentProvider } from './payment-providers';

/**
 * Port: whether a provider is offered to buyers now. Administrators choose the providers offered in
 * the site's settings (`libs/domain/settings`, above this lib, provides it); offered means accepted, so a
 * provider withdrawn there opens no checkout, whatever a client sends.
 */
export abstract class OfferedProviders {
  abstract isOffered(provider: PaymentProvider): Promise<boolean>;
}
