const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "1 500 FCFA" (French grouping with a narrow no-break space). */
export const formatFcfa = (amount: number): string => `${number.format(amount)} FCFA`;

/** "1 500" */
export const formatNumber = (value: number): string => number.format(value);

/** "22 novembre 2026" */
export const formatDate = (value: string | Date): string => longDate.format(new Date(value));

/** "22 novembre 2026 à 10:30" */
export const formatDateTime = (value: string | Date): string => dateTime.format(new Date(value));

/** "1er", "2ème", "3ème"… */
export const ordinal = (rank: number): string => (rank === 1 ? '1er' : `${rank}ème`);
