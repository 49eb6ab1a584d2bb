import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { isE164, maskRecipient, recipientHash } from './recipient';
import { SmsBudget } from './sms-budget';
import { SmsGatewayError } from './sms-gateway';
import { SmsGateways } from './sms-gateways';
import { SmsMessageRepository } from './sms-message.repository';
import { SmsMetrics } from './sms.metrics';
import { SmsBudgetExhausted, SmsGatewayFailed, type SmsToSend } from './sms.types';

/** A GSM-7 text of three concatenated parts: no code needs more. */
const MAX_TEXT_LENGTH = 459;

/**
 * Sends one SMS now, through the configured gateway (the code must reach the phone in seconds, so no
 * queue): the message is recorded (its recipient masked and hashed), counted against the day's budget,
 * then handed to the gateway within SMS_GATEWAY_TIMEOUT_MS per call.
 */
@Injectable()
export class SmsSender {
  private readonly logger = new Logger(SmsSender.name);

  constructor(
    private readonly config: AppConfig,
    private readonly gateways: SmsGateways,
    private readonly messages: SmsMessageRepository,
    private readonly budget: SmsBudget,
    private readonly metrics: SmsMetrics,
  ) {}

  /** Records the message, checks the daily budget, sends it through the configured gateway. */
  async send(sms: SmsToSend): Promise<{ id: number }> {
    if (!isE164(sms.to)) throw new TypeError('SmsSender.send: `to` must be an E.164 number (+2250701020304)');
    if (sms.text.length === 0 || sms.text.length > MAX_TEXT_LENGTH) {
      throw new TypeError(`SmsSender.send: the text must have 1 to ${MAX_TEXT_LENGTH} characters`);
    }
    const gateway = this.gateways.current;
    try {
      await this.budget.reserve();
    } catch (error) {
      if (error instanceof SmsBudgetExhausted)
        this.metrics.messages.inc({ gateway: gateway.name, outcome: 'over_budget' });
      throw error;
    }
    const id = await this.messages.create({
      purpose: sms.purpose,
      gateway: gateway.name,
      toMasked: maskRecipient(sms.to),
      toHash: recipientHash(this.config.voting.ipHashSecret, sms.to),
    });
    try {
      const { gatewayId } = await gateway.send(sms.to, sms.text, String(id));
      await this.messages.markSent(id, gatewayId);
      this.metrics.messages.inc({ gateway: gateway.name, outcome: 'sent' });
      return { id };
    } catch (error) {
      if (!(error instanceof SmsGatewayError)) throw error;
      const failure = `${error.kind}: ${error.reason}`;
      await this.messages.markFailed(id, failure);
      this.metrics.messages.inc({ gateway: gateway.name, outcome: 'failed' });
      this.logger.warn(`SMS ${id} (${sms.purpose}) not sent through ${gateway.name}: ${failure}`);
      throw new SmsGatewayFailed(id, failure);
    }
  }
}
