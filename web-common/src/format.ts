/**
 * How both front ends write figures, amounts, dates and times: `fr-FR`, amounts in F CFA. Each name says
 * what it gives; a time zone, when asked for, is an IANA name ("UTC", "Africa/Douala"), else the runtime's.
 */

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 });

/** "1 500" (French grouping with a narrow no-break space). */
export const formatNumber = (value: number): string => number.format(value);

/** "100 000 F CFA": the one money format of both front ends. */
export const formatFcfa = (amount: number): string => `${number.format(amount)}\u00a0F\u00a0CFA`;

/** "33 %" of `part` in `total` (0 % when the total is 0). */
export const formatShare = (part: number, total: number): string => percent.format(total > 0 ? part / total : 0);

const DATE_OPTIONS = {
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  shortDateTime: { dateStyle: 'short', timeStyle: 'short' },
  time: { timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type DateKind = keyof typeof DATE_OPTIONS;

/** Made once per kind and time zone: creating Intl objects is slow on phones. */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(kind: DateKind, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone ?? ''}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('fr-FR', { ...DATE_OPTIONS[kind], timeZone });
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/** The date as French writes it: the first day of a month is "1er" (1er décembre), the others plain. */
function frenchDate(kind: 'date' | 'dateTime', value: string | Date, timeZone: string | undefined): string {
  return dateFormatter(kind, timeZone)
    .formatToParts(new Date(value))
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

/** "22 novembre 2026", "1er décembre 2026". */
export const formatDate = (value: string | Date, timeZone?: string): string => frenchDate('date', value, timeZone);

/** "22 novembre 2026 à 10:30", "1er décembre 2026 à 10:30". */
export const formatDateTime = (value: string | Date, timeZone?: string): string =>
  frenchDate('dateTime', value, timeZone);

/** "24/11/2026 10:30", for tables and lists where the long form takes too much room. */
export const formatShortDateTime = (value: string | Date, timeZone?: string): string =>
  dateFormatter('shortDateTime', timeZone).format(new Date(value));

/** "10:30". */
export const formatTime = (value: string | Date, timeZone?: string): string =>
  dateFormatter('time', timeZone).format(new Date(value));
