import type { Contest } from '@/lib/api/contests/get-contest';

/** Lower case without accents, for comparisons that ignore both. */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const collator = new Intl.Collator('fr', { sensitivity: 'base' });

/**
 * Open contests first (a parent can enter them now, pre-registrations later), then the spec's order:
 * titles containing "filles" first, then alphabetical (French collation).
 */
export function sortContests<T extends Pick<Contest, 'title'> & Partial<Pick<Contest, 'status'>>>(
  contests: readonly T[],
): T[] {
  const open = (contest: T) => (contest.status === 'open' ? 0 : 1);
  const girls = (contest: T) => (fold(contest.title).includes('filles') ? 0 : 1);
  return [...contests].sort((a, b) => open(a) - open(b) || girls(a) - girls(b) || collator.compare(a.title, b.title));
}

export type GenderFilter = 'all' | 'female' | 'male';

/** The contests a child of the chosen gender can enter: those of that gender and the mixed ones. */
export function contestsForGender<T extends Pick<Contest, 'gender'>>(
  contests: readonly T[],
  gender: GenderFilter,
): T[] {
  return gender === 'all'
    ? [...contests]
    : contests.filter((contest) => contest.gender !== (gender === 'female' ? 'male' : 'female'));
}

export type ContestTab = 'in-progress' | 'winners';

/** "En cours" holds open and pre-registration contests, "Nos gagnants" the closed ones. */
export function contestsOfTab<T extends Pick<Contest, 'status'>>(contests: readonly T[], tab: ContestTab): T[] {
  return contests.filter((contest) =>
    tab === 'winners'
      ? contest.status === 'closed'
      : contest.status === 'open' || contest.status === 'pre_registration',
  );
}
