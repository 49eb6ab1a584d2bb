import { Injectable } from '@nestjs/common';
import { PRIVILEGE_ACTIONS, type PrivilegeAudit, UserDirectory } from '@app/identity';
import type { EntityManager } from 'typeorm';
import { AuditLogRepository } from './audit-log.repository';

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
    private readonly auditLog: AuditLogRepository,
    private readonly users: UserDirectory,
  ) {}

  async record(transaction: EntityManager, entry: AuditEntry): Promise<void> {
    await this.auditLog.insert(transaction, entry);
  }

  /** Newest first, filtered by action(s), actor and contest; the actors' e-mails come from identity. */
  async list(filter: AuditFilter, offset: number, limit: number): Promise<{ rows: AuditRecord[]; count: number }> {
    const { rows, count } = await this.auditLog.page(filter, offset, limit);
    const emails = await this.users.emails([...new Set(rows.map((row) => row.actor_id))]);
    return {
      rows: rows.map(({ id, actor_id, ...rest }) => ({
        id,
        actor_id,
        actor_email: emails.get(actor_id) ?? null,
        ...rest,
      })),
      count,
    };
  }
}
