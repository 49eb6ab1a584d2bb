import type { Contest } from '@/lib/api/contests/get-contest';
import type { Winner } from '@/lib/api/winners/get-winners';

/** One closed contest and its winners, best place first. */
export interface Podium {
  contest: Contest;
  winners: Winner[];
}

export type PodiumTab = 'all' | 'recent' | 'biggest';

/** The "Récents" tab shows the three latest podiums. */
export const RECENT_PODIUMS = 3;

/** What the contest's winners received in all. */
export const totalPrizeOf = (podium: Podium) => podium.winners.reduce((total, winner) => total + winner.prize, 0);

/**
 * The podiums a tab shows, from podiums ordered newest first: "Tous" all of them, "Récents" the
 * first three, "Plus Gros Lots" all of them by total prize, the largest first (newest first on a tie).
 */
export function podiumsOfTab(podiums: Podium[], tab: PodiumTab): Podium[] {
  if (tab === 'recent') return podiums.slice(0, RECENT_PODIUMS);
  if (tab === 'biggest') return [...podiums].sort((a, b) => totalPrizeOf(b) - totalPrizeOf(a));
  return podiums;
}
