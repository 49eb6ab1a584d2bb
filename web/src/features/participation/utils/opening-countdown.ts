import type { TimeLeft } from '@/components/countdown';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';

/**
 * The pre-registration countdown's label: 'Début dans Xj Yh' while days are left, then hours and
 * minutes, 'Ouverture imminente' in the last minute, and 'Le concours est ouvert' once started.
 */
export function openingLabel(left: TimeLeft): string {
  const t = PARTICIPATION_TEXT.preregistration;
  if (left.totalSeconds <= 0) return t.contestOpen;
  if (left.days > 0) return t.countdownDaysHours(left.days, left.hours);
  if (left.hours > 0 || left.minutes > 0) return t.countdownHoursMinutes(left.hours, left.minutes);
  return t.countdownImminent;
}
