import type { Provider } from '@nestjs/common';
import type { PaymentProvider } from '../payment.types';
import type { PaymentGateway } from './payment-gateway';
import { PAYMENT_PROVIDER_REGISTRY } from './payment-providers';

/** The gateway of each registered provider. */
export class PaymentGateways {
  private readonly byProvider: ReadonlyMap<PaymentProvider, PaymentGateway>;

  constructor(gateways: readonly PaymentGateway[]) {
    this.byProvider = new Map(gateways.map((gateway) => [gateway.provider, gateway]));
  }

  /** Each registered gateway, and this lookup over them, for a module's providers. */
  static providers(): Provider[] {
    const gateways = PAYMENT_PROVIDER_REGISTRY.map(({ gateway }) => gateway);
    return [
      ...gateways,
      {
        provide: PaymentGateways,
        useFactory: (...instances: PaymentGateway[]) => new PaymentGateways(instances),
        inject: gateways,
      },
    ];
  }

  for(provider: PaymentProvider): PaymentGateway {
    const gateway = this.byProvider.get(provider);
    if (!gateway) throw new Error(`No gateway registered for ${provider}`);
    return gateway;
  }
}
