import { Injectable } from '@nestjs/common';
import { ContestDirectory, type ContestStatus, isPublicContest } from '@app/contests';
import { ParticipantRepository } from './participant.repository';

/** A participant that votes may go to, with its contest (whether it takes votes now: `votingState`). */
export interface VoteTarget {
  participantId: number;
  babyName: string;
  /** The parent's number and country given at registration (a pack's currency follows them). */
  phoneNumber: string;
  country: string;
  contestId: number;
  contestStatus: ContestStatus;
  endDate: Date;
}

/** The participant and contest a vote or a vote pack is for, for other libs. */
@Injectable()
export class VoteTargets {
  constructor(
    private readonly participants: ParticipantRepository,
    private readonly contests: ContestDirectory,
  ) {}

  /** The participant if it is still entered in a contest the public sees (asked of ContestDirectory); null otherwise. */
  async find(participantId: number): Promise<VoteTarget | null> {
    const target = await this.participants.voteTarget(participantId);
    if (!target) return null;
    const contest = (await this.contests.details([target.contestId])).get(target.contestId);
    if (!contest || !isPublicContest(contest)) return null;
    return {
      participantId,
      babyName: target.babyName,
      phoneNumber: target.phoneNumber,
      country: target.country,
      contestId: target.contestId,
      contestStatus: contest.status,
      endDate: contest.endDate,
    };
  }
}
