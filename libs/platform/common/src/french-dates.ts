const LONG_DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });

/** A date as the French messages write it: « 24 novembre 2026 » (UTC, the time of francophone West Africa). */
export function longFrenchDate(date: Date): string {
  return LONG_DATE.format(date);
}
