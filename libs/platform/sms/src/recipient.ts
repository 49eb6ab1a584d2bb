import { createHmac } from 'node:crypto';
import { DIAL_CODES } from '@app/contracts';

const E164 = /^\+[1-9]\d{7,14}$/;

export const isE164 = (phone: string): boolean => E164.test(phone);

/** Dial codes, longest first, so that "+1" never takes a number of "+12…" (codes are prefix-free anyway). */
const KNOWN_DIAL_CODES = [...new Set(Object.values(DIAL_CODES))].sort((a, b) => b.length - a.length);

/**
 * A recipient as the `sms_messages` table keeps it: the country code, the first two and the last two
 * digits of the national number, the rest hidden ("+225 07 •• •• •• 04").
 */
export function maskRecipient(phone: string): string {
  const dialCode = KNOWN_DIAL_CODES.find((code) => phone.startsWith(code)) ?? phone.slice(0, 4);
  const national = phone.slice(dialCode.length);
  const hidden = national.slice(2, -2).replace(/\d/g, '•');
  const pairs = hidden.match(/.{1,2}/g) ?? [];
  return [dialCode, national.slice(0, 2), ...pairs, national.slice(-2)].join(' ');
}

/**
 * The recipient's lookup key: HMAC-SHA256 of the E.164 number keyed by IP_HASH_SECRET (the key of the
 * voters' hashes), under a label of its own so that it matches no other hash of the same key.
 */
export function recipientHash(secret: string, phone: string): string {
  return createHmac('sha256', secret).update(`sms-recipient:${phone}`).digest('hex');
}
