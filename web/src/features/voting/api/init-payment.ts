import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { voting as VOTING_TEXT } from '../../../messages/voting';

export type PaymentGateway = 'cinetpay' | 'paydunya' | 'intouch';
export type PaymentCurrency = 'XOF' | 'XAF';

/** The answer to a payment creation (not typed in the API document). */
export interface CheckoutAnswer {
  transaction_id: string;
  provider: PaymentGateway;
  payment_url: string;
  amount: number;
  currency: PaymentCurrency;
  votes_count: number;
  pack_name: string;
}

export interface InitPaymentRequest {
  gateway: PaymentGateway;
  participantId: number;
  packId: number;
}

const paths = {
  cinetpay: '/api/payments/cinetpay/init',
  paydunya: '/api/payments/paydunya/init',
  intouch: '/api/payments/intouch/init',
} as const;

/** POST /api/payments/{gateway}/init: the server prices the pack and answers with the checkout page. */
export async function initPayment({ gateway, participantId, packId }: InitPaymentRequest): Promise<CheckoutAnswer> {
  const result = await api.POST(paths[gateway], { body: { participant: participantId, pack: packId } });
  return unwrap<CheckoutAnswer>(result, VOTING_TEXT.packs.initError);
}

export function useInitPayment() {
  return useMutation({ mutationFn: initPayment });
}
