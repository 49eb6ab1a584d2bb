import type { Contest } from '@/lib/api/contests/get-contest';

/**
 * The contest the API will choose for a child of `gender` when none is given: an open contest of that
 * gender first, else a mixed one, the one ending first.
 */
export function contestFor(contests: Contest[], gender: 'female' | 'male'): Contest | null {
  const byEnd = (a: Contest, b: Contest) => a.end_date.localeCompare(b.end_date);
  const same = contests.filter((contest) => contest.gender === gender).sort(byEnd);
  const mixed = contests.filter((contest) => contest.gender === 'mixed').sort(byEnd);
  return same[0] ?? mixed[0] ?? null;
}
