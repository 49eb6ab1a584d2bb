import type { PaymentProviderDefinition } from '../payment-gateway';
import { CinetpayGateway } from './cinetpay.gateway';
import { CinetpayInbound } from './cinetpay.inbound';

/**
 * CinetPay: notifications answered 200 once recorded and 401 when forged (CinetPay first pings the
 * notify URL with a GET); the browser comes back with a form POST (token, transaction_id), or a GET.
 */
export const CINETPAY: PaymentProviderDefinition<'cinetpay'> = {
  id: 'cinetpay',
  gateway: CinetpayGateway,
  inbound: CinetpayInbound,
  offeredByDefault: true,
  routes: {
    purchase: {
      summary: 'Acheter un pack de votes avec CinetPay : renvoie la page de paiement (payment_url)',
      description: 'Le montant, la devise (XOF ou XAF) et le site sont calculés par le serveur à partir du pack.',
    },
    status: {
      path: 'status',
      query: 'transaction_id',
      summary: "Statut d'un paiement CinetPay par identifiant de transaction (pages de résultat)",
    },
    calls: [
      { method: 'GET', path: 'callback', call: 'ping' },
      { method: 'POST', path: 'callback', call: 'notification' },
      { method: 'POST', path: 'return', call: 'return' },
      { method: 'GET', path: 'return', call: 'return' },
    ],
  },
};
