import { DIAL_CODES, internationalNumber, isNationalNumber, phoneExample } from '@contracts/phone-rules';
import { common as COMMON_TEXT } from '../messages/common';

/** The default country of the forms and its dial code. */
export const DEFAULT_COUNTRY = 'Sénégal';
export const DEFAULT_DIAL_CODE = '+221';

export type PhoneCheck = { ok: true; phone: string } | { ok: false; message: string };

/**
 * The dial code of `country`: the table the API checks with (libs/platform/contracts/src/phone-rules.ts) first,
 * else what the countries endpoint gave, else Senegal's.
 */
export function dialCodeOf(country: string, fromApi?: string | null): string {
  return DIAL_CODES[country] ?? (fromApi || DEFAULT_DIAL_CODE);
}

/** Keeps the digits of what was typed (the field accepts digits only). */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/**
 * The spec's phone rules by country, checked on the national digits. On success the number to send:
 * the dial code then the digits (France's trunk 0 dropped).
 */
export function checkPhone(country: string, digits: string, dialCode = dialCodeOf(country)): PhoneCheck {
  const t = COMMON_TEXT.phone;
  if (!digits) return { ok: false, message: t.required };
  if (!isNationalNumber(country, digits)) return { ok: false, message: t.format(country, phoneExample(country)) };
  return { ok: true, phone: internationalNumber(country, digits, dialCode) };
}
