import { Injectable, Module } from '@nestjs/common';
import { publicContestSql } from './contest-rules';
import { DataSource } from 'typeorm';

export interface RosterRow {
  id: number;
  contestId: number;
  babyName: string;
  photo: string;
  deleted: boolean;
}

/**
 * The contests and participant rosters the ranking projection covers, for the ranking lib (the ledger
 * itself it reads through LedgerReader).
 */
@Injectable()
export class ContestRosters {
  constructor(private readonly db: DataSource) {}

  /** Every contest, in id order: the projection covers them all. */
  async contestIds(): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query('SELECT id FROM contests ORDER BY id');
    return rows.map((row) => row.id);
  }

  /**
   * Contests whose ranking may still change: not deleted, and open or ended less than a week ago.
   * (Older ones are rebuilt on demand with `ranking:rebuild`.)
   */
  async contestsToReconcile(): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query(
      `SELECT id FROM contests c
        WHERE ${publicContestSql('c')}
          AND (c.status = 'open' OR c.end_date > now() - interval '7 days')
        ORDER BY id`,
    );
    return rows.map((row) => row.id);
  }

  /** A contest the public may see: it exists, is not deleted and is not a draft. */
  async isPublicContest(contestId: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM contests c WHERE c.id = $1 AND ${publicContestSql('c')}`,
      [contestId],
    );
    return rows.length > 0;
  }

  /** Every participant of the contests (deleted ones flagged), in id order. */
  async rosters(contestIds: number[]): Promise<RosterRow[]> {
    const rows: { id: number; contest_id: number; baby_name: string; photo: string; deleted: boolean }[] =
      await this.db.query(
        `SELECT id, contest_id, baby_name, photo, deleted_at IS NOT NULL AS deleted
           FROM participants
          WHERE contest_id = ANY($1::int[])
          ORDER BY id`,
        [contestIds],
      );
    return rows.map((row) => ({
      id: row.id,
      contestId: row.contest_id,
      babyName: row.baby_name,
      photo: row.photo,
      deleted: row.deleted,
    }));
  }

  /** The contest of a participant the public may see (not deleted, contest neither deleted nor draft). */
  async visibleParticipantContest(participantId: number): Promise<number | null> {
    const rows: { contest_id: number }[] = await this.db.query(
      `SELECT p.contest_id FROM participants p
         JOIN contests c ON c.id = p.contest_id AND ${publicContestSql('c')}
        WHERE p.id = $1 AND p.deleted_at IS NULL`,
      [participantId],
    );
    return rows[0]?.contest_id ?? null;
  }
}

/** Contests and their rosters as the ranking reads them. */
@Module({ providers: [ContestRosters], exports: [ContestRosters] })
export class ContestRostersModule {}
