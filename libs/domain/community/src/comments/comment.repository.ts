import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/** Flags from this many different readers hide a comment until a moderator looks at it. */
export const FLAGS_TO_HIDE = 3;

export type CommentStatusFilter = 'all' | 'flagged' | 'hidden';

export interface CommentRow {
  id: number;
  participantId: number;
  userId: number;
  text: string;
  isActive: boolean;
  isEdited: boolean;
  isFlagged: boolean;
  hiddenByFlags: boolean;
  flagCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * A search term: found in the text, or naming one of these authors (by e-mail, username or name) or
 * participants (by the baby's name), as their owners found them.
 */
export interface CommentSearch {
  term: string;
  authorIds: number[];
  participantIds: number[];
}

export interface CommentFilter {
  status: CommentStatusFilter;
  search?: CommentSearch;
  /** The participants of the contest filtered on, as the participants' owner names them. */
  participantIds?: number[];
}

const SELECT = `
  SELECT cm.id, cm.participant_id, cm.user_id, cm.text, cm.is_active, cm.is_edited, cm.is_flagged, cm.hidden_by_flags,
         cm.created_at, cm.updated_at,
         (SELECT count(*) FROM comment_flags f WHERE f.comment_id = cm.id
            AND (cm.flags_reviewed_at IS NULL OR f.created_at > cm.flags_reviewed_at))::int AS flag_count
    FROM comments cm`;

const ADMIN_WHERE = `
  ($1::varchar = 'all' OR ($1 = 'flagged' AND cm.is_flagged) OR ($1 = 'hidden' AND NOT cm.is_active))
  AND ($2::text IS NULL OR cm.text ILIKE $2 OR cm.user_id = ANY($4::int[]) OR cm.participant_id = ANY($5::int[]))
  AND ($3::int[] IS NULL OR cm.participant_id = ANY($3::int[]))`;

interface Row {
  id: number;
  participant_id: number;
  user_id: number;
  text: string;
  is_active: boolean;
  is_edited: boolean;
  is_flagged: boolean;
  hidden_by_flags: boolean;
  flag_count: number;
  created_at: Date;
  updated_at: Date;
}

function toComment(row: Row): CommentRow {
  return {
    id: row.id,
    participantId: row.participant_id,
    userId: row.user_id,
    text: row.text,
    isActive: row.is_active,
    isEdited: row.is_edited,
    isFlagged: row.is_flagged,
    hiddenByFlags: row.hidden_by_flags,
    flagCount: row.flag_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A comment written with its state and date as given (the demonstration's comments). */
export interface DatedComment {
  participantId: number;
  userId: number;
  text: string;
  isActive: boolean;
  isFlagged: boolean;
  hiddenByFlags: boolean;
  createdAt: Date;
}

/** Every statement on `comments` and `comment_flags`. */
@Injectable()
export class CommentRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async create(participantId: number, userId: number, text: string): Promise<number> {
    const [row]: { id: number }[] = await this.dataSource.query(
      'INSERT INTO comments (participant_id, user_id, text) VALUES ($1, $2, $3) RETURNING id',
      [participantId, userId, text],
    );
    return row.id;
  }

  /** Writes the comment inside `transaction` as given, without the flags' rules; the new id. */
  async insertDated(transaction: EntityManager, comment: DatedComment): Promise<number> {
    const [row]: { id: number }[] = await transaction.query(
      `INSERT INTO comments (participant_id, user_id, text, is_active, is_flagged, hidden_by_flags, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
      [
        comment.participantId,
        comment.userId,
        comment.text,
        comment.isActive,
        comment.isFlagged,
        comment.hiddenByFlags,
        comment.createdAt,
      ],
    );
    return row.id;
  }

  /** Writes a reader's flag inside `transaction`, dated `createdAt`, leaving the comment as it is. */
  async insertDatedFlag(
    transaction: EntityManager,
    flag: { commentId: number; userId: number; reason: string; createdAt: Date },
  ): Promise<void> {
    await transaction.query(
      'INSERT INTO comment_flags (comment_id, user_id, reason, created_at) VALUES ($1, $2, $3, $4)',
      [flag.commentId, flag.userId, flag.reason, flag.createdAt],
    );
  }

  /** Whether any of these accounts has written a comment. */
  async anyBy(userIds: number[]): Promise<boolean> {
    if (userIds.length === 0) return false;
    const rows: unknown[] = await this.dataSource.query(
      'SELECT 1 FROM comments WHERE user_id = ANY($1::int[]) LIMIT 1',
      [userIds],
    );
    return rows.length > 0;
  }

  async findById(id: number, transaction?: EntityManager): Promise<CommentRow | null> {
    const rows: Row[] = await (transaction ?? this.dataSource).query(`${SELECT} WHERE cm.id = $1`, [id]);
    return rows[0] ? toComment(rows[0]) : null;
  }

  /** A participant's visible comments, newest first. */
  async listActive(
    participantId: number,
    offset: number,
    limit: number,
  ): Promise<{ rows: CommentRow[]; count: number }> {
    const rows: Row[] = await this.dataSource.query(
      `${SELECT} WHERE cm.participant_id = $1 AND cm.is_active ORDER BY cm.created_at DESC, cm.id DESC OFFSET $2 LIMIT $3`,
      [participantId, offset, limit],
    );
    const [{ count }]: { count: string }[] = await this.dataSource.query(
      'SELECT count(*) FROM comments WHERE participant_id = $1 AND is_active',
      [participantId],
    );
    return { rows: rows.map(toComment), count: Number(count) };
  }

  /**
   * The moderators' list, newest first; the authors' names are identity's and the participants'
   * names and contests are their owner's, asked by the caller.
   */
  async list(filter: CommentFilter, offset: number, limit: number): Promise<{ rows: CommentRow[]; count: number }> {
    const { search } = filter;
    const like = search ? `%${search.term.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
    const params = [
      filter.status,
      like,
      filter.participantIds ?? null,
      search?.authorIds ?? [],
      search?.participantIds ?? [],
    ];
    const rows: Row[] = await this.dataSource.query(
      `${SELECT} WHERE ${ADMIN_WHERE} ORDER BY cm.created_at DESC, cm.id DESC OFFSET $6 LIMIT $7`,
      [...params, offset, limit],
    );
    const [{ count }]: { count: string }[] = await this.dataSource.query(
      `SELECT count(*) FROM comments cm WHERE ${ADMIN_WHERE}`,
      params,
    );
    return { rows: rows.map(toComment), count: Number(count) };
  }

  async stats(): Promise<{ total: number; active: number; hidden: number; flagged: number }> {
    const [row]: { total: string; active: string; hidden: string; flagged: string }[] = await this.dataSource.query(
      `SELECT count(*) AS total, count(*) FILTER (WHERE is_active) AS active,
              count(*) FILTER (WHERE NOT is_active) AS hidden, count(*) FILTER (WHERE is_flagged) AS flagged
         FROM comments`,
    );
    return {
      total: Number(row.total),
      active: Number(row.active),
      hidden: Number(row.hidden),
      flagged: Number(row.flagged),
    };
  }

  async updateText(id: number, text: string): Promise<void> {
    await this.dataSource.query('UPDATE comments SET text = $2, is_edited = true, updated_at = now() WHERE id = $1', [
      id,
      text,
    ]);
  }

  async delete(id: number, transaction?: EntityManager): Promise<void> {
    await (transaction ?? this.dataSource).query('DELETE FROM comments WHERE id = $1', [id]);
  }

  /**
   * Records a reader's flag (once per reader) and marks the comment flagged; the flags since the last
   * review hide it once there are FLAGS_TO_HIDE. False when this reader had flagged it already.
   */
  async flag(commentId: number, userId: number, reason: string): Promise<boolean> {
    return this.dataSource.transaction(async (transaction) => {
      await transaction.query('SELECT id FROM comments WHERE id = $1 FOR UPDATE', [commentId]);
      const inserted: unknown[] = await transaction.query(
        `INSERT INTO comment_flags (comment_id, user_id, reason) VALUES ($1, $2, $3)
         ON CONFLICT (comment_id, user_id) DO NOTHING RETURNING id`,
        [commentId, userId, reason],
      );
      if (inserted.length === 0) return false;
      await transaction.query(
        `UPDATE comments cm SET is_flagged = true, updated_at = now(),
                hidden_by_flags = cm.hidden_by_flags OR (cm.is_active AND pending.flags >= $2),
                is_active = cm.is_active AND pending.flags < $2
           FROM (SELECT count(*) AS flags FROM comment_flags f JOIN comments c ON c.id = f.comment_id
                  WHERE f.comment_id = $1 AND (c.flags_reviewed_at IS NULL OR f.created_at > c.flags_reviewed_at)) pending
          WHERE cm.id = $1`,
        [commentId, FLAGS_TO_HIDE],
      );
      return true;
    });
  }

  /** A moderator's decision: hidden or visible; looking at it settles the flags so far. */
  async moderate(transaction: EntityManager, id: number, change: 'hide' | 'unhide' | 'unflag'): Promise<void> {
    const sets = {
      hide: 'is_active = false, hidden_by_flags = false',
      unhide: 'is_active = true, hidden_by_flags = false, is_flagged = false, flags_reviewed_at = now()',
      // Flags dismissed: a comment hidden by them alone comes back.
      unflag:
        'is_flagged = false, flags_reviewed_at = now(), is_active = is_active OR hidden_by_flags, hidden_by_flags = false',
    };
    await transaction.query(`UPDATE comments SET ${sets[change]}, updated_at = now() WHERE id = $1`, [id]);
  }
}
