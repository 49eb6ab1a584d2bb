import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ContestDirectory } from '@app/contests';
import { DataSource, type EntityManager } from 'typeorm';

/** A participant as other libs name it: who it is, in which contest, and whose child it is. */
/** A child entered in a contest, with the account that entered it. */
export interface OwnedEntry {
  id: number;
  contestId: number;
  userId: number;
  name: string;
}

export interface ParticipantCard {
  id: number;
  name: string;
  contestId: number;
  contestName: string;
  /** The parent who registered it; null once that account is gone. */
  userId: number | null;
  /** The photo's stored name (libs/media makes its addresses). */
  photo: string;
  /** The child entered; null once its parent's account is gone. */
  babyId: number | null;
  country: string;
  city: string;
}

/**
 * Case- and accent-insensitive comparison without the `unaccent` extension: `translate()` maps
 * accented letters to plain ones, then `lower()` folds the case.
 */
const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝŸýÿ';
const PLAIN = [...ACCENTED].map((letter) => letter.normalize('NFD').replace(/\p{M}/gu, '')).join('');
const fold = (expression: string) => `lower(translate(${expression}, '${ACCENTED}', '${PLAIN}'))`;

/**
 * Participants' names, contests, parents and photos for other libs (vote statements, held votes'
 * review, payments, comments).
 */
@Injectable()
export class ParticipantDirectory {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly contests: ContestDirectory,
  ) {}

  /** The participant, withdrawn ones included (their votes stay accountable); null when unknown. */
  async find(id: number): Promise<ParticipantCard | null> {
    return (await this.findMany([id])).get(id) ?? null;
  }

  /**
   * `transaction`: read inside it, as a step of its work (the winners recorded at a close). The
   * contests' titles are asked of ContestDirectory.
   */
  async findMany(ids: number[], transaction?: EntityManager): Promise<Map<number, ParticipantCard>> {
    if (ids.length === 0) return new Map();
    const rows: {
      id: number;
      name: string;
      contest_id: number;
      user_id: number | null;
      photo: string;
      baby_id: number | null;
      country: string;
      city: string;
    }[] = await (transaction ?? this.db).query(
      `SELECT id, baby_name AS name, contest_id, user_id, photo, baby_id, country, city
         FROM participants
        WHERE id = ANY($1::int[])`,
      [ids],
    );
    const contests = await this.contests.findMany([...new Set(rows.map((row) => row.contest_id))], transaction);
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          name: row.name,
          contestId: row.contest_id,
          contestName: contests.get(row.contest_id)!.title,
          userId: row.user_id,
          photo: row.photo,
          babyId: row.baby_id,
          country: row.country,
          city: row.city,
        },
      ]),
    );
  }

  /** Whether the public may see the participant: not withdrawn, in a contest neither deleted nor draft. */
  async isVisible(id: number): Promise<boolean> {
    const rows: { contest_id: number }[] = await this.db.query(
      'SELECT contest_id FROM participants WHERE id = $1 AND deleted_at IS NULL',
      [id],
    );
    return rows.length > 0 && this.contests.isPublic(rows[0].contest_id);
  }

  /** The participants entered in this contest and not withdrawn, read inside `transaction`. */
  async idsEntered(transaction: EntityManager, contestId: number): Promise<number[]> {
    const rows: { id: number }[] = await transaction.query(
      'SELECT id FROM participants WHERE contest_id = $1 AND deleted_at IS NULL',
      [contestId],
    );
    return rows.map((row) => row.id);
  }

  /** The children these accounts entered (and did not withdraw) in these contests. */
  async enteredBy(userIds: number[], contestIds: number[]): Promise<OwnedEntry[]> {
    if (userIds.length === 0 || contestIds.length === 0) return [];
    const rows: { id: number; contest_id: number; user_id: number; baby_name: string }[] = await this.db.query(
      `SELECT id, contest_id, user_id, baby_name FROM participants
        WHERE user_id = ANY($1::int[]) AND contest_id = ANY($2::int[]) AND deleted_at IS NULL`,
      [userIds, contestIds],
    );
    return rows.map((row) => ({ id: row.id, contestId: row.contest_id, userId: row.user_id, name: row.baby_name }));
  }

  /** The accounts with a child entered (and not withdrawn) in this contest. */
  async ownersIn(contestId: number): Promise<number[]> {
    const rows: { user_id: number }[] = await this.db.query(
      'SELECT DISTINCT user_id FROM participants WHERE contest_id = $1 AND deleted_at IS NULL AND user_id IS NOT NULL',
      [contestId],
    );
    return rows.map((row) => row.user_id);
  }

  /** Participants, withdrawn ones included, of this contest. */
  async idsInContest(contestId: number): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query('SELECT id FROM participants WHERE contest_id = $1', [
      contestId,
    ]);
    return rows.map((row) => row.id);
  }

  /**
   * Participants, withdrawn ones included, whose name contains `term`, case aside but accents not
   * (`ILIKE`, as the moderators' search has always matched).
   */
  async idsNamedLike(term: string): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query(`SELECT id FROM participants WHERE baby_name ILIKE $1`, [
      `%${term.replace(/[\\%_]/g, '\\$&')}%`,
    ]);
    return rows.map((row) => row.id);
  }

  /** Participants, withdrawn ones included, whose name contains `term` (case and accents aside). */
  async idsNamed(term: string): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query(
      `SELECT id FROM participants WHERE ${fold('baby_name')} LIKE ${fold('$1')}`,
      [`%${term.replace(/[\\%_]/g, '\\$&')}%`],
    );
    return rows.map((row) => row.id);
  }
}
