import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ContestStatus } from '../contests/contest.entity';
import { publicContestSql } from '../contests/contest-rules';

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
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The participant if it is still entered in a contest the public sees; null otherwise. */
  async find(participantId: number): Promise<VoteTarget | null> {
    const rows: {
      baby_name: string;
      phone_number: string;
      country: string;
      contest_id: number;
      status: ContestStatus;
      end_date: Date;
    }[] = await this.db.query(
      `SELECT p.baby_name, p.phone_number, p.country, p.contest_id, c.status, c.end_date
         FROM participants p JOIN contests c ON c.id = p.contest_id
        WHERE p.id = $1 AND p.deleted_at IS NULL AND ${publicContestSql('c')}`,
      [participantId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      participantId,
      babyName: row.baby_name,
      phoneNumber: row.phone_number,
      country: row.country,
      contestId: row.contest_id,
      contestStatus: row.status,
      endDate: row.end_date,
    };
  }
}
