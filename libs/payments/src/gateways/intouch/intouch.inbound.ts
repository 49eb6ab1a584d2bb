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
 * browser comes back to the URL our checkout page gave TouchPay, with the outcome.
 */
/** TouchPay's callback, by query or body. */
const NOTIFICATION_FIELDS: DocumentedFields = {
  payment_mode: true,
  paid_sum: true,
  paid_amount: true,
  payment_token: true,
  payment_status: true,
  command_number: true,
  payment_validation_date: true,
};

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
    return {
      reference: readString(fields.command_number),
      referenceKind: 'transaction_id',
      payload: documentedPayload(fields, NOTIFICATION_FIELDS),
      refusal: authentic ? null : { verdict: 'rejected_credentials', message: MESSAGES.payments.invalidCredentials },
      providerToken: readString(fields.payment_token) || null,
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
