import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { AppError, MESSAGES } from '@app/common';
import { PaymentGateways } from './gateways/payment-gateways';
import { asRecord, ProviderUnavailableError, readString } from './gateways/provider-http';
import { basicAuthorization, cinetpayToken, paydunyaHash, sameSecret } from './gateways/secrets';
import type { PaymentProvider, PaymentRow } from './payment.types';
import { FINAL_STATUSES } from './payment.types';
import { PaymentSettlement } from './payment-settlement.service';
import { type EventSource, PaymentsRepository } from './payments.repository';

export interface NotificationAnswer {
  detail: string;
}

/**
 * Inbound provider messages: notifications (CinetPay IPN, PayDunya IPN, InTouch callback) and the
 * browser returns. Each is stored raw with its verdict. A message is only ever a reason to ask the
 * provider: its own content never changes a payment. Unknown transactions are acknowledged (the
 * provider would otherwise retry forever) and recorded.
 */
@Injectable()
export class PaymentNotifications {
  private readonly logger = new Logger(PaymentNotifications.name);

  constructor(
    private readonly config: AppConfig,
    private readonly payments: PaymentsRepository,
    private readonly settlement: PaymentSettlement,
    private readonly gateways: PaymentGateways,
  ) {}

  async cinetpay(fields: Record<string, unknown>, xToken: string | undefined): Promise<NotificationAnswer> {
    const reference = readString(fields.cpm_trans_id);
    const payment = reference ? await this.payments.findByTransactionId(reference) : null;
    const payload = { ...fields, x_token: xToken ?? null };
    const secret = this.config.payments.cinetpay.secretKey ?? '';
    const signed = Boolean(secret && xToken && sameSecret(xToken, cinetpayToken(fields, secret)));
    if (!signed || !this.gateways.cinetpay.ownsSite(readString(fields.cpm_site_id))) {
      await this.reject('cinetpay', payment, reference, payload, 'rejected_signature');
      throw AppError.unauthorized(MESSAGES.payments.invalidSignature);
    }
    return this.follow('cinetpay', payment, reference, payload, 'notification');
  }

  async paydunya(body: Record<string, unknown>): Promise<NotificationAnswer> {
    const data = asRecord(body.data);
    const reference = readString(asRecord(data.invoice).token);
    const payment = reference ? await this.payments.findByProviderToken('paydunya', reference) : null;
    const masterKey = this.config.payments.paydunya.masterKey ?? '';
    const hash = readString(data.hash);
    const payload = { data: { ...data, hash: hash ? '[masqué]' : '' } };
    if (!masterKey || !sameSecret(hash.toLowerCase(), paydunyaHash(masterKey))) {
      await this.reject('paydunya', payment, reference, payload, 'rejected_signature');
      throw AppError.unauthorized(MESSAGES.payments.invalidSignature);
    }
    return this.follow('paydunya', payment, reference, payload, 'notification');
  }

  async intouch(params: Record<string, unknown>, authorization: string | undefined): Promise<NotificationAnswer> {
    const reference = readString(params.command_number);
    const payment = reference ? await this.payments.findByTransactionId(reference) : null;
    const { callbackUsername, callbackPassword } = this.gateways.intouch.settings;
    const expected = callbackUsername && callbackPassword ? basicAuthorization(callbackUsername, callbackPassword) : '';
    if (!expected || !authorization || !sameSecret(authorization, expected)) {
      await this.reject('intouch', payment, reference, params, 'rejected_credentials');
      throw AppError.unauthorized(MESSAGES.payments.invalidCredentials);
    }
    const guId = readString(params.payment_token);
    if (payment && payment.provider === 'intouch' && guId) await this.payments.rememberProviderToken(payment.id, guId);
    return this.follow('intouch', payment, reference, params, 'notification');
  }

  /**
   * Records an inbound message and, for a known payment still open, asks its provider and applies
   * the answer. The message's verdict says how it was received; a credit is recorded once, by the
   * settlement that made it.
   */
  async follow(
    provider: PaymentProvider,
    payment: PaymentRow | null,
    reference: string,
    payload: unknown,
    source: EventSource,
  ): Promise<NotificationAnswer> {
    if (!payment || payment.provider !== provider) {
      this.logger.warn({ provider, reference }, 'Provider message for an unknown transaction');
      await this.payments.recordEvent({
        paymentId: null,
        provider,
        source,
        reference,
        verdict: 'unknown_transaction',
        payload,
      });
      return { detail: MESSAGES.payments.unknownTransaction };
    }
    let verdict = 'accepted';
    let status = payment.status;
    try {
      if (!FINAL_STATUSES.includes(payment.status))
        status = (await this.settlement.refresh(payment.id, 'check')).payment.status;
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      this.logger.warn({ provider, reference, reason: error.reason }, 'Provider unavailable while following a message');
      verdict = 'provider_unavailable';
    }
    await this.payments.recordEvent({
      paymentId: payment.id,
      provider,
      source,
      reference,
      verdict,
      detail: `Statut du paiement : ${status}`,
      payload,
    });
    return { detail: MESSAGES.payments.notificationReceived };
  }

  private async reject(
    provider: PaymentProvider,
    payment: PaymentRow | null,
    reference: string,
    payload: unknown,
    verdict: string,
  ): Promise<void> {
    this.logger.warn({ provider, reference }, 'Provider notification refused');
    await this.payments.recordEvent({
      paymentId: payment?.id ?? null,
      provider,
      source: 'notification',
      reference,
      verdict,
      payload,
    });
  }
}
