const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 });
const shortDateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });
const longDateTime = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "150 000 FCFA" (French grouping with a narrow no-break space). */
export const formatFcfa = (amount: number): string => `${number.format(amount)} FCFA`;

/** "1 500" */
export const formatNumber = (value: number): string => number.format(value);

/** "33 %" of `part` in `total` (0 % when the total is 0). */
export const formatShare = (part: number, total: number): string => percent.format(total > 0 ? part / total : 0);

/** "24/11/2026 10:30" */
export const formatDateTime = (value: string | Date): string => shortDateTime.format(new Date(value));

/** "24 novembre 2026 à 10:30" (the long French form of comment cards) */
export const formatLongDateTime = (value: string | Date): string => longDateTime.format(new Date(value));

/** "1er", "2ème", "3ème"… */
export const ordinal = (rank: number): string => (rank === 1 ? '1er' : `${rank}ème`);
