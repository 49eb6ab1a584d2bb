import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

export interface LedgerLine {
  id: number;
  kind: 'free' | 'paid' | 'reversal';
  weight: number;
  created_at: Date;
  voter_id: number | null;
  voter_email: string | null;
  ip_hash: string | null;
  payment_id: number | null;
  reverses_id: number | null;
  reversed_by: number | null;
  reason: string | null;
  actor_id: number | null;
}

export interface AuditLine {
  id: number;
  actor_id: number;
  actor_email: string | null;
  action: string;
  contest_id: number | null;
  participant_id: number | null;
  target: Record<string, unknown>;
  reason: string;
  reversed_count: number;
  created_at: Date;
}

export interface ReversalTarget {
  contestId: number;
  voteId?: number;
  voterId?: number;
  ipHash?: string;
}

/** Every query of the administrators' vote control: reading the ledger, appending reversals, the audit log. */
@Injectable()
export class VoteAuditRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async participantLedger(
    participantId: number,
    offset: number,
    limit: number,
  ): Promise<{ rows: LedgerLine[]; count: number }> {
    const rows: LedgerLine[] = await this.dataSource.query(
      `SELECT l.id::int, l.kind, l.weight, l.created_at, l.voter_id, u.email AS voter_email, l.ip_hash,
              l.payment_id::int, l.reverses_id::int, r.id::int AS reversed_by, l.reason, l.actor_id
       FROM vote_ledger l
       LEFT JOIN users u ON u.id = l.voter_id
       LEFT JOIN vote_ledger r ON r.reverses_id = l.id
       WHERE l.participant_id = $1
       ORDER BY l.id DESC OFFSET $2 LIMIT $3`,
      [participantId, offset, limit],
    );
    const [{ count }]: { count: string }[] = await this.dataSource.query(
      'SELECT count(*) FROM vote_ledger WHERE participant_id = $1',
      [participantId],
    );
    return { rows, count: Number(count) };
  }

  async vote(voteId: number): Promise<{ id: number; kind: string; contest_id: number; participant_id: number } | null> {
    const rows: { id: number; kind: string; contest_id: number; participant_id: number }[] =
      await this.dataSource.query('SELECT id::int, kind, contest_id, participant_id FROM vote_ledger WHERE id = $1', [
        voteId,
      ]);
    return rows[0] ?? null;
  }

  /**
   * Appends one reversal per matching vote not yet reversed, and the audit line, in one
   * transaction. The unique index on reverses_id makes a vote reversible once, however many
   * administrators act at the same time.
   */
  async reverse(target: ReversalTarget, actorId: number, reason: string, action: string): Promise<number[]> {
    return this.dataSource.transaction(async (manager) => {
      const reversed = await this.appendReversals(manager, target, actorId, reason);
      await manager.query(
        `INSERT INTO vote_audit_log (actor_id, action, contest_id, participant_id, target, reason, reversed_count)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          actorId,
          action,
          target.contestId,
          reversed.participantId,
          JSON.stringify({ vote_id: target.voteId, voter_id: target.voterId, ip_hash: target.ipHash }),
          reason,
          reversed.ids.length,
        ],
      );
      return reversed.ids;
    });
  }

  async audit(offset: number, limit: number): Promise<{ rows: AuditLine[]; count: number }> {
    const rows: AuditLine[] = await this.dataSource.query(
      `SELECT a.id::int, a.actor_id, u.email AS actor_email, a.action, a.contest_id, a.participant_id, a.target,
              a.reason, a.reversed_count, a.created_at
       FROM vote_audit_log a LEFT JOIN users u ON u.id = a.actor_id
       ORDER BY a.id DESC OFFSET $1 LIMIT $2`,
      [offset, limit],
    );
    const [{ count }]: { count: string }[] = await this.dataSource.query('SELECT count(*) FROM vote_audit_log');
    return { rows, count: Number(count) };
  }

  private async appendReversals(
    manager: EntityManager,
    target: ReversalTarget,
    actorId: number,
    reason: string,
  ): Promise<{ ids: number[]; participantId: number | null }> {
    const rows: { id: string; participant_id: number }[] = await manager.query(
      `INSERT INTO vote_ledger (kind, weight, contest_id, participant_id, voter_id, ip_hash, reverses_id, actor_id, reason, idempotency_key)
       SELECT 'reversal', -l.weight, l.contest_id, l.participant_id, l.voter_id, l.ip_hash, l.id, $5, $6, 'reversal:' || l.id
       FROM vote_ledger l
       WHERE l.contest_id = $1 AND l.kind <> 'reversal'
         AND ($2::bigint IS NULL OR l.id = $2)
         AND ($3::int IS NULL OR l.voter_id = $3)
         AND ($4::varchar IS NULL OR l.ip_hash = $4)
         AND NOT EXISTS (SELECT 1 FROM vote_ledger r WHERE r.reverses_id = l.id)
       ORDER BY l.id
       ON CONFLICT DO NOTHING
       RETURNING id, participant_id`,
      [target.contestId, target.voteId ?? null, target.voterId ?? null, target.ipHash ?? null, actorId, reason],
    );
    const participants = new Set(rows.map((row) => row.participant_id));
    return {
      ids: rows.map((row) => Number(row.id)),
      participantId: participants.size === 1 ? [...participants][0] : null,
    };
  }
}
