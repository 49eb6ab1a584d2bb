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
import { type DocumentedFields, documentedPayload } from '../inbound-payload';
import { asRecord, readString } from '../provider-http';
import { sameSecret } from '../secrets';

/**
 * PayDunya's IPN: a PHP-style nested form under `data`, authenticated by `data[hash]`, the SHA-512
 * (hex) of our master key, and naming the invoice by its token. The browser comes back to the
 * return or the cancel URL with `?token=`.
 */
/** The IPN's `data`: the confirm answer (our invoice has one item and no tax). */
const NOTIFICATION_DATA_FIELDS: DocumentedFields = {
  response_code: true,
  response_text: true,
  hash: true,
  invoice: {
    token: true,
    items: { item_0: { name: true, quantity: true, unit_price: true, total_price: true, description: true } },
    total_amount: true,
    description: true,
  },
  custom_data: { transaction_id: true, participant_id: true, votes_count: true },
  actions: { cancel_url: true, callback_url: true, return_url: true },
  mode: true,
  status: true,
  fail_reason: true,
  customer: { name: true, phone: true, email: true },
  receipt_url: true,
};

/** PayDunya sends the browser back to the return or cancel URL with the invoice's token. */
const RETURN_FIELDS: DocumentedFields = { token: true };

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
      payload: documentedPayload(
        { ...fields, data: { ...data, hash: hash ? '[masqué]' : '' } },
        { data: NOTIFICATION_DATA_FIELDS },
      ),
      refusal: authentic ? null : { verdict: 'rejected_signature', message: MESSAGES.payments.invalidSignature },
      providerToken: null,
    };
  }

  readReturn({ fields }: InboundRequest, route: ReturnRoute): InboundReturn {
    return {
      reference: readString(fields.token),
      cancelled: route === 'cancel',
      payload: documentedPayload(fields, RETURN_FIELDS),
    };
  }
}

function sha512(text: string): string {
  return createHash('sha512').update(text, 'utf8').digest('hex');
}
