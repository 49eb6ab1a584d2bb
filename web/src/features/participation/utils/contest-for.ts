import type { Contest } from '@/lib/api/contests/get-contest';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import type { Gender } from './wizard-validation';

const byEnd = (a: Contest, b: Contest) => a.end_date.localeCompare(b.end_date);

/**
 * The open contests a child of `gender` may enter: those of that gender, then the mixed ones, each
 * ending first first (the first is the one the API would choose if none were named).
 */
export function contestsFor(contests: Contest[], gender: Gender): Contest[] {
  return [
    ...contests.filter((contest) => contest.gender === gender).sort(byEnd),
    ...contests.filter((contest) => contest.gender === 'mixed').sort(byEnd),
  ];
}

/** Whether a contest takes children of `gender`. */
export const takes = (contest: Pick<Contest, 'gender'>, gender: Gender): boolean =>
  contest.gender === 'mixed' || contest.gender === gender;

/**
 * Why step 1 cannot be left for want of a contest, or null: the contest named by the page the parent
 * came from must take the child's gender; otherwise, once the open contests are known, one must fit,
 * and the parent chooses when several do.
 */
export function contestChoiceError(
  gender: Gender | '',
  named: Contest | null,
  open: Contest[] | undefined,
  chosenId: number | null,
): string | null {
  const t = PARTICIPATION_TEXT.errors;
  if (!gender) return null;
  if (named) return takes(named, gender) ? null : t.contestGender(named.gender);
  if (!open) return null;
  const candidates = contestsFor(open, gender);
  if (candidates.length === 0) return t.noMatchingContest;
  if (candidates.length > 1 && !candidates.some((contest) => contest.id === chosenId)) return t.contestRequired;
  return null;
}
