import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuditEntry, AuditFilter, AuditRecord } from './audit-trail';

/** A line of the log as stored: everything but the actor's e-mail, which identity knows. */
export type AuditLogRow = Omit<AuditRecord, 'actor_email'>;

/** What replaces a deleted account's personal data in the lines that keep naming it. */
export interface AuditErasureRequest {
  /** The accounts' e-mails, lower-cased. */
  emails: string[];
  /** The accounts' ids, as the lines' details spell them. */
  authorIds: string[];
  erasedEmail: string;
  erasedCommentText: string;
}

/**
 * The only owner of `audit_log` (append-only: a trigger refuses UPDATE and DELETE but the erasure's).
 */
@Injectable()
export class AuditLogRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async insert(transaction: EntityManager, entry: AuditEntry): Promise<void> {
    await transaction.query(
      `INSERT INTO audit_log (actor_id, action, contest_id, participant_id, subject_id, details, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        entry.actorId,
        entry.action,
        entry.contestId ?? null,
        entry.participantId ?? null,
        entry.subjectId ?? null,
        JSON.stringify(entry.details ?? {}),
        entry.reason ?? '',
      ],
    );
  }

  /** Newest first, filtered by action(s), actor and contest, with the count of every line the filter keeps. */
  async page(filter: AuditFilter, offset: number, limit: number): Promise<{ rows: AuditLogRow[]; count: number }> {
    const where = `($1::varchar[] IS NULL OR a.action = ANY($1::varchar[]))
        AND ($2::int IS NULL OR a.actor_id = $2)
        AND ($3::int IS NULL OR a.contest_id = $3)`;
    const params = [filter.actions ?? null, filter.actorId ?? null, filter.contestId ?? null];
    const rows: AuditLogRow[] = await this.db.query(
      `SELECT a.id::int, a.actor_id, a.action, a.contest_id, a.participant_id, a.subject_id, a.details, a.reason,
              a.created_at
         FROM audit_log a
        WHERE ${where}
        ORDER BY a.id DESC OFFSET $4 LIMIT $5`,
      [...params, offset, limit],
    );
    const [{ count }]: { count: string }[] = await this.db.query(
      `SELECT count(*) FROM audit_log a WHERE ${where}`,
      params,
    );
    return { rows, count: Number(count) };
  }

  /**
   * Replaces the accounts' e-mails wherever a line names them, and the text of their comments that
   * moderators deleted. The table's trigger lets an UPDATE of `details` alone through while the
   * transaction has the erasure on (migration 1795338000000), turned off again before the
   * transaction goes on.
   */
  async erase(transaction: EntityManager, request: AuditErasureRequest): Promise<void> {
    await transaction.query(`SELECT set_config('bebe_star.audit_erasure', 'on', true)`);
    await transaction.query(
      `UPDATE audit_log SET details = jsonb_set(details, '{email}', to_jsonb($2::text))
        WHERE details ? 'email' AND lower(details ->> 'email') = ANY($1::text[])`,
      [request.emails, request.erasedEmail],
    );
    await transaction.query(
      `UPDATE audit_log SET details = jsonb_set(details, '{text}', to_jsonb($2::text))
        WHERE action = 'delete_comment' AND details ? 'text' AND details ->> 'author_id' = ANY($1::text[])`,
      [request.authorIds, request.erasedCommentText],
    );
    await transaction.query(`SELECT set_config('bebe_star.audit_erasure', 'off', true)`);
  }
}
