import type { PaymentProviderDefinition } from '../payment-gateway';
import { IntouchGateway } from './intouch.gateway';
import { IntouchInbound } from './intouch.inbound';

/**
 * InTouch: TouchPay is started by its script from a page of ours; TouchPay calls its callback by
 * GET or POST and sends the browser back to our return URL. A payment pushed to the payer's phone
 * (the TouchPay API) is called back at the same callback.
 */
export const INTOUCH: PaymentProviderDefinition<'intouch'> = {
  id: 'intouch',
  gateway: IntouchGateway,
  inbound: IntouchInbound,
  offeredByDefault: false,
  routes: {
    purchase: { summary: 'Acheter un pack de votes avec InTouch (mobile money) : renvoie la page de paiement' },
    status: {
      path: 'status',
      query: 'transaction_id',
      summary: "Statut d'un paiement InTouch par identifiant de transaction (pages de résultat)",
    },
    calls: [
      { method: 'GET', path: 'callback', call: 'notification' },
      { method: 'POST', path: 'callback', call: 'notification' },
      { method: 'GET', path: 'return', call: 'return' },
      { method: 'GET', path: 'checkout/:transactionId', call: 'checkout-page' },
    ],
  },
};
