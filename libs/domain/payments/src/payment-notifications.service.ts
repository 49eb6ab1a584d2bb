import { Injectable, Logger } from '@nestjs/common';
import { AppError, MESSAGES, RateLimitService, type RateLimitRule } from '@app/common';
import { AppConfig } from '@app/config';
import type { InboundNotification, InboundRequest } from './gateways/payment-gateway';
import { ProviderUnavailableError } from './gateways/provider-http';
import { FINAL_STATUSES } from './payment.types';
import { PaymentSettlement } from './payment-settlement.service';
import { type EventSource, type PaymentRow, PaymentsRepository } from './payments.repository';
import { PaymentInbounds } from './providers/payment-inbounds';
import type { PaymentProvider } from './providers/payment-providers';

export interface NotificationAnswer {
  detail: string;
}

/**
 * Inbound provider messages: notifications (read and authenticated by the provider's inbound
 * reader) and the browser returns. Each is stored raw with its verdict. A message is only ever a
 * reason to ask the provider: its own content never changes a payment. Unknown transactions are
 * acknowledged (the provider would otherwise retry forever) and recorded.
 */
@Injectable()
export class PaymentNotifications {
  private readonly logger = new Logger(PaymentNotifications.name);
  private readonly callsRule: RateLimitRule;

  constructor(
    config: AppConfig,
    private readonly payments: PaymentsRepository,
    private readonly settlement: PaymentSettlement,
    private readonly inbounds: PaymentInbounds,
    private readonly limits: RateLimitService,
  ) {
    const { paymentCallsPerIp, windowSeconds } = config.rateLimits;
    this.callsRule = { name: 'payments:calls:ip', points: paymentCallsPerIp, windowSeconds };
  }

  /**
   * Counts a call of a provider's routes (notification, return, cancel) from `address`: anyone may
   * call them, and each is recorded, so past the ceiling they are refused (429) before anything is read.
   */
  async countCall(address: string): Promise<void> {
    await this.limits.consume(this.callsRule, address);
  }

  /** A notification from `provider`, sent from `address`: refused (401) unless authentic, otherwise recorded and followed. */
  async receive(provider: PaymentProvider, request: InboundRequest, address: string): Promise<NotificationAnswer> {
    await this.countCall(address);
    const message = this.inbounds.for(provider).readNotification(request);
    const payment = await this.paymentOf(provider, message);
    const { refusal } = message;
    if (refusal) {
      await this.reject(provider, payment, message, refusal.verdict);
      throw AppError.unauthorized(refusal.message);
    }
    if (payment?.provider === provider && message.providerToken) {
      await this.payments.rememberProviderToken(payment.id, message.providerToken);
    }
    return this.follow(provider, payment, message.reference, message.payload, 'notification');
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

  private paymentOf(
    provider: PaymentProvider,
    { reference, referenceKind }: InboundNotification,
  ): Promise<PaymentRow | null> {
    if (!reference) return Promise.resolve(null);
    return referenceKind === 'provider_token'
      ? this.payments.findByProviderToken(provider, reference)
      : this.payments.findByTransactionId(reference);
  }

  private async reject(
    provider: PaymentProvider,
    payment: PaymentRow | null,
    { reference, payload }: InboundNotification,
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
