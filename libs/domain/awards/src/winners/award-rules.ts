import type { ParticipantTally } from '@app/ledger';

/**
 * The rules of the end of a contest, defined here only: the three best-ranked participants win;
 * equal vote counts rank who reached the count first higher (the ranking's rule); a winning parent
 * has 30 days from the notification to claim the prize; a child ranked first cannot take part in a
 * contest for 30 days after the close.
 */
export const PODIUM_SIZE = 3;
export const CLAIM_WINDOW_DAYS = 30;
export const FIRST_PLACE_BAR_DAYS = 30;

const DAY_MS = 86400_000;

export interface ContestPrizes {
  prize: number;
  secondPrize: number;
  thirdPrize: number;
}

/**
 * The prize of a rank. A second or third prize left at 0 while there is a first prize gets the
 * spec's podium default: 30 % and 20 % of the first, rounded down to the franc.
 */
export function prizeForRank(contest: ContestPrizes, rank: number): number {
  if (rank === 1) return contest.prize;
  const [set, share] = rank === 2 ? [contest.secondPrize, 0.3] : [contest.thirdPrize, 0.2];
  return set > 0 ? set : Math.floor(contest.prize * share);
}

export interface PodiumPlace {
  participantId: number;
  rank: number;
  votes: number;
}

/**
 * The podium from the ledger's tallies: participants with a positive count among `eligible`, most
 * votes first, equal counts by the older latest entry (who reached the count first).
 */
export function podium(tallies: ParticipantTally[], eligible: ReadonlySet<number>): PodiumPlace[] {
  return tallies
    .filter((tally) => tally.count > 0 && eligible.has(tally.participantId))
    .sort((a, b) => b.count - a.count || a.lastEntryId - b.lastEntryId)
    .slice(0, PODIUM_SIZE)
    .map((tally, index) => ({ participantId: tally.participantId, rank: index + 1, votes: tally.count }));
}

/** The last moment a prize can be claimed; none while the parent has not been notified yet. */
export function claimDeadline(notifiedAt: Date | null): Date | null {
  return notifiedAt ? new Date(notifiedAt.getTime() + CLAIM_WINDOW_DAYS * DAY_MS) : null;
}

/** Until when a child ranked first at `awardedAt` cannot take part. */
export function firstPlaceBarEnd(awardedAt: Date): Date {
  return new Date(awardedAt.getTime() + FIRST_PLACE_BAR_DAYS * DAY_MS);
}
