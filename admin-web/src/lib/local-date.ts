const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in the administrator's time zone ('' for none). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the administrator's time zone) as an ISO instant ('' stays ''). */
export const toIsoInstant = (local: string): string => (local ? new Date(local).toISOString() : '');
