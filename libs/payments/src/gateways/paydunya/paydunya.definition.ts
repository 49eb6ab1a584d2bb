import type { PaymentProviderDefinition } from '../payment-gateway';
import { PaydunyaGateway } from './paydunya.gateway';
import { PaydunyaInbound } from './paydunya.inbound';

export const PAYDUNYA: PaymentProviderDefinition<'paydunya'> = {
  id: 'paydunya',
  gateway: PaydunyaGateway,
  inbound: PaydunyaInbound,
};
