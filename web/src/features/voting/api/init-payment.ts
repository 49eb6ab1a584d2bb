import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { voting as VOTING_TEXT } from '@/messages/voting';

/** The answer to a payment creation: the provider's checkout page and what the server priced. */
export type CheckoutAnswer = components['schemas']['PaymentCheckoutResponse'];
export type PaymentGateway = CheckoutAnswer['provider'];

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
  return unwrap(result, VOTING_TEXT.packs.initError);
}

export function useInitPayment() {
  return useMutation({ mutationFn: initPayment });
}
