import { common as COMMON_TEXT } from '../messages/common';

/**
 * Dial codes by country name, the same table as the API's (libs/contests/src/locations/phone-rules.ts);
 * a country missing here uses the dial code the countries endpoint gives.
 */
export const DIAL_CODES: Record<string, string> = {
  Sénégal: '+221',
  "Côte d'Ivoire": '+225',
  'Burkina Faso': '+226',
  Bénin: '+229',
  Mali: '+223',
  Niger: '+227',
  Togo: '+228',
  France: '+33',
  Belgique: '+32',
  Guinée: '+224',
  Cameroun: '+237',
  Gabon: '+241',
  Congo: '+242',
  'République démocratique du Congo': '+243',
  'République centrafricaine': '+236',
  Tchad: '+235',
  'Guinée équatoriale': '+240',
  Mauritanie: '+222',
  Maroc: '+212',
  Algérie: '+213',
  Tunisie: '+216',
  Madagascar: '+261',
  Comores: '+269',
  Djibouti: '+253',
  Burundi: '+257',
  Rwanda: '+250',
  Gambie: '+220',
};

/** The default country of the forms and its dial code. */
export const DEFAULT_COUNTRY = 'Sénégal';
export const DEFAULT_DIAL_CODE = '+221';

interface PhoneRule {
  pattern: RegExp;
  example: string;
}

const RULES: Record<string, PhoneRule> = {
  Sénégal: { pattern: /^7\d{8}$/, example: '771234567' },
  Mali: { pattern: /^\d{8}$/, example: '76123456' },
  'Burkina Faso': { pattern: /^\d{8}$/, example: '70123456' },
  Niger: { pattern: /^\d{8}$/, example: '90123456' },
  "Côte d'Ivoire": { pattern: /^\d{8,10}$/, example: '0701020304' },
  France: { pattern: /^\d{9,10}$/, example: '612345678' },
};

const DEFAULT_RULE: PhoneRule = { pattern: /^\d{7,15}$/, example: '0123456789' };

/** Countries whose national numbers start with a 0 that the international form drops. */
const TRUNK_ZERO = new Set(['France', 'Belgique', 'Maroc']);

export type PhoneCheck = { ok: true; phone: string } | { ok: false; message: string };

/** The dial code of `country`: the shared table first, else what the API gave, else Senegal's. */
export function dialCodeOf(country: string, fromApi?: string | null): string {
  return DIAL_CODES[country] ?? (fromApi || DEFAULT_DIAL_CODE);
}

/** Keeps the digits of what was typed (the field accepts digits only). */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/**
 * The spec's phone rules by country (Sénégal 9 digits starting with 7; Mali, Burkina Faso, Niger 8;
 * Côte d'Ivoire 8 to 10; France 9 or 10; elsewhere 7 to 15), checked on the national digits. On
 * success the number to send: the dial code then the digits (France's trunk 0 dropped).
 */
export function checkPhone(country: string, digits: string, dialCode = dialCodeOf(country)): PhoneCheck {
  const t = COMMON_TEXT.phone;
  if (!digits) return { ok: false, message: t.required };
  const rule = RULES[country] ?? DEFAULT_RULE;
  if (!/^\d+$/.test(digits) || !rule.pattern.test(digits)) {
    return { ok: false, message: t.format(country, rule.example) };
  }
  const national = TRUNK_ZERO.has(country) ? digits.replace(/^0/, '') : digits;
  return { ok: true, phone: `${dialCode}${national}` };
}
