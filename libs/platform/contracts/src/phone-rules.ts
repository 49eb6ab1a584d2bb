/**
 * The phone rules of the spec, applied alike by the API (libs/domain/locations) and the site's forms (web/):
 * dial codes by country name, and the national numbers each country accepts.
 */

/** Dial codes of the countries the sign-up and wizards offer, by country name. */
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

interface PhoneRule {
  pattern: RegExp;
  example: string;
}

/**
 * Sénégal 9 digits starting with 7; Mali, Burkina Faso, Niger 8; Côte d'Ivoire 8 to 10; France 9 or
 * 10; elsewhere 7 to 15.
 */
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

const ruleOf = (country: string): PhoneRule => RULES[country] ?? DEFAULT_RULE;

/** Whether `digits` (national digits, no dial code) is a number of `country`. */
export const isNationalNumber = (country: string, digits: string): boolean => ruleOf(country).pattern.test(digits);

/** A number of `country` to show in the format message. */
export const phoneExample = (country: string): string => ruleOf(country).example;

/** The stored form: the dial code then the national digits (the trunk 0 dropped: 06 12 34 56 78 is +33 6 12 34 56 78). */
export const internationalNumber = (country: string, digits: string, dialCode: string): string =>
  `${dialCode}${TRUNK_ZERO.has(country) ? digits.replace(/^0/, '') : digits}`;

/** A number written in international format, spaces, dots and hyphens allowed: "+221 77 123 45 67" (E.164 once they are dropped). */
export const isInternationalNumber = (text: string): boolean => /^\+[1-9]\d{7,14}$/.test(text.replace(/[\s.-]/g, ''));

/**
 * A phone number as lists and messages show it to whoever need not read it whole: its country code
 * and its last four digits ("+225 •••••• 03 04"); null for something too short to be a number.
 */
export function maskPhone(phone: string | null): string | null {
  const digits = phone?.replace(/[^\d+]/g, '') ?? '';
  const international = digits.startsWith('+');
  const national = international ? digits.slice(4) : digits;
  if (national.length < 6) return null;
  const last = national.slice(-4);
  return [international ? digits.slice(0, 4) : '', '•'.repeat(national.length - 4), last.slice(0, 2), last.slice(2)]
    .filter(Boolean)
    .join(' ');
}
