import { Injectable } from '@nestjs/common';
import { ContestDirectory } from '@app/contests';
import { ParticipantRepository, type RosterRow } from './participant.repository';

export type { RosterRow };

/**
 * The contests and participant rosters the ranking projection covers, for the ranking lib (the ledger
 * itself it reads through LedgerProjectionReader); the contests are asked of ContestDirectory.
 */
@Injectable()
export class ContestRosters {
  constructor(
    private readonly participants: ParticipantRepository,
    private readonly contests: ContestDirectory,
  ) {}

  /** Every contest, in id order: the projection covers them all. */
  contestIds(): Promise<number[]> {
    return this.contests.allIds();
  }

  /**
   * Contests whose ranking may still change: not deleted, and open or ended less than a week ago.
   * (Older ones are rebuilt on demand with `ranking:rebuild`.)
   */
  contestsToReconcile(): Promise<number[]> {
    return this.contests.idsToReconcile();
  }

  /** A contest the public may see: it exists, is not deleted and is not a draft. */
  isPublicContest(contestId: number): Promise<boolean> {
    return this.contests.isPublic(contestId);
  }

  /** Every participant of the contests (deleted ones flagged), with its city and vote code, in id order. */
  rosters(contestIds: number[]): Promise<RosterRow[]> {
    return this.participants.rosters(contestIds);
  }

  /** The contest of a participant the public may see (not deleted, contest neither deleted nor draft). */
  async visibleParticipantContest(participantId: number): Promise<number | null> {
    const contestId = await this.participants.activeContestId(participantId);
    return contestId !== null && (await this.contests.isPublic(contestId)) ? contestId : null;
  }
}
