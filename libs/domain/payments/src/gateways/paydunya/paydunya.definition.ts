import type { PaymentProviderDefinition } from '../payment-gateway';
import { PaydunyaGateway } from './paydunya.gateway';
import { PaydunyaInbound } from './paydunya.inbound';

/**
 * PayDunya: the result pages read a payment by its invoice token under the historical `callback`
 * path; PayDunya calls its IPN, and sends the browser back to our return or cancel URL.
 */
export const PAYDUNYA: PaymentProviderDefinition<'paydunya'> = {
  id: 'paydunya',
  gateway: PaydunyaGateway,
  inbound: PaydunyaInbound,
  offeredByDefault: true,
  routes: {
    purchase: { summary: 'Acheter un pack de votes avec PayDunya : renvoie la facture (invoice_url, token)' },
    status: {
      path: 'callback',
      query: 'token',
      summary: "Statut d'un paiement PayDunya par jeton de facture (pages de résultat)",
    },
    calls: [
      { method: 'POST', path: 'ipn', call: 'notification' },
      { method: 'GET', path: 'return', call: 'return' },
      { method: 'GET', path: 'cancel', call: 'cancel' },
    ],
  },
};
