import { account as ACCOUNT_TEXT } from '@/messages/account';

const DAY = 86_400_000;

/** A child's age as the spec shows it: days under 30 days, months under a year, then years and months. */
export function childAge(dateOfBirth: string, today: Date = new Date()): string {
  const t = ACCOUNT_TEXT.children;
  const [year, month, day] = dateOfBirth.split('-').map(Number);
  const birth = new Date(year, month - 1, day);
  const days = Math.max(0, Math.floor((today.getTime() - birth.getTime()) / DAY));
  if (days < 30) return t.ageDays(days);
  let months = (today.getFullYear() - year) * 12 + (today.getMonth() - (month - 1));
  if (today.getDate() < day) months -= 1;
  months = Math.max(0, months);
  if (months < 12) return t.ageMonths(months);
  return t.ageYears(Math.floor(months / 12), months % 12);
}
