import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { MESSAGES } from '@app/common';
import type {
  InboundNotification,
  InboundRequest,
  InboundReturn,
  PaymentInbound,
  ReturnRoute,
} from '../payment-gateway';
import { asRecord, readString } from '../provider-http';
import { sameSecret } from '../secrets';

/**
 * PayDunya's IPN: a PHP-style nested form under `data`, authenticated by `data[hash]`, the SHA-512
 * (hex) of our master key, and naming the invoice by its token. The browser comes back to the
 * return or the cancel URL with `?token=`.
 */
@Injectable()
export class PaydunyaInbound implements PaymentInbound {
  readonly provider = 'paydunya' as const;

  constructor(private readonly config: AppConfig) {}

  readNotification({ fields }: InboundRequest): InboundNotification {
    const data = asRecord(fields.data);
    const masterKey = this.config.payments.paydunya.masterKey ?? '';
    const hash = readString(data.hash);
    const authentic = Boolean(masterKey) && sameSecret(hash.toLowerCase(), sha512(masterKey));
    return {
      reference: readString(asRecord(data.invoice).token),
      referenceKind: 'provider_token',
      payload: { data: { ...data, hash: hash ? '[masqué]' : '' } },
      refusal: authentic ? null : { verdict: 'rejected_signature', message: MESSAGES.payments.invalidSignature },
      providerToken: null,
    };
  }

  readReturn({ fields }: InboundRequest, route: ReturnRoute): InboundReturn {
    return { reference: readString(fields.token), cancelled: route === 'cancel', payload: fields };
  }
}

function sha512(text: string): string {
  return createHash('sha512').update(text, 'utf8').digest('hex');
}
