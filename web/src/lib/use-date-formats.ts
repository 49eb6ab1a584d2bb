import { formatDate, formatDateTime } from '@bebe-star/web-common/format';
import { useHydrated } from './hydrated';

/** Formats dates and date-times for display ("22 novembre 2026", "22 novembre 2026 à 10:30"). */
export interface DateFormats {
  formatDate: (value: string | Date) => string;
  formatDateTime: (value: string | Date) => string;
}

const utc: DateFormats = {
  formatDate: (value) => formatDate(value, 'UTC'),
  formatDateTime: (value) => formatDateTime(value, 'UTC'),
};

const local: DateFormats = {
  formatDate: (value) => formatDate(value),
  formatDateTime: (value) => formatDateTime(value),
};

/**
 * Date formats for rendering. The server renders in UTC and the visitor's browser may be elsewhere
 * (Africa/Douala…): until the page is the browser's (useHydrated), dates are shown in UTC so that its
 * first render is the server's, then in the browser's own time zone.
 */
export const useDateFormats = (): DateFormats => (useHydrated() ? local : utc);
