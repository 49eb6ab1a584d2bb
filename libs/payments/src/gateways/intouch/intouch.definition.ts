import type { PaymentProviderDefinition } from '../payment-gateway';
import { IntouchGateway } from './intouch.gateway';
import { IntouchInbound } from './intouch.inbound';

export const INTOUCH: PaymentProviderDefinition<'intouch'> = {
  id: 'intouch',
  gateway: IntouchGateway,
  inbound: IntouchInbound,
};
