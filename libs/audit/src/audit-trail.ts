import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PRIVILEGE_ACTIONS, type PrivilegeAudit, UserDirectory } from '@app/identity';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * Every action an administrator can take that changes votes, winners, prizes, published content, the
 * site's settings or who may do what in the back office.
 */
export const AUDIT_ACTIONS = [
  'reverse_vote',
  'reverse_voter',
  'reverse_ip',
  'release_held_votes',
  'reject_held_votes',
  'answer_vote_dispute',
  'recompute_winners',
  'pay_prize_claim',
  'reject_prize_claim',
  'hide_testimonial',
  'show_testimonial',
  'hide_comment',
  'unhide_comment',
  'unflag_comment',
  'delete_comment',
  'update_site_settings',
  'update_channel_settings',
  'update_contest_channels',
  'refund_payment',
  ...PRIVILEGE_ACTIONS,
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  actorId: number;
  action: AuditAction;
  contestId?: number | null;
  participantId?: number | null;
  /** The row acted on (a claim, a testimonial…), when there is one. */
  subjectId?: number | null;
  details?: Record<string, unknown>;
  reason?: string;
}

export interface AuditFilter {
  actions?: AuditAction[];
  actorId?: number;
  contestId?: number;
}

export interface AuditRecord {
  id: number;
  actor_id: number;
  actor_email: string | null;
  action: AuditAction;
  contest_id: number | null;
  participant_id: number | null;
  subject_id: number | null;
  details: Record<string, unknown>;
  reason: string;
  created_at: Date;
}

/**
 * The administrators' audit log (`audit_log`, append-only: a trigger refuses UPDATE and DELETE). An
 * entry is written in the transaction of the change it describes, so neither exists without the other.
 */
@Injectable()
export class AuditTrail implements PrivilegeAudit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
  ) {}

  async record(transaction: EntityManager, entry: AuditEntry): Promise<void> {
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

  /** Newest first, filtered by action(s), actor and contest; the actors' e-mails come from identity. */
  async list(filter: AuditFilter, offset: number, limit: number): Promise<{ rows: AuditRecord[]; count: number }> {
    const where = `($1::varchar[] IS NULL OR a.action = ANY($1::varchar[]))
        AND ($2::int IS NULL OR a.actor_id = $2)
        AND ($3::int IS NULL OR a.contest_id = $3)`;
    const params = [filter.actions ?? null, filter.actorId ?? null, filter.contestId ?? null];
    const rows: Omit<AuditRecord, 'actor_email'>[] = await this.dataSource.query(
      `SELECT a.id::int, a.actor_id, a.action, a.contest_id, a.participant_id, a.subject_id, a.details, a.reason,
              a.created_at
         FROM audit_log a
        WHERE ${where}
        ORDER BY a.id DESC OFFSET $4 LIMIT $5`,
      [...params, offset, limit],
    );
    const [{ count }]: { count: string }[] = await this.dataSource.query(
      `SELECT count(*) FROM audit_log a WHERE ${where}`,
      params,
    );
    const emails = await this.users.emails([...new Set(rows.map((row) => row.actor_id))]);
    return {
      rows: rows.map(({ id, actor_id, ...rest }) => ({
        id,
        actor_id,
        actor_email: emails.get(actor_id) ?? null,
        ...rest,
      })),
      count: Number(count),
    };
  }
}
