import type { Contest } from '@/lib/api/contests/get-contest';

/** Lower case without accents, for comparisons that ignore both. */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const collator = new Intl.Collator('fr', { sensitivity: 'base' });

/** The spec's order: titles containing "filles" first, then alphabetical (French collation). */
export function sortContests<T extends Pick<Contest, 'title'>>(contests: readonly T[]): T[] {
  const girls = (contest: T) => (fold(contest.title).includes('filles') ? 0 : 1);
  return [...contests].sort((a, b) => girls(a) - girls(b) || collator.compare(a.title, b.title));
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
