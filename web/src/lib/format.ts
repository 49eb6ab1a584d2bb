/** Numbers, amounts and ranks are written alike in both front ends. */
export { formatFcfa, formatNumber, ordinal } from '@bebe-star/web-common/french';

const DATE_OPTIONS = {
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Made once per kind and time zone: creating Intl objects is slow on phones. */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(kind: keyof typeof DATE_OPTIONS, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone ?? ''}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('fr-FR', { ...DATE_OPTIONS[kind], timeZone });
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/** "22 novembre 2026", in `timeZone` (an IANA name such as "UTC"), else in the runtime's. */
export const formatDate = (value: string | Date, timeZone?: string): string =>
  dateFormatter('date', timeZone).format(new Date(value));

/** "22 novembre 2026 à 10:30", in `timeZone` (an IANA name such as "UTC"), else in the runtime's. */
export const formatDateTime = (value: string | Date, timeZone?: string): string =>
  dateFormatter('dateTime', timeZone).format(new Date(value));
