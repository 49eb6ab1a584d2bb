import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { MESSAGES } from '@app/common';
import { chooseCurrency, type CurrencyHints } from '../../currency';
import type { Currency, ProviderVerdict } from '../../payment.types';
import type {
  CheckoutContext,
  CheckoutPlacement,
  CheckoutSession,
  PaymentGateway,
  ProviderPayment,
} from '../payment-gateway';
import {
  asRecord,
  callProvider,
  ProviderRefusedError,
  ProviderUnavailableError,
  readAmount,
  readString,
} from '../provider-http';

/** Codes that mean our own credentials are wrong: a configuration fault, never a payment outcome. */
const CREDENTIAL_CODES = new Set(['609', '613']);

/**
 * CinetPay checkout API v2: `POST /v2/payment` opens a hosted checkout, `POST /v2/payment/check`
 * gives the status. Paid ⇔ code "00" and status ACCEPTED; REFUSED is final (627 = cancelled by the
 * customer); every WAITING_* and anything unclassified stays pending.
 */
@Injectable()
export class CinetpayGateway implements PaymentGateway {
  readonly provider = 'cinetpay' as const;
  readonly label = 'CinetPay';
  readonly missingParametersMessage = MESSAGES.payments.missingParameters;

  constructor(private readonly config: AppConfig) {}

  private get settings() {
    return this.config.payments.cinetpay;
  }

  isConfigured(): boolean {
    const { apiKey, siteIdXof, secretKey } = this.settings;
    return Boolean(apiKey && siteIdXof && secretKey);
  }

  /** XOF or XAF from where the participant and the payer are; XAF payments go to the second site when there is one. */
  placement(hints: CurrencyHints): CheckoutPlacement {
    const currency = chooseCurrency(hints);
    return { currency, siteId: this.siteFor(currency) };
  }

  private siteFor(currency: Currency): string {
    const { siteIdXof, siteIdXaf } = this.settings;
    return (currency === 'XAF' ? (siteIdXaf ?? siteIdXof) : siteIdXof) ?? '';
  }

  async initialize({ payment, customer, description, metadata }: CheckoutContext): Promise<CheckoutSession> {
    const api = this.config.payments.publicApiUrl;
    const defaultPhone = payment.currency === 'XAF' ? '+23700000000' : '+22500000000';
    const { body } = await callProvider(this.provider, `${this.settings.apiUrl}/v2/payment`, {
      method: 'POST',
      timeoutMs: this.config.payments.timeoutMs,
      json: {
        apikey: this.settings.apiKey,
        site_id: payment.siteId,
        transaction_id: payment.transactionId,
        amount: payment.amount,
        currency: payment.currency,
        description,
        notify_url: `${api}/api/payments/cinetpay/callback/`,
        return_url: `${api}/api/payments/cinetpay/return/`,
        channels: 'ALL',
        lang: 'fr',
        metadata,
        customer_id: String(customer.id),
        customer_name: customer.lastName || customer.firstName || 'Client',
        customer_surname: customer.firstName || customer.lastName || 'Bébé Star',
        customer_email: customer.email,
        customer_phone_number: customer.phone || defaultPhone,
        customer_address: customer.address || customer.city || 'Non renseignée',
        customer_city: customer.city || 'Non renseignée',
        customer_country: customer.countryCode ?? (payment.currency === 'XAF' ? 'CM' : 'CI'),
        customer_state: customer.countryCode ?? (payment.currency === 'XAF' ? 'CM' : 'CI'),
        customer_zip_code: '00000',
      },
    });
    const code = readString(body.code);
    const data = asRecord(body.data);
    const paymentUrl = readString(data.payment_url);
    if (code !== '201' || !paymentUrl) {
      throw new ProviderRefusedError(
        this.provider,
        code,
        readString(body.description) || readString(body.message),
        body,
      );
    }
    return { checkoutUrl: paymentUrl, providerToken: readString(data.payment_token) || null, payload: body };
  }

  refusalMessage(): string {
    return MESSAGES.payments.cinetpayRefused;
  }

  async check(payment: ProviderPayment): Promise<ProviderVerdict> {
    const { body } = await callProvider(this.provider, `${this.settings.apiUrl}/v2/payment/check`, {
      method: 'POST',
      timeoutMs: this.config.payments.timeoutMs,
      json: { apikey: this.settings.apiKey, site_id: payment.siteId, transaction_id: payment.transactionId },
    });
    const code = readString(body.code);
    if (CREDENTIAL_CODES.has(code)) {
      throw new ProviderUnavailableError(this.provider, `credentials refused (${code} ${readString(body.message)})`);
    }
    const data = asRecord(body.data);
    const status = readString(data.status).toUpperCase();
    const rawStatus = `${status || readString(body.message) || 'UNKNOWN'} (${code || '?'})`;
    const verdict = (state: ProviderVerdict['state']): ProviderVerdict => ({
      state,
      amount: readAmount(data.amount),
      currency: readString(data.currency) || null,
      rawStatus,
      payload: body,
    });
    if (status === 'ACCEPTED') return verdict(code === '00' ? 'succeeded' : 'pending');
    if (status === 'REFUSED') return verdict(code === '627' ? 'cancelled' : 'failed');
    if (status === 'CANCELED' || status === 'CANCELLED') return verdict('cancelled');
    if (status === 'EXPIRED') return verdict('expired');
    return verdict('pending');
  }
}
