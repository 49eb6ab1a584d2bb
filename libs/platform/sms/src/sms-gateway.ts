import type { SmsGatewayName } from './sms.types';

/** A gateway's delivery receipt, as its adapter reads it. */
export interface SmsReceipt {
  /** The gateway's id of the message; null when the gateway names the recipient only. */
  gatewayId: string | null;
  /** The recipient in E.164, when the receipt names it. */
  to: string | null;
  status: 'delivered' | 'failed' | 'pending';
  /** The gateway's own word for the status (kept as the row's failure). */
  gatewayStatus: string;
  /** The secret the receipt carries back (Orange's `callbackData`), when the gateway carries one. */
  token: string | null;
}

/** A request as the receipt route received it: the POST's fields and headers. */
export interface InboundSmsRequest {
  fields: Record<string, unknown>;
  headers: Record<string, string | undefined>;
}

/**
 * One SMS gateway behind one port: sends a text and reads its delivery receipts. `send` throws
 * `SmsGatewayError` when the gateway refuses, cannot be reached or does not answer in time.
 */
export abstract class SmsGateway {
  abstract readonly name: SmsGatewayName;
  /** `reference`: our id of the message (the row's id), for the gateway's logs where it keeps one. */
  abstract send(to: string, text: string, reference: string): Promise<{ gatewayId: string }>;
  /** The receipt in a request posted to our receipt route; null when it is not one. */
  abstract parseReceipt(request: InboundSmsRequest): SmsReceipt | null;
}

/** Why a gateway did not take a message: `unavailable` (network, timeout, 5xx) or `refused` (4xx, bad answer). */
export class SmsGatewayError extends Error {
  constructor(
    readonly gateway: SmsGatewayName,
    readonly kind: 'unavailable' | 'refused' | 'not_configured',
    readonly reason: string,
    readonly status?: number,
  ) {
    super(`${gateway} ${kind}: ${reason}`);
    this.name = 'SmsGatewayError';
  }
}
