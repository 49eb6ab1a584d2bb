import {
  AsYouType,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

/**
 * A stored number shown as people write it: "+221771234567" → "+221 77 123 45 67". A number the
 * library cannot read is shown as stored. Only formatting: which numbers are accepted stays the
 * spec's per-country rules (@contracts/phone-rules).
 */
export function formatPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone.replace(/\s/g, ''));
  return parsed ? parsed.formatInternational() : phone;
}

/**
 * A national number as the visitor types it, grouped as the country writes it ("0701020" →
 * "07 01 02 0"), for the country of `dialCode` ("+225"). Only formatting: the API decides.
 */
export function formatAsTyped(dialCode: string, national: string): string {
  return new AsYouType({ defaultCallingCode: dialCode.replace(/^\+/, '') }).input(national);
}

/**
 * The dial code ("+225") of the region of the first browser language that names one ("fr-CI"), or
 * null when none does.
 */
export function dialCodeOfLanguages(languages: readonly string[]): string | null {
  for (const language of languages) {
    const region = /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(language)?.[1]?.toUpperCase();
    if (region && isSupportedCountry(region)) return `+${getCountryCallingCode(region)}`;
  }
  return null;
}
