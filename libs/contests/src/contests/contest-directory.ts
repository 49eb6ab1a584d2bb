import { Injectable, Module } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ContestStatus } from './contest.entity';

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

/** A contest's prizes by rank, as set by its administrators. */
export interface ContestPrizeAmounts {
  prize: number;
  secondPrize: number;
  thirdPrize: number;
}

/**
 * Contests as other libs read them: their titles and end dates for a page of rows, and the ids a
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

  /** The contest's dates, status and prizes, deleted or not; null when unknown. */
  async sheet(id: number): Promise<ContestSheet | null> {
    const rows: {
      id: number;
      title: string;
      start_date: Date;
      end_date: Date;
      status: ContestStatus;
      prize: number;
      second_prize: number;
      third_prize: number;
    }[] = await this.db.query(
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
      'SELECT prize, second_prize AS "secondPrize", third_prize AS "thirdPrize" FROM contests WHERE id = $1',
      [id],
    );
    return row;
  }
}

@Module({ providers: [ContestDirectory], exports: [ContestDirectory] })
export class ContestDirectoryModule {}
