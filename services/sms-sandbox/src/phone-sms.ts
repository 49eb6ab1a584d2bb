import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from './messages';
import type { SmsSandboxContext } from './sandbox-context';

/** How long the gateway waits for the application to take an incoming message. */
const CALLBACK_TIMEOUT_MS = 10_000;

/** Messages a phone sent are kept up to this many, the oldest forgotten first. */
const KEPT = 1_000;

export interface PhoneSmsToSend {
  from: string;
  to: string;
  text: string;
  networkCode: string;
}

/** An SMS a phone sent to a short code, and how the API took it. */
export interface PhoneSmsSent {
  id: string;
  linkId: string;
  from: string;
  to: string;
  text: string;
  networkCode: string;
  sentAt: string;
  /** The API's HTTP status; null when it did not answer. */
  status: number | null;
}

/** Sending needs the API's address: none is known yet. */
export class InboundSmsUnconfigured extends Error {
  constructor() {
    super(MESSAGES.phone.smsUnconfigured);
  }
}

/**
 * SMS typed on a phone to a short code, delivered to the application as Africa's Talking's
 * incoming-message callback: a form-encoded POST of `from`, `to`, `text`, `date`, `id`, `linkId`,
 * `networkCode`, once (the sandbox does not retry).
 */
export class PhoneSms {
  private sent: PhoneSmsSent[] = [];

  constructor(
    private readonly context: SmsSandboxContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: PhoneSmsToSend): Promise<PhoneSmsSent> {
    const url = this.context.phone.inboundSmsUrl;
    if (url === null) throw new InboundSmsUnconfigured();
    const sent: PhoneSmsSent = {
      id: randomUUID(),
      linkId: randomUUID(),
      ...message,
      sentAt: new Date().toISOString(),
      status: null,
    };
    this.sent.push(sent);
    if (this.sent.length > KEPT) this.sent.shift();
    const { from, to, text, networkCode, id, linkId, sentAt } = sent;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ from, to, text, date: sentAt, id, linkId, networkCode }).toString(),
        signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
      });
      await response.body?.cancel();
      sent.status = response.status;
      if (!response.ok) this.log.warn(`Incoming SMS to ${url} answered HTTP ${response.status}`);
    } catch (error) {
      this.log.warn(`Incoming SMS to ${url} not delivered: ${String(error)}`);
    }
    return { ...sent };
  }

  /** Newest first; only those sent from `from` when given. */
  list(from?: string): PhoneSmsSent[] {
    return this.sent.filter((message) => from === undefined || message.from === from).reverse();
  }

  reset(): void {
    this.sent = [];
  }
}
