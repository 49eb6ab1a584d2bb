import type { ContestStatus } from '@/lib/api/contests/contest-page';
import { contests as CONTESTS_TEXT } from '@/messages/contests';

const t = CONTESTS_TEXT.rules;

/** The dates of the contest form, as its inputs hold them (local date-time to the minute, or ''). */
export interface ContestFormDates {
  status: ContestStatus;
  start_date: string;
  end_date: string;
  preregistration_start_date: string;
  preregistration_end_date: string;
}

export interface ContestDateIssues {
  /** Blocking (spec 002 §5, red): by field. */
  errors: Partial<Record<'end_date' | 'preregistration_start_date' | 'preregistration_end_date', string>>;
  /** Non-blocking (amber): the form may still be sent. */
  warnings: string[];
}

const time = (value: string): number | null => {
  if (!value) return null;
  const at = new Date(value).getTime();
  return Number.isNaN(at) ? null : at;
};

/** The contest form's date rules of spec 002 §5, the same as the server's (which checks them again). */
export function contestDateIssues(dates: ContestFormDates, now: number): ContestDateIssues {
  const start = time(dates.start_date);
  const end = time(dates.end_date);
  const preStart = time(dates.preregistration_start_date);
  const preEnd = time(dates.preregistration_end_date);
  const errors: ContestDateIssues['errors'] = {};
  if (start !== null && end !== null && end <= start) errors.end_date = t.endBeforeStart;
  if (preStart !== null && preEnd !== null && preEnd <= preStart)
    errors.preregistration_end_date = t.preEndBeforePreStart;
  if (preStart !== null && start !== null && preStart > start) errors.preregistration_start_date = t.preStartAfterStart;

  const warnings: string[] = [];
  if (preStart !== null && preEnd === null) warnings.push(t.preStartWithoutEnd);
  if (preEnd !== null && preStart === null) warnings.push(t.preEndWithoutStart);
  if (dates.status === 'pre_registration') {
    if (preStart === null && preEnd === null) warnings.push(t.preRegistrationWithoutDates);
    else if (preEnd !== null && preEnd < now) warnings.push(t.preRegistrationOver);
  }
  return { errors, warnings };
}

/** A pre_registration contest whose pre-registration end has passed (the amber card, 'Fin préinscriptions dépassée'). */
export const isPreregistrationOverdue = (
  contest: { status: ContestStatus; preregistration_end_date: string | null },
  now: number,
): boolean =>
  contest.status === 'pre_registration' &&
  contest.preregistration_end_date !== null &&
  new Date(contest.preregistration_end_date).getTime() < now;
