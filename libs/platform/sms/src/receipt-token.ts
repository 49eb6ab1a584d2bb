import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '@app/config';
import type { SmsGatewayName } from './sms.types';

/**
 * The secret a gateway's delivery receipts carry back (Orange: the subscription's `callbackData`;
 * Africa's Talking: a segment of the callback's path), since neither signs its receipts: derived from
 * JWT_SECRET, so every process agrees and nothing is stored.
 */
export function receiptToken(jwtSecret: string, gateway: SmsGatewayName): string {
  return callbackToken(jwtSecret, `sms-receipts:${gateway}`);
}

/**
 * The secret segment of the path a gateway calls us by, for callbacks that carry no signature (delivery
 * receipts, inbound SMS, USSD sessions): derived from JWT_SECRET and the callback's purpose.
 */
export function callbackToken(jwtSecret: string, purpose: string): string {
  return createHmac('sha256', jwtSecret).update(purpose).digest('base64url').slice(0, 32);
}

export function sameToken(received: string, expected: string): boolean {
  const a = Buffer.from(received, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The address to give Africa's Talking for its delivery reports (its dashboard's callback URL). */
export function africastalkingReceiptUrl(config: Pick<AppConfig, 'auth' | 'sms'>): string {
  return `${config.sms.publicApiUrl}/api/sms/africastalking/receipts/${receiptToken(config.auth.jwtSecret, 'africastalking')}/`;
}

/** The address to give Africa's Talking for the USSD service's callback (its dashboard's USSD channel). */
export function ussdCallbackUrl(config: Pick<AppConfig, 'auth' | 'sms'>): string {
  return `${config.sms.publicApiUrl}/api/ussd/africastalking/${callbackToken(config.auth.jwtSecret, 'ussd:africastalking')}/`;
}

/** The address to give Africa's Talking for the short code's incoming messages. */
export function inboundSmsUrl(config: Pick<AppConfig, 'auth' | 'sms'>): string {
  return `${config.sms.publicApiUrl}/api/sms/africastalking/inbound/${callbackToken(config.auth.jwtSecret, 'sms-inbound:africastalking')}/`;
}
