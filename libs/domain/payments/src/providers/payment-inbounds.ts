import type { Provider } from '@nestjs/common';
import type { PaymentInbound } from '../gateways/payment-gateway';
import { PAYMENT_PROVIDER_REGISTRY, type PaymentProvider } from './payment-providers';

/** How each registered provider's notifications and returns are read. */
export class PaymentInbounds {
  private readonly byProvider: ReadonlyMap<PaymentProvider, PaymentInbound<PaymentProvider>>;

  constructor(inbounds: readonly PaymentInbound<PaymentProvider>[]) {
    this.byProvider = new Map(inbounds.map((inbound) => [inbound.provider, inbound]));
  }

  /** Each registered reader, and this lookup over them, for a module's providers. */
  static providers(): Provider[] {
    const inbounds = PAYMENT_PROVIDER_REGISTRY.map(({ inbound }) => inbound);
    return [
      ...inbounds,
      {
        provide: PaymentInbounds,
        useFactory: (...instances: PaymentInbound<PaymentProvider>[]) => new PaymentInbounds(instances),
        inject: inbounds,
      },
    ];
  }

  for(provider: PaymentProvider): PaymentInbound<PaymentProvider> {
    const inbound = this.byProvider.get(provider);
    if (!inbound) throw new Error(`No inbound reader registered for ${provider}`);
    return inbound;
  }
}
