import { DIAL_CODES, internationalNumber, isNationalNumber, phoneExample } from '@app/contracts';

export { DIAL_CODES };

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
  if (!/^\d+$/.test(digits)) return invalid();
  if (dialDigits && (international || digits.length > 10) && digits.startsWith(dialDigits)) {
    digits = digits.slice(dialDigits.length);
  } else if (dialDigits && international) {
    // Another country's dial code: prefixing this country's would store someone else's number.
    return invalid();
  }
  if (!isNationalNumber(country, digits)) return invalid();
  return { ok: true, phone: internationalNumber(country, digits, dialCode ?? '+') };

  function invalid(): PhoneCheck {
    return { ok: false, message: `Format invalide pour ${country}. Exemple: ${phoneExample(country)}` };
  }
}
