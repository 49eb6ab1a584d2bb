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
  test: (digits: string) => boolean;
  example: string;
}

const RULES: Record<string, PhoneRule> = {
  Sénégal: { test: (digits) => /^7\d{8}$/.test(digits), example: '771234567' },
  Mali: { test: (digits) => /^\d{8}$/.test(digits), example: '76123456' },
  'Burkina Faso': { test: (digits) => /^\d{8}$/.test(digits), example: '70123456' },
  Niger: { test: (digits) => /^\d{8}$/.test(digits), example: '90123456' },
  "Côte d'Ivoire": { test: (digits) => /^\d{8,10}$/.test(digits), example: '0701020304' },
  France: { test: (digits) => /^\d{9,10}$/.test(digits), example: '612345678' },
};

/** Countries whose national numbers start with a 0 that the international form drops. */
const TRUNK_ZERO = new Set(['France', 'Belgique', 'Maroc']);

const DEFAULT_RULE: PhoneRule = { test: (digits) => /^\d{7,15}$/.test(digits), example: '0123456789' };

export type PhoneCheck = { ok: true; phone: string } | { ok: false; message: string };

/**
 * Checks a phone number against the rules of the spec for `country` and returns it in the stored
 * form: dial code then digits, no spaces. The number may be sent with or without the country's dial
 * code (`+221771234567`, `221 77 123 45 67` or `771234567`).
 */
export function checkPhone(country: string, raw: string): PhoneCheck {
  const compact = raw.replace(/[\s.-]/g, '');
  if (!compact) return { ok: false, message: 'Le numéro de téléphone est requis' };
  const dialCode = DIAL_CODES[country];
  const dialDigits = dialCode?.slice(1);
  const international = compact.startsWith('+') || compact.startsWith('00');
  let digits = compact.replace(/^\+/, '').replace(/^00/, '');
  if (!/^\d+$/.test(digits)) return invalid(country);
  if (dialDigits && (international || digits.length > 10) && digits.startsWith(dialDigits)) {
    digits = digits.slice(dialDigits.length);
  } else if (dialDigits && international) {
    // Another country's dial code: prefixing this country's would store someone else's number.
    return invalid(country);
  }
  const rule = RULES[country] ?? DEFAULT_RULE;
  if (!rule.test(digits)) return invalid(country);
  // The national trunk prefix is not dialled from abroad: 06 12 34 56 78 is +33 6 12 34 56 78.
  if (TRUNK_ZERO.has(country)) digits = digits.replace(/^0/, '');
  return { ok: true, phone: `${dialCode ?? '+'}${digits}` };

  function invalid(name: string): PhoneCheck {
    return { ok: false, message: `Format invalide pour ${name}. Exemple: ${(RULES[name] ?? DEFAULT_RULE).example}` };
  }
}
