import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { MESSAGES } from '@app/common';
import type { InboundNotification, InboundRequest, InboundReturn, PaymentInbound } from '../payment-gateway';
import { type DocumentedFields, documentedPayload } from '../inbound-payload';
import { readString } from '../provider-http';
import { basicAuthorization, sameSecret } from '../secrets';

/**
 * TouchPay's callback (GET query or POST body) comes with HTTP Basic credentials we chose; it names
 * our transaction (`command_number`) and gives InTouch's own id for it (`payment_token`). The
 * callback of a payment pushed to the phone (TouchPay API "paiement marchand") comes to the same
 * route with the same credentials, in the API's words: our transaction is `idFromClient`, InTouch's
 * id `idFromGU` (or, in the GU API's words, `partner_transaction_id` and `gu_transaction_id`). The
 * browser comes back to the URL our checkout page gave TouchPay, with the outcome.
 */
/** TouchPay's callback, by query or body, and the merchant payment's. */
const NOTIFICATION_FIELDS: DocumentedFields = {
  payment_mode: true,
  paid_sum: true,
  paid_amount: true,
  payment_token: true,
  payment_status: true,
  command_number: true,
  payment_validation_date: true,
  idFromClient: true,
  idFromGU: true,
  amount: true,
  fees: true,
  serviceCode: true,
  recipientNumber: true,
  dateTime: true,
  status: true,
  partner_transaction_id: true,
  gu_transaction_id: true,
  service_id: true,
  message: true,
  commission: true,
};

/** A number as `payment_events` keeps it (its rows are never erased): its last two digits. */
const masked = (value: unknown) => readString(value).replace(/\d(?=\d{2})/g, '•');

/** The first of these fields that the message fills. */
const firstOf = (fields: Record<string, unknown>, names: string[]) =>
  names.map((name) => readString(fields[name])).find(Boolean) ?? '';

/** Our return URL, as our checkout page gives it to TouchPay. */
const RETURN_FIELDS: DocumentedFields = { transaction_id: true, outcome: true };

@Injectable()
export class IntouchInbound implements PaymentInbound {
  readonly provider = 'intouch' as const;

  constructor(private readonly config: AppConfig) {}

  readNotification({ fields, headers }: InboundRequest): InboundNotification {
    const { callbackUsername, callbackPassword } = this.config.payments.intouch;
    const expected = callbackUsername && callbackPassword ? basicAuthorization(callbackUsername, callbackPassword) : '';
    const authorization = headers.authorization;
    const authentic = Boolean(expected && authorization && sameSecret(authorization, expected));
    const payload = documentedPayload(fields, NOTIFICATION_FIELDS);
    if ('recipientNumber' in payload) payload.recipientNumber = masked(payload.recipientNumber);
    return {
      reference: firstOf(fields, ['command_number', 'idFromClient', 'partner_transaction_id']),
      referenceKind: 'transaction_id',
      payload,
      refusal: authentic ? null : { verdict: 'rejected_credentials', message: MESSAGES.payments.invalidCredentials },
      providerToken: firstOf(fields, ['payment_token', 'idFromGU', 'gu_transaction_id']) || null,
    };
  }

  readReturn({ fields }: InboundRequest): InboundReturn {
    return {
      reference: readString(fields.transaction_id),
      cancelled: readString(fields.outcome) === 'failed',
      payload: documentedPayload(fields, RETURN_FIELDS),
    };
  }
}
