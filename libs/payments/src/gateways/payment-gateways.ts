import { Injectable } from '@nestjs/common';
import type { PaymentProvider } from '../payment.types';
import { CinetpayGateway } from './cinetpay.gateway';
import { IntouchGateway } from './intouch.gateway';
import type { PaymentGateway } from './payment-gateway';
import { PaydunyaGateway } from './paydunya.gateway';

/** The gateway of each provider. */
@Injectable()
export class PaymentGateways {
  private readonly byProvider: Record<PaymentProvider, PaymentGateway>;

  constructor(
    readonly cinetpay: CinetpayGateway,
    readonly paydunya: PaydunyaGateway,
    readonly intouch: IntouchGateway,
  ) {
    this.byProvider = { cinetpay, paydunya, intouch };
  }

  for(provider: PaymentProvider): PaymentGateway {
    return this.byProvider[provider];
  }
}
