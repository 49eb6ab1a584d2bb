import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ContestDirectory } from '@app/contests';
import { ParticipantDirectory } from '@app/entries';
import { DataSource, type EntityManager } from 'typeorm';

export interface TestimonialRow {
  id: number;
  winnerId: number;
  userId: number;
  rating: number;
  text: string;
  isHidden: boolean;
  createdAt: Date;
  updatedAt: Date;
  rank: number;
  prize: number;
  contestId: number;
  contestTitle: string;
  participantId: number;
  babyName: string;
  parentName: string;
  photo: string;
}

export interface TestimonialFilter {
  userId?: number;
  /** Hidden testimonials too (their author, administrators). */
  includeHidden: boolean;
}

const SELECT = `
  SELECT t.id, t.winner_id, t.user_id, t.rating, t.text, t.is_hidden, t.created_at, t.updated_at, w.rank, w.prize,
         w.contest_id, w.participant_id, w.baby_name, w.parent_name
    FROM testimonials t
    JOIN winners w ON w.id = t.winner_id`;

interface Row {
  id: number;
  winner_id: number;
  user_id: number;
  rating: number;
  text: string;
  is_hidden: boolean;
  created_at: Date;
  updated_at: Date;
  rank: number;
  prize: number;
  contest_id: number;
  participant_id: number;
  baby_name: string;
  parent_name: string;
}

/** What a testimonial shows of its contest and its participant, from their owner. */
type Shown = Pick<TestimonialRow, 'contestTitle' | 'photo'>;

function toTestimonial(row: Row, shown: Shown): TestimonialRow {
  return {
    id: row.id,
    winnerId: row.winner_id,
    userId: row.user_id,
    rating: row.rating,
    text: row.text,
    isHidden: row.is_hidden,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    rank: row.rank,
    prize: row.prize,
    contestId: row.contest_id,
    contestTitle: shown.contestTitle,
    participantId: row.participant_id,
    babyName: row.baby_name,
    parentName: row.parent_name,
    photo: shown.photo,
  };
}

/**
 * Every statement on `testimonials`: one per win, written by the winning parent. What a testimonial
 * shows of its contest (title) and its participant (photo) is asked of their owner for the rows read.
 */
@Injectable()
export class TestimonialRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly contests: ContestDirectory,
    private readonly participants: ParticipantDirectory,
  ) {}

  /** The new testimonial's id, or null when the win already has one. */
  async create(values: { winnerId: number; userId: number; rating: number; text: string }): Promise<number | null> {
    const rows: { id: number }[] = await this.dataSource.query(
      `INSERT INTO testimonials (winner_id, user_id, rating, text) VALUES ($1, $2, $3, $4)
       ON CONFLICT (winner_id) DO NOTHING RETURNING id`,
      [values.winnerId, values.userId, values.rating, values.text],
    );
    return rows[0]?.id ?? null;
  }

  async findById(id: number, transaction?: EntityManager): Promise<TestimonialRow | null> {
    const rows: Row[] = await (transaction ?? this.dataSource).query(`${SELECT} WHERE t.id = $1`, [id]);
    return (await this.shown(rows, transaction))[0] ?? null;
  }

  /** Newest first; testimonials of revoked wins, and of deleted contests, stay with their author only. */
  async list(
    filter: TestimonialFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: TestimonialRow[]; count: number }> {
    const where = `($1::int IS NULL OR t.user_id = $1)
      AND ($2::boolean OR (NOT t.is_hidden AND w.revoked_at IS NULL AND NOT w.contest_id = ANY($3::int[])))`;
    const params = [filter.userId ?? null, filter.includeHidden, await this.contests.deletedIds()];
    const rows: Row[] = await this.dataSource.query(
      `${SELECT} WHERE ${where} ORDER BY t.created_at DESC, t.id DESC OFFSET $4 LIMIT $5`,
      [...params, offset, limit],
    );
    const [{ count }]: { count: string }[] = await this.dataSource.query(
      `SELECT count(*) FROM testimonials t JOIN winners w ON w.id = t.winner_id WHERE ${where}`,
      params,
    );
    return { rows: await this.shown(rows), count: Number(count) };
  }

  async update(id: number, changes: { rating?: number; text?: string }): Promise<void> {
    await this.dataSource.query(
      `UPDATE testimonials SET rating = coalesce($2, rating), text = coalesce($3, text), updated_at = now()
        WHERE id = $1`,
      [id, changes.rating ?? null, changes.text ?? null],
    );
  }

  async delete(id: number): Promise<void> {
    await this.dataSource.query('DELETE FROM testimonials WHERE id = $1', [id]);
  }

  /** False when the testimonial does not exist. */
  async setHidden(transaction: EntityManager, id: number, hidden: boolean): Promise<boolean> {
    const [rows]: [unknown[], number] = await transaction.query(
      'UPDATE testimonials SET is_hidden = $2, updated_at = now() WHERE id = $1 RETURNING id',
      [id, hidden],
    );
    return rows.length > 0;
  }

  /** The rows with their contests' titles and their participants' photos, read in `transaction` if any. */
  private async shown(rows: Row[], transaction?: EntityManager): Promise<TestimonialRow[]> {
    const [contests, participants] = await Promise.all([
      this.contests.findMany([...new Set(rows.map((row) => row.contest_id))], transaction),
      this.participants.findMany([...new Set(rows.map((row) => row.participant_id))], transaction),
    ]);
    return rows.map((row) =>
      toTestimonial(row, {
        contestTitle: contests.get(row.contest_id)!.title,
        photo: participants.get(row.participant_id)!.photo,
      }),
    );
  }
}
