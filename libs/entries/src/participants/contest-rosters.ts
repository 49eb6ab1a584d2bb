import { Injectable, Module } from '@nestjs/common';
import { ContestDirectory, ContestDirectoryModule } from '@app/contests';
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
 * itself it reads through LedgerReader); the contests are asked of ContestDirectory.
 */
@Injectable()
export class ContestRosters {
  constructor(
    private readonly db: DataSource,
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
      'SELECT contest_id FROM participants WHERE id = $1 AND deleted_at IS NULL',
      [participantId],
    );
    const contestId = rows[0]?.contest_id;
    return contestId !== undefined && (await this.contests.isPublic(contestId)) ? contestId : null;
  }
}

/** Contests and their rosters as the ranking reads them. */
@Module({ imports: [ContestDirectoryModule], providers: [ContestRosters], exports: [ContestRosters] })
export class ContestRostersModule {}
