import { participation as PARTICIPATION_TEXT } from '@/messages/participation';

/** Oldest age, in full years, a child may have. */
export const MAX_CHILD_AGE = 14;

export interface BirthDateParts {
  day: string;
  month: string;
  year: string;
}

/** The years offered: the current year and the 14 before, newest first. */
export function birthYears(today: Date): number[] {
  const current = today.getFullYear();
  return Array.from({ length: MAX_CHILD_AGE + 1 }, (_, index) => current - index);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD of the parts, or null when a part is missing or the day does not exist. */
export function toIsoDate({ day, month, year }: BirthDateParts): string | null {
  if (!day || !month || !year) return null;
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCDate() !== d || date.getUTCMonth() !== m - 1) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** Full years between a YYYY-MM-DD birth date and `today` (local date). */
export function ageInYears(iso: string, today: Date): number {
  const [y, m, d] = iso.split('-').map(Number);
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age -= 1;
  return age;
}

/** The error of a birth date (incomplete, impossible, future, older than 14), or null. */
export function birthDateError(parts: BirthDateParts, today: Date): string | null {
  const t = PARTICIPATION_TEXT.errors;
  if (!parts.day || !parts.month || !parts.year) return t.birthDateIncomplete;
  const iso = toIsoDate(parts);
  if (!iso) return t.birthDateInvalid;
  const todayIso = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  if (iso > todayIso) return t.birthDateInFuture;
  if (ageInYears(iso, today) > MAX_CHILD_AGE) return t.tooOld;
  return null;
}
