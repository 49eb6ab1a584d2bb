import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { MESSAGES } from '@app/common';
import type { ProviderVerdict } from '../../payment.types';
import type {
  CheckoutContext,
  CheckoutPlacement,
  CheckoutSession,
  PaymentGateway,
  ProviderPayment,
} from '../payment-gateway';
import { asRecord, callProvider, ProviderRefusedError, readAmount, readString } from '../provider-http';

/**
 * PayDunya "paiement avec redirection": `checkout-invoice/create` gives an invoice token and the
 * hosted page, `checkout-invoice/confirm/{token}` the status (pending, completed, cancelled,
 * failed). PayDunya bills `total_amount` in FCFA and reports no currency.
 */
@Injectable()
export class PaydunyaGateway implements PaymentGateway {
  readonly provider = 'paydunya' as const;
  readonly label = 'PayDunya';
  readonly missingParametersMessage = MESSAGES.payments.paydunyaMissingData;

  constructor(private readonly config: AppConfig) {}

  private get settings() {
    return this.config.payments.paydunya;
  }

  isConfigured(): boolean {
    const { masterKey, privateKey, token } = this.settings;
    return Boolean(masterKey && privateKey && token);
  }

  private endpoint(path: string): string {
    const prefix = this.settings.mode === 'test' ? 'sandbox-api' : 'api';
    return `${this.settings.apiUrl}/${prefix}/v1/checkout-invoice/${path}`;
  }

  private get headers(): Record<string, string> {
    const { masterKey, privateKey, token, mode } = this.settings;
    return {
      'PAYDUNYA-MASTER-KEY': masterKey ?? '',
      'PAYDUNYA-PRIVATE-KEY': privateKey ?? '',
      'PAYDUNYA-TOKEN': token ?? '',
      'PAYDUNYA-MODE': mode,
    };
  }

  /** PayDunya bills in FCFA without a currency: XOF, and no merchant site. */
  placement(): CheckoutPlacement {
    return { currency: 'XOF', siteId: '' };
  }

  async initialize({ payment, description }: CheckoutContext): Promise<CheckoutSession> {
    const api = this.config.payments.publicApiUrl;
    const price = String(payment.amount);
    const { body } = await callProvider(this.provider, this.endpoint('create'), {
      method: 'POST',
      headers: this.headers,
      timeoutMs: this.config.payments.timeoutMs,
      json: {
        invoice: {
          items: {
            item_0: { name: payment.packName, quantity: 1, unit_price: price, total_price: price, description },
          },
          total_amount: payment.amount,
          description,
        },
        store: { name: this.settings.storeName, website_url: this.config.publicWebUrl },
        custom_data: {
          transaction_id: payment.transactionId,
          participant_id: payment.participantId,
          votes_count: payment.votesCount,
        },
        actions: {
          callback_url: `${api}/api/payments/paydunya/ipn/`,
          return_url: `${api}/api/payments/paydunya/return/`,
          cancel_url: `${api}/api/payments/paydunya/cancel/`,
        },
      },
    });
    const code = readString(body.response_code);
    const checkoutUrl = readString(body.response_text);
    const token = readString(body.token);
    if (code !== '00' || !token || !/^https?:\/\//.test(checkoutUrl)) {
      throw new ProviderRefusedError(this.provider, code, readString(body.response_text), body);
    }
    return { checkoutUrl, providerToken: token, payload: body };
  }

  refusalMessage(error: ProviderRefusedError): string {
    return error.reason ? MESSAGES.payments.paydunyaRefused(error.reason) : MESSAGES.payments.paydunyaFailed;
  }

  async check(payment: ProviderPayment): Promise<ProviderVerdict> {
    const token = payment.providerToken;
    if (!token) return { state: 'pending', amount: null, currency: null, rawStatus: 'NO_TOKEN', payload: {} };
    const { body } = await callProvider(this.provider, this.endpoint(`confirm/${encodeURIComponent(token)}`), {
      method: 'GET',
      headers: this.headers,
      timeoutMs: this.config.payments.timeoutMs,
    });
    const code = readString(body.response_code);
    const status = readString(body.status).toLowerCase();
    const verdict = (state: ProviderVerdict['state']): ProviderVerdict => ({
      state,
      amount: readAmount(asRecord(body.invoice).total_amount),
      currency: null,
      rawStatus: code === '00' ? status || 'unknown' : `${readString(body.response_text) || 'error'} (${code || '?'})`,
      payload: body,
    });
    if (code !== '00') return verdict('pending');
    if (status === 'completed') return verdict('succeeded');
    if (status === 'cancelled' || status === 'canceled') return verdict('cancelled');
    if (status === 'failed') return verdict('failed');
    if (status === 'expired') return verdict('expired');
    return verdict('pending');
  }
}
