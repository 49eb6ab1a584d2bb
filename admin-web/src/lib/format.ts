/** Numbers, amounts and ranks are written alike in both front ends. */
export { formatFcfa, formatNumber, ordinal } from '@bebe-star/web-common/french';

const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 });
const shortDateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });
const longDateTime = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "33 %" of `part` in `total` (0 % when the total is 0). */
export const formatShare = (part: number, total: number): string => percent.format(total > 0 ? part / total : 0);

/** "24/11/2026 10:30" */
export const formatDateTime = (value: string | Date): string => shortDateTime.format(new Date(value));

/** "24 novembre 2026 à 10:30" (the long French form of comment cards) */
export const formatLongDateTime = (value: string | Date): string => longDateTime.format(new Date(value));
