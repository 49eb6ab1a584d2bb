import type { Provider } from '@nestjs/common';
import type { PaymentGateway } from '../gateways/payment-gateway';
import { PAYMENT_PROVIDER_REGISTRY, type PaymentProvider } from './payment-providers';

export interface GatewayListing {
  id: PaymentProvider;
  label: string;
  configured: boolean;
  offeredByDefault: boolean;
}

/** The gateway of each registered provider. */
export class PaymentGateways {
  private readonly byProvider: ReadonlyMap<PaymentProvider, PaymentGateway<PaymentProvider>>;
  private readonly listings: readonly GatewayListing[];

  constructor(gateways: readonly PaymentGateway<PaymentProvider>[]) {
    this.byProvider = new Map(gateways.map((gateway) => [gateway.provider, gateway]));
    // Keys are configuration: whether a provider is configured never changes while the process runs.
    this.listings = PAYMENT_PROVIDER_REGISTRY.map(({ id, offeredByDefault }) => {
      const gateway = this.for(id);
      return { id, label: gateway.label, configured: gateway.isConfigured(), offeredByDefault };
    });
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

  /** Every registered provider in the registry's order: its name, whether its keys are set, whether it is offered by default. */
  catalogue(): readonly GatewayListing[] {
    return this.listings;
  }

  /** The gateways that can push a payment to the payer's phone, in the registry's order. */
  pushers(): PaymentGateway<PaymentProvider>[] {
    return PAYMENT_PROVIDER_REGISTRY.map(({ id }) => this.for(id)).filter(
      (gateway) => 'push' in gateway && 'pushesTo' in gateway,
    );
  }

  for(provider: PaymentProvider): PaymentGateway<PaymentProvider> {
    const gateway = this.byProvider.get(provider);
    if (!gateway) throw new Error(`No gateway registered for ${provider}`);
    return gateway;
  }
}
