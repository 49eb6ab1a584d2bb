import type { PaymentProviderDefinition } from '../payment-gateway';
import { CinetpayGateway } from './cinetpay.gateway';
import { CinetpayInbound } from './cinetpay.inbound';

export const CINETPAY: PaymentProviderDefinition<'cinetpay'> = {
  id: 'cinetpay',
  gateway: CinetpayGateway,
  inbound: CinetpayInbound,
};
