/**
 * Ages of children, computed on calendar dates (YYYY-MM-DD) so that the API, the SQL filters and the
 * tests agree to the day. "Today" is the UTC date: the product's countries are on UTC or UTC+1.
 */

export const MAX_CHILD_AGE_YEARS = 14;

/** The spec's age ranges, in full years on today's date. */
export const AGE_CATEGORIES = ['0-1', '1-2', '2-3', '3-4', '4-5', '5+'] as const;
export type AgeCategory = (typeof AGE_CATEGORIES)[number];

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A strict YYYY-MM-DD that names a real day, or null. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Full months between the two dates, counted like PostgreSQL's `age()`: a month is complete on the same day number. */
export function ageInMonths(dateOfBirth: string, today: string): number {
  const birth = mustParse(dateOfBirth);
  const now = mustParse(today);
  return (now.year - birth.year) * 12 + (now.month - birth.month) - (now.day < birth.day ? 1 : 0);
}

export function ageInYears(dateOfBirth: string, today: string): number {
  return Math.floor(ageInMonths(dateOfBirth, today) / 12);
}

/** The same day `years` earlier; 29 February becomes 28 February in a common year. */
export function yearsBefore(date: string, years: number): string {
  const { year, month, day } = mustParse(date);
  const target = year - years;
  return format({ year: target, month, day: Math.min(day, daysInMonth(target, month)) });
}

export type ChildAgeProblem = 'future' | 'too_old';

/** A child may take part from birth until the day before their 15th birthday (0 to 14 full years). */
export function childAgeProblem(dateOfBirth: string, today: string): ChildAgeProblem | null {
  if (dateOfBirth > today) return 'future';
  if (ageInYears(dateOfBirth, today) > MAX_CHILD_AGE_YEARS) return 'too_old';
  return null;
}

/**
 * The dates of birth of an age category on `today`: born after `after` (exclusive) and on or
 * before `onOrBefore`. "1-2" means 1 full year, not yet 2.
 */
export function birthDateRange(category: AgeCategory, today: string): { after?: string; onOrBefore: string } {
  if (category === '5+') return { onOrBefore: yearsBefore(today, 5) };
  const [from, to] = category.split('-').map(Number);
  return { after: yearsBefore(today, to), onOrBefore: yearsBefore(today, from) };
}

function mustParse(value: string): CalendarDate {
  const parsed = parseIsoDate(value);
  if (!parsed) throw new Error(`Not a YYYY-MM-DD date: ${value}`);
  return parsed;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function format({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
