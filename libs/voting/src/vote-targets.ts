import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type ContestStatus, publicContestSql } from '@app/contests';
import { DataSource } from 'typeorm';

export interface VoteTarget {
  participantId: number;
  contestId: number;
  contestStatus: ContestStatus;
  endDate: Date;
}

const TTL_MS = 5_000;
const MAX_ENTRIES = 50_000;

/**
 * The participant and contest a vote is for, cached a few seconds per process: at a peak, most
 * votes go to a few participants, and a contest closing is seen within TTL_MS (the worker closes
 * contests at their end date; the end date itself is checked on every vote).
 */
@Injectable()
export class VoteTargets {
  private readonly cache = new Map<number, { target: VoteTarget | null; expires: number }>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(participantId: number): Promise<VoteTarget | null> {
    const now = Date.now();
    const cached = this.cache.get(participantId);
    if (cached && cached.expires > now) return cached.target;
    const rows: { contest_id: number; status: ContestStatus; end_date: Date }[] = await this.dataSource.query(
      `SELECT p.contest_id, c.status, c.end_date FROM participants p JOIN contests c ON c.id = p.contest_id
       WHERE p.id = $1 AND p.deleted_at IS NULL AND ${publicContestSql('c')}`,
      [participantId],
    );
    const target = rows[0]
      ? { participantId, contestId: rows[0].contest_id, contestStatus: rows[0].status, endDate: rows[0].end_date }
      : null;
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(participantId, { target, expires: now + TTL_MS });
    return target;
  }
}
