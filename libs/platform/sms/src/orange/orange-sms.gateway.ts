import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { asRecord, callGateway, readString } from '../gateway-http';
import { receiptToken } from '../receipt-token';
import { type InboundSmsRequest, SmsGateway, SmsGatewayError, type SmsReceipt } from '../sms-gateway';

interface CachedToken {
  value: string;
  /** When to fetch a new one: a minute before Orange says it expires. */
  renewAt: number;
}

/** Orange's delivery statuses (GSMA OneAPI): the last two are final. */
const DELIVERY_STATUSES: Record<string, SmsReceipt['status']> = {
  DeliveredToTerminal: 'delivered',
  DeliveryImpossible: 'failed',
  DeliveredToNetwork: 'pending',
  MessageWaiting: 'pending',
  DeliveryUncertain: 'pending',
};

const RENEW_BEFORE_MS = 60_000;

/**
 * Orange's "SMS Africa and Middle East" API: an OAuth 2 client-credentials token (kept until a minute
 * before it expires, fetched again once on a 401), outbound messages from the registered sender, and
 * delivery receipts posted to the address registered by a `deliveryReceiptSubscription`.
 */
@Injectable()
export class OrangeSmsGateway extends SmsGateway {
  readonly name = 'orange';
  private readonly logger = new Logger(OrangeSmsGateway.name);
  private token: CachedToken | null = null;
  private pendingToken: Promise<string> | null = null;
  private subscribed: Promise<void> | null = null;

  constructor(private readonly config: AppConfig) {
    super();
  }

  private get settings() {
    return this.config.sms.orange;
  }

  /** The address our receipts are posted to, and the secret they carry back. */
  get receiptSubscription(): { notifyURL: string; callbackData: string } {
    return {
      notifyURL: `${this.config.sms.publicApiUrl}/api/sms/orange/receipts/`,
      callbackData: receiptToken(this.config.auth.jwtSecret, 'orange'),
    };
  }

  async send(to: string, text: string): Promise<{ gatewayId: string }> {
    const { sender, senderName } = this.settings;
    if (!sender) throw new SmsGatewayError('orange', 'not_configured', 'SMS_ORANGE_SENDER is not set');
    if (this.settings.subscribeReceipts) await this.ensureSubscribed();
    const body = {
      outboundSMSMessageRequest: {
        address: `tel:${to}`,
        senderAddress: `tel:+${sender}`,
        ...(senderName ? { senderName } : {}),
        outboundSMSTextMessage: { message: text },
      },
    };
    const answer = await this.authorizedPost(`/smsmessaging/v1/outbound/${senderPath(sender)}/requests`, body);
    if (answer.status !== 201) throw refusal(answer.status, answer.body);
    const resourceUrl = readString(asRecord(answer.body.outboundSMSMessageRequest).resourceURL);
    const gatewayId = resourceUrl.split('/').filter(Boolean).pop();
    if (!gatewayId) throw new SmsGatewayError('orange', 'refused', 'answer without resourceURL', answer.status);
    return { gatewayId: decodeURIComponent(gatewayId) };
  }

  parseReceipt({ fields }: InboundSmsRequest): SmsReceipt | null {
    const notification = fields.deliveryInfoNotification;
    if (typeof notification !== 'object' || notification === null || Array.isArray(notification)) return null;
    const { callbackData, deliveryInfo, resourceURL, messageId } = notification as Record<string, unknown>;
    const info = asRecord(deliveryInfo);
    const gatewayStatus = readString(info.deliveryStatus);
    const address = readString(info.address).replace(/^tel:/, '');
    if (!gatewayStatus || gatewayStatus.length > 64 || typeof callbackData !== 'string') return null;
    const gatewayId = readString(messageId) || readString(resourceURL).split('/').filter(Boolean).pop() || null;
    const to = /^\+[1-9]\d{6,14}$/.test(address) ? address : null;
    if (gatewayId === null && to === null) return null;
    return {
      gatewayId: gatewayId && gatewayId.length <= 128 ? gatewayId : null,
      to,
      status: DELIVERY_STATUSES[gatewayStatus] ?? 'pending',
      gatewayStatus,
      token: callbackData,
    };
  }

  /** Registers our receipt address with Orange, once per process; a failure is logged, sending goes on. */
  ensureSubscribed(): Promise<void> {
    this.subscribed ??= this.subscribe().catch((error: unknown) => {
      this.subscribed = null;
      this.logger.warn(`Orange delivery-receipt subscription failed: ${String(error)}`);
    });
    return this.subscribed;
  }

  private async subscribe(): Promise<void> {
    const { sender } = this.settings;
    if (!sender) return;
    const answer = await this.authorizedPost(`/smsmessaging/v1/outbound/${senderPath(sender)}/subscriptions`, {
      deliveryReceiptSubscription: { callbackReference: this.receiptSubscription },
    });
    if (answer.status !== 201 && answer.status !== 200) throw refusal(answer.status, answer.body);
  }

  /** A JSON POST with the bearer token; on a 401 the token is fetched again, once. */
  private async authorizedPost(path: string, json: unknown) {
    const post = async (token: string) =>
      callGateway('orange', `${this.settings.apiUrl}${path}`, {
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(json),
        timeoutMs: this.config.sms.timeoutMs,
      });
    const answer = await post(await this.accessToken());
    if (answer.status !== 401) return answer;
    this.token = null;
    return post(await this.accessToken());
  }

  private accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.renewAt) return Promise.resolve(this.token.value);
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const { clientId, clientSecret, apiUrl } = this.settings;
    if (!clientId || !clientSecret) {
      throw new SmsGatewayError(
        'orange',
        'not_configured',
        'SMS_ORANGE_CLIENT_ID or SMS_ORANGE_CLIENT_SECRET is not set',
      );
    }
    const answer = await callGateway('orange', `${apiUrl}/oauth/v3/token`, {
      headers: {
        Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`, 'utf8').toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      timeoutMs: this.config.sms.timeoutMs,
    });
    const value = readString(answer.body.access_token);
    const expiresIn = Number(readString(answer.body.expires_in));
    if (answer.status !== 200 || !value) throw refusal(answer.status, answer.body);
    const lifetimeMs = (Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 3600) * 1000;
    this.token = { value, renewAt: Date.now() + Math.max(lifetimeMs - RENEW_BEFORE_MS, lifetimeMs / 2) };
    return value;
  }
}

/** `tel:+<sender>` as a path segment. */
const senderPath = (sender: string) => encodeURIComponent(`tel:+${sender}`);

/** Orange's error bodies: `{ code, message, description }` or OneAPI's `requestError`. */
function refusal(status: number, body: Record<string, unknown>): SmsGatewayError {
  const requestError = asRecord(body.requestError);
  const exception = asRecord(requestError.serviceException ?? requestError.policyException);
  const reason =
    [readString(exception.messageId), readString(exception.text)].filter(Boolean).join(' ') ||
    [readString(body.code), readString(body.message), readString(body.description)].filter(Boolean).join(' ') ||
    `HTTP ${status}`;
  return new SmsGatewayError('orange', 'refused', reason.slice(0, 200), status);
}
