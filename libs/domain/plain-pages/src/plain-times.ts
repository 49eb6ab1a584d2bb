import { getCountry } from 'countries-and-timezones';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { PLAIN_TEXTS } from './plain-texts';

/** UTC: the time of francophone West Africa, and of the rest of the API's French dates. */
export const DEFAULT_TIME_ZONE = 'Africa/Abidjan';

/**
 * The time zone a page without script shows times in: the one of the voter's phone number's country
 * (its first, for a country of several), else UTC. Such a page cannot ask the browser for its own.
 */
export function timeZoneOfNumber(e164: string | null | undefined): string {
  const country = e164 ? parsePhoneNumberFromString(e164)?.country : undefined;
  return (country && getCountry(country)?.timezones[0]) || DEFAULT_TIME_ZONE;
}

const dayKey = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/**
 * A moment as French says it on a page: « à 14 h 32 » today, « demain à 0 h 05 », else « le 12 mars à
 * 9 h 00 », in `timeZone`.
 */
export function frenchMoment(at: Date, now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('fr-FR', { timeZone, hour: 'numeric', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(at)
    .reduce<Record<string, string>>((found, part) => ({ ...found, [part.type]: part.value }), {});
  const clock = `${Number(parts.hour)} h ${parts.minute}`;
  const day = dayKey(at, timeZone);
  if (day === dayKey(now, timeZone)) return PLAIN_TEXTS.time.today(clock);
  if (day === dayKey(new Date(now.getTime() + 86_400_000), timeZone)) return PLAIN_TEXTS.time.tomorrow(clock);
  const date = new Intl.DateTimeFormat('fr-FR', { timeZone, day: 'numeric', month: 'long' }).format(at);
  return PLAIN_TEXTS.time.on(date, clock);
}
