import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A stored number shown as people write it: "+221771234567" → "+221 77 123 45 67". A number the
 * library cannot read is shown as stored. Only formatting: which numbers are accepted stays the
 * spec's per-country rules (@contracts/phone-rules).
 */
export function formatPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone.replace(/\s/g, ''));
  return parsed ? parsed.formatInternational() : phone;
}
