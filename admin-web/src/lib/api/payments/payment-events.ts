import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components, operations } from '@contracts/api-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { payments as PAYMENTS_TEXT } from '@/messages/payments';
import { api } from '../../api-client';
import { paymentKeys } from './payment-keys';

export type InboundEvent = components['schemas']['InboundEventResponse'];
export type PaymentEventQuery = NonNullable<operations['PaymentsAdminController_events']['parameters']['query']>;
export type PaymentEventPage = components['schemas']['PageResponse'] & { results: InboundEvent[] };

/** GET /api/payments/admin/events: provider messages, newest first (unmatched ones with `unmatched=true`). */
export async function getPaymentEvents(query: PaymentEventQuery): Promise<PaymentEventPage> {
  return unwrap(await api.GET('/api/payments/admin/events', { params: { query } }), PAYMENTS_TEXT.events.failed);
}

export const usePaymentEvents = (query: PaymentEventQuery) =>
  useQuery({
    queryKey: paymentKeys.events(query),
    queryFn: () => getPaymentEvents(query),
    placeholderData: keepPreviousData,
  });
