import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { MESSAGES } from '@app/common';
import type { InboundNotification, InboundRequest, InboundReturn, PaymentInbound } from '../payment-gateway';
import { readString } from '../provider-http';
import { sameSecret } from '../secrets';
import { cinetpayToken } from './cinetpay-token';

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
      payload: { ...fields, x_token: xToken ?? null },
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
      payload: fields,
    };
  }

  private ownsSite(siteId: string): boolean {
    return siteId !== '' && (siteId === this.settings.siteIdXof || siteId === this.settings.siteIdXaf);
  }
}
