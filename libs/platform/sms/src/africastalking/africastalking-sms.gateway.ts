import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { asRecord, callGateway, readString } from '../gateway-http';
import { type InboundSmsRequest, SmsGateway, SmsGatewayError, type SmsReceipt } from '../sms-gateway';

/** Delivery-report statuses: `Success` is delivered, these are final failures, the rest still on their way. */
const FAILED_STATUSES = new Set(['Failed', 'Rejected', 'Expired', 'AbsentSubscriber', 'Blacklisted']);

/** A recipient's status code when the message was accepted (100 Processed, 101 Sent, 102 Queued). */
const ACCEPTED_CODES = new Set([100, 101, 102]);

/**
 * Africa's Talking's bulk SMS API: one form-encoded POST with the `apiKey` header, the message id in
 * `SMSMessageData.Recipients`; delivery reports posted form-encoded (`id`, `status`) to the callback
 * address set in its dashboard.
 */
@Injectable()
export class AfricasTalkingSmsGateway extends SmsGateway {
  readonly name = 'africastalking';

  constructor(private readonly config: AppConfig) {
    super();
  }

  async send(to: string, text: string): Promise<{ gatewayId: string }> {
    const { apiUrl, username, apiKey, sender } = this.config.sms.africastalking;
    if (!username || !apiKey) {
      throw new SmsGatewayError('africastalking', 'not_configured', 'SMS_AT_USERNAME or SMS_AT_API_KEY is not set');
    }
    const form = new URLSearchParams({ username, to, message: text });
    if (sender) form.set('from', sender);
    const answer = await callGateway('africastalking', `${apiUrl}/version1/messaging`, {
      headers: { apiKey, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      timeoutMs: this.config.sms.timeoutMs,
    });
    const data = asRecord(answer.body.SMSMessageData);
    const recipients = Array.isArray(data.Recipients) ? data.Recipients.map(asRecord) : [];
    const recipient = recipients.find((item) => readString(item.number) === to) ?? recipients[0];
    if (answer.status !== 201 && answer.status !== 200) {
      throw new SmsGatewayError('africastalking', 'refused', reasonOf(answer.body, data), answer.status);
    }
    if (!recipient || !ACCEPTED_CODES.has(Number(recipient.statusCode))) {
      const reason = recipient
        ? `${readString(recipient.statusCode)} ${readString(recipient.status)}`
        : reasonOf(answer.body, data);
      throw new SmsGatewayError('africastalking', 'refused', reason.trim(), answer.status);
    }
    const gatewayId = readString(recipient.messageId);
    if (!gatewayId) throw new SmsGatewayError('africastalking', 'refused', 'answer without messageId', answer.status);
    return { gatewayId };
  }

  parseReceipt({ fields }: InboundSmsRequest): SmsReceipt | null {
    const gatewayId = readString(fields.id);
    const gatewayStatus = readString(fields.status);
    if (!gatewayId || gatewayId.length > 128 || !gatewayStatus || gatewayStatus.length > 64) return null;
    const phone = readString(fields.phoneNumber);
    return {
      gatewayId,
      to: /^\+[1-9]\d{6,14}$/.test(phone) ? phone : null,
      status: gatewayStatus === 'Success' ? 'delivered' : FAILED_STATUSES.has(gatewayStatus) ? 'failed' : 'pending',
      gatewayStatus: [gatewayStatus, readString(fields.failureReason)].filter(Boolean).join(' '),
      token: null,
    };
  }
}

function reasonOf(body: Record<string, unknown>, data: Record<string, unknown>): string {
  return (readString(data.Message) || readString(body.message) || 'refused').slice(0, 200);
}
