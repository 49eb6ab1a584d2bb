import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { MESSAGES } from '@app/common';
import type { InboundNotification, InboundRequest, InboundReturn, PaymentInbound } from '../payment-gateway';
import { type DocumentedFields, documentedPayload, FIELD_MAX_LENGTH } from '../inbound-payload';
import { readString } from '../provider-http';
import { sameSecret } from '../secrets';
import { CINETPAY_SIGNED_FIELDS, cinetpayToken } from './cinetpay-token';

/** The IPN's form fields: those it signs, and those some integrations also receive (cpm_result…). */
const NOTIFICATION_FIELDS: DocumentedFields = Object.fromEntries(
  [...CINETPAY_SIGNED_FIELDS, 'cpm_result', 'cpm_trans_status', 'cpm_payid'].map((name) => [name, true]),
);

/** What CinetPay posts to the return URL. */
const RETURN_FIELDS: DocumentedFields = { token: true, transaction_id: true };

/**
 * CinetPay's IPN: form fields signed by the `x-token` header (HMAC-SHA256 with our secret key) and
 * naming one of our merchant sites. Its notify URL is also pinged with a GET (see the controller).
 * The browser comes back with `transaction_id` and `token`, by POST or GET.
 */
@Injectable()
export class CinetpayInbound implements PaymentInbound {
  readonly provider = 'cinetpay' as const;

  constructor(private readonly config: AppConfig) {}

  private get settings() {
    return this.config.payments.cinetpay;
  }

  readNotification({ fields, headers }: InboundRequest): InboundNotification {
    const xToken = headers['x-token'];
    const secret = this.settings.secretKey ?? '';
    const signed = Boolean(secret && xToken && sameSecret(xToken, cinetpayToken(fields, secret)));
    return {
      reference: readString(fields.cpm_trans_id),
      referenceKind: 'transaction_id',
      payload: {
        ...documentedPayload(fields, NOTIFICATION_FIELDS),
        x_token: xToken?.slice(0, FIELD_MAX_LENGTH) ?? null,
      },
      refusal:
        signed && this.ownsSite(readString(fields.cpm_site_id))
          ? null
          : { verdict: 'rejected_signature', message: MESSAGES.payments.invalidSignature },
      providerToken: null,
    };
  }

  readReturn({ fields }: InboundRequest): InboundReturn {
    return {
      reference: readString(fields.transaction_id) || readString(fields.token),
      cancelled: false,
      payload: documentedPayload(fields, RETURN_FIELDS),
    };
  }

  private ownsSite(siteId: string): boolean {
    return siteId !== '' && (siteId === this.settings.siteIdXof || siteId === this.settings.siteIdXaf);
  }
}
