import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** A number as the sign-in reads it: E.164, its country (ISO 3166) and whether it is a mobile's. */
export interface ReadNumber {
  e164: string;
  country: string;
  mobile: boolean;
}

/**
 * Reads a number as people type it: in international form (+225 07 01 02 03 04, 00225…), or national
 * (07 01 02 03 04) in `country`'s plan (the contest's country). Null when it is no valid number of any
 * plan: libphonenumber's full metadata decides, with the ranges each country has allotted.
 */
export function readNumber(input: string, country: string | undefined): ReadNumber | null {
  const text = input.trim().replace(/^00/, '+');
  const parsed = parsePhoneNumberFromString(text, country as Parameters<typeof parsePhoneNumberFromString>[1]);
  if (!parsed?.country || !parsed.isValid()) return null;
  const type = parsed.getType();
  return { e164: parsed.number, country: parsed.country, mobile: type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' };
}

/** The number's range: its country code and its first `digits` national digits (SMS pumping targets ranges). */
export function rangeOf(e164: string, digits: number): string {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed ? `+${parsed.countryCallingCode}${parsed.nationalNumber.slice(0, digits)}` : e164;
}
