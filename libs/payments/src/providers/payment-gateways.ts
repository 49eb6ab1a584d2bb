import type { Provider } from '@nestjs/common';
import type { PaymentGateway } from '../gateways/payment-gateway';
import { PAYMENT_PROVIDER_REGISTRY, type PaymentProvider } from './payment-providers';

/** The gateway of each registered provider. */
export class PaymentGateways {
  private readonly byProvider: ReadonlyMap<PaymentProvider, PaymentGateway<PaymentProvider>>;

  constructor(gateways: readonly PaymentGateway<PaymentProvider>[]) {
    this.byProvider = new Map(gateways.map((gateway) => [gateway.provider, gateway]));
  }

  /** Each registered gateway, and this lookup over them, for a module's providers. */
  static providers(): Provider[] {
    const gateways = PAYMENT_PROVIDER_REGISTRY.map(({ gateway }) => gateway);
    return [
      ...gateways,
      {
        provide: PaymentGateways,
        useFactory: (...instances: PaymentGateway<PaymentProvider>[]) => new PaymentGateways(instances),
        inject: gateways,
      },
    ];
  }

  for(provider: PaymentProvider): PaymentGateway<PaymentProvider> {
    const gateway = this.byProvider.get(provider);
    if (!gateway) throw new Error(`No gateway registered for ${provider}`);
    return gateway;
  }
}
