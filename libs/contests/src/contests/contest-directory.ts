import { Injectable, Module } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ContestGender, ContestStatus } from './contest.entity';
import { publicContestSql } from './contest-rules';

/** A contest as other libs name it (the awards' lists and notices). */
export interface ContestCard {
  id: number;
  title: string;
  endDate: Date;
}

/** A contest's dates and prizes, as a results dossier states them. */
export interface ContestSheet {
  id: number;
  title: string;
  startDate: Date;
  endDate: Date;
  status: ContestStatus;
  prize: number;
  secondPrize: number;
  thirdPrize: number;
}

/** A contest's prizes by rank, as set by its administrators, and its end (no vote counts after it). */
export interface ContestPrizeAmounts {
  prize: number;
  secondPrize: number;
  thirdPrize: number;
  endDate: Date;
}

/**
 * A contest's status, dates, gender and prizes: what the entries lib checks a registration or a
 * pre-registration against, and shows with a participant or a pre-registration.
 */
export interface ContestDetails {
  id: number;
  title: string;
  status: ContestStatus;
  gender: ContestGender;
  startDate: Date;
  endDate: Date;
  preregistrationStartDate: Date | null;
  preregistrationEndDate: Date | null;
  prize: number;
  secondPrize: number;
  thirdPrize: number;
  deletedAt: Date | null;
}

/** What a registration's transaction holds of its contest, locked until it ends. */
export interface ContestEntryLock {
  status: ContestStatus;
  endDate: Date;
}

const DETAILS_COLUMNS = `id, title, status, gender, start_date, end_date, preregistration_start_date,
  preregistration_end_date, prize, second_prize, third_prize, deleted_at`;

interface DetailsRow {
  id: number;
  title: string;
  status: ContestStatus;
  gender: ContestGender;
  start_date: Date;
  end_date: Date;
  preregistration_start_date: Date | null;
  preregistration_end_date: Date | null;
  prize: number;
  second_prize: number;
  third_prize: number;
  deleted_at: Date | null;
}

function toDetails(row: DetailsRow): ContestDetails {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    gender: row.gender,
    startDate: row.start_date,
    endDate: row.end_date,
    preregistrationStartDate: row.preregistration_start_date,
    preregistrationEndDate: row.preregistration_end_date,
    prize: row.prize,
    secondPrize: row.second_prize,
    thirdPrize: row.third_prize,
    deletedAt: row.deleted_at,
  };
}

/**
 * Contests as other libs read them: their titles, end dates and details for a page of rows, the ids a
 * filter or a search names, so that a list of another lib filters its own rows by contest ids.
 */
@Injectable()
export class ContestDirectory {
  constructor(private readonly db: DataSource) {}

  /**
   * These contests, deleted ones included (what was won in them stays); `transaction`: read inside
   * it, as a step of its work.
   */
  async findMany(ids: number[], transaction?: EntityManager): Promise<Map<number, ContestCard>> {
    if (ids.length === 0) return new Map();
    const rows: { id: number; title: string; end_date: Date }[] = await (transaction ?? this.db).query(
      'SELECT id, title, end_date FROM contests WHERE id = ANY($1::int[])',
      [ids],
    );
    return new Map(rows.map((row) => [row.id, { id: row.id, title: row.title, endDate: row.end_date }]));
  }

  /** These contests if they exist and are not deleted (what a notice or a link may name). */
  async liveMany(ids: number[]): Promise<Map<number, ContestCard>> {
    if (ids.length === 0) return new Map();
    const rows: { id: number; title: string; end_date: Date }[] = await this.db.query(
      'SELECT id, title, end_date FROM contests WHERE id = ANY($1::int[]) AND deleted_at IS NULL',
      [ids],
    );
    return new Map(rows.map((row) => [row.id, { id: row.id, title: row.title, endDate: row.end_date }]));
  }

  /**
   * The contest's dates, status and prizes, deleted or not; null when unknown. `transaction` reads in
   * the caller's transaction (a payment's settlement, which holds the payment's row meanwhile).
   */
  async sheet(id: number, transaction?: EntityManager): Promise<ContestSheet | null> {
    const rows: {
      id: number;
      title: string;
      start_date: Date;
      end_date: Date;
      status: ContestStatus;
      prize: number;
      second_prize: number;
      third_prize: number;
    }[] = await (transaction ?? this.db).query(
      `SELECT id, title, start_date, end_date, status, prize, second_prize, third_prize FROM contests WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    return row
      ? {
          id: row.id,
          title: row.title,
          startDate: row.start_date,
          endDate: row.end_date,
          status: row.status,
          prize: row.prize,
          secondPrize: row.second_prize,
          thirdPrize: row.third_prize,
        }
      : null;
  }

  /** Open contests, not deleted: those whose rankings move. */
  async openIds(): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query(
      "SELECT id FROM contests WHERE status = 'open' AND deleted_at IS NULL",
    );
    return rows.map((row) => row.id);
  }

  /** Open contests, not deleted, whose end falls in (from, to]: those about to close. */
  async openEndingBetween(from: Date, to: Date): Promise<ContestCard[]> {
    const rows: { id: number; title: string; end_date: Date }[] = await this.db.query(
      `SELECT id, title, end_date FROM contests
        WHERE status = 'open' AND deleted_at IS NULL AND end_date > $1 AND end_date <= $2 ORDER BY end_date`,
      [from, to],
    );
    return rows.map((row) => ({ id: row.id, title: row.title, endDate: row.end_date }));
  }

  /** Contests closed and not deleted: those whose winners the public sees. */
  async closedIds(): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query(
      "SELECT id FROM contests WHERE status = 'closed' AND deleted_at IS NULL",
    );
    return rows.map((row) => row.id);
  }

  async deletedIds(): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query('SELECT id FROM contests WHERE deleted_at IS NOT NULL');
    return rows.map((row) => row.id);
  }

  /** Contests, deleted ones included, whose title contains `term`, case aside but accents not (`ILIKE`). */
  async idsTitledLike(term: string): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query('SELECT id FROM contests WHERE title ILIKE $1', [
      `%${term.replace(/[\\%_]/g, '\\$&')}%`,
    ]);
    return rows.map((row) => row.id);
  }

  /**
   * These contests' details, deleted ones included (a page of participants or pre-registrations
   * shows each row's contest); `transaction`: read inside it, as a step of its work.
   */
  async details(ids: number[], transaction?: EntityManager): Promise<Map<number, ContestDetails>> {
    if (ids.length === 0) return new Map();
    const rows: DetailsRow[] = await (transaction ?? this.db).query(
      `SELECT ${DETAILS_COLUMNS} FROM contests WHERE id = ANY($1::int[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, toDetails(row)]));
  }

  /** The contest's details if it exists and is not deleted (drafts included: the caller decides what they mean). */
  async liveDetails(id: number): Promise<ContestDetails | null> {
    const rows: DetailsRow[] = await this.db.query(
      `SELECT ${DETAILS_COLUMNS} FROM contests WHERE id = $1 AND deleted_at IS NULL`,
      [id],
    );
    return rows[0] ? toDetails(rows[0]) : null;
  }

  /**
   * The open contest for a child of this gender (not deleted, ending after `now`): that gender
   * first, else mixed; the one ending first.
   */
  async openFor(gender: Exclude<ContestGender, 'mixed'>, now: Date): Promise<ContestDetails | null> {
    const rows: DetailsRow[] = await this.db.query(
      `SELECT ${DETAILS_COLUMNS} FROM contests
        WHERE deleted_at IS NULL AND status = 'open' AND end_date > $1 AND gender IN ($2, 'mixed')
        ORDER BY CASE WHEN gender = $2 THEN 0 ELSE 1 END, end_date, id
        LIMIT 1`,
      [now, gender],
    );
    return rows[0] ? toDetails(rows[0]) : null;
  }

  /** Contests the public sees (neither deleted nor draft), so that a list keeps only their rows. */
  async publicIds(): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query(`SELECT id FROM contests c WHERE ${publicContestSql('c')}`);
    return rows.map((row) => row.id);
  }

  /** Whether the public may see the contest: it exists, is not deleted and is not a draft. */
  async isPublic(id: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM contests c WHERE c.id = $1 AND ${publicContestSql('c')}`,
      [id],
    );
    return rows.length > 0;
  }

  /** Contests not deleted that take pre-registrations or participants (`pre_registration` or `open`). */
  async idsTakingEntries(): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query(
      "SELECT id FROM contests WHERE deleted_at IS NULL AND status IN ('pre_registration', 'open')",
    );
    return rows.map((row) => row.id);
  }

  /** Every contest, deleted ones included, in id order (the ranking projection covers them all). */
  async allIds(): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query('SELECT id FROM contests ORDER BY id');
    return rows.map((row) => row.id);
  }

  /**
   * Contests whose ranking may still change, in id order: public, and open or ended less than a week
   * ago.
   */
  async idsToReconcile(): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query(
      `SELECT id FROM contests c
        WHERE ${publicContestSql('c')}
          AND (c.status = 'open' OR c.end_date > now() - interval '7 days')
        ORDER BY id`,
    );
    return rows.map((row) => row.id);
  }

  /**
   * The status and end date of a contest not deleted, its row share-locked until `transaction` ends
   * (it cannot close meanwhile, while registrations run side by side); null when there is none.
   */
  async lockForEntry(transaction: EntityManager, id: number): Promise<ContestEntryLock | null> {
    const rows: { status: ContestStatus; end_date: Date }[] = await transaction.query(
      'SELECT status, end_date FROM contests WHERE id = $1 AND deleted_at IS NULL FOR SHARE',
      [id],
    );
    return rows[0] ? { status: rows[0].status, endDate: rows[0].end_date } : null;
  }

  /**
   * The status of a contest not deleted, its row locked for update until `transaction` ends (no
   * close or edit meanwhile); null when there is none.
   */
  async lockStatus(transaction: EntityManager, id: number): Promise<ContestStatus | null> {
    const rows: { status: ContestStatus }[] = await transaction.query(
      'SELECT status FROM contests WHERE id = $1 AND deleted_at IS NULL FOR UPDATE',
      [id],
    );
    return rows[0]?.status ?? null;
  }

  async prizes(transaction: EntityManager, id: number): Promise<ContestPrizeAmounts> {
    const [row]: ContestPrizeAmounts[] = await transaction.query(
      'SELECT prize, second_prize AS "secondPrize", third_prize AS "thirdPrize", end_date AS "endDate" FROM contests WHERE id = $1',
      [id],
    );
    return row;
  }
}

@Module({ providers: [ContestDirectory], exports: [ContestDirectory] })
export class ContestDirectoryModule {}
