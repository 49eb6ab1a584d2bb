import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ContestDirectory, type ContestStatus, isPublicContest } from '@app/contests';
import { DataSource } from 'typeorm';

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
    @InjectDataSource() private readonly db: DataSource,
    private readonly contests: ContestDirectory,
  ) {}

  /** The participant if it is still entered in a contest the public sees (asked of ContestDirectory); null otherwise. */
  async find(participantId: number): Promise<VoteTarget | null> {
    const rows: { baby_name: string; phone_number: string; country: string; contest_id: number }[] =
      await this.db.query(
        'SELECT baby_name, phone_number, country, contest_id FROM participants WHERE id = $1 AND deleted_at IS NULL',
        [participantId],
      );
    const row = rows[0];
    if (!row) return null;
    const contest = (await this.contests.details([row.contest_id])).get(row.contest_id);
    if (!contest || !isPublicContest(contest)) return null;
    return {
      participantId,
      babyName: row.baby_name,
      phoneNumber: row.phone_number,
      country: row.country,
      contestId: row.contest_id,
      contestStatus: contest.status,
      endDate: contest.endDate,
    };
  }
}
