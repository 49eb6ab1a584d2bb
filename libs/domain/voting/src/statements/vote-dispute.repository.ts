import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

export type DisputeStatus = 'open' | 'answered';

export interface DisputeRow {
  id: number;
  participant_id: number;
  ledger_id: number;
  user_id: number;
  message: string;
  status: DisputeStatus;
  answer: string | null;
  answered_by: number | null;
  answered_at: Date | null;
  created_at: Date;
}

const COLUMNS = `id, participant_id, ledger_id::int, user_id, message, status, answer, answered_by, answered_at, created_at`;

/** `vote_disputes`: a parent contests a reversal or a rejection of their child's votes; the back office answers. */
@Injectable()
export class VoteDisputeRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The new dispute, or null when one is already open for that row (one at a time). */
  async open(
    dispute: Pick<DisputeRow, 'participant_id' | 'ledger_id' | 'user_id' | 'message'>,
  ): Promise<DisputeRow | null> {
    const rows: DisputeRow[] = await this.db.query(
      `INSERT INTO vote_disputes (participant_id, ledger_id, user_id, message) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
      [dispute.participant_id, dispute.ledger_id, dispute.user_id, dispute.message],
    );
    return rows[0] ?? null;
  }

  /** Records the answer of an open dispute; null when there is none open with that id. */
  async answer(transaction: EntityManager, id: number, answer: string, actorId: number): Promise<DisputeRow | null> {
    // An UPDATE's answer through TypeORM is [rows, affected count].
    const [rows]: [DisputeRow[], number] = await transaction.query(
      `UPDATE vote_disputes SET status = 'answered', answer = $2, answered_by = $3, answered_at = now()
        WHERE id = $1 AND status = 'open' RETURNING ${COLUMNS}`,
      [id, answer, actorId],
    );
    return rows[0] ?? null;
  }

  async find(id: number): Promise<DisputeRow | null> {
    const rows: DisputeRow[] = await this.db.query(`SELECT ${COLUMNS} FROM vote_disputes WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** The latest dispute of each of these ledger rows. */
  async latestFor(ledgerIds: number[]): Promise<Map<number, DisputeRow>> {
    if (ledgerIds.length === 0) return new Map();
    const rows: DisputeRow[] = await this.db.query(
      `SELECT DISTINCT ON (ledger_id) ${COLUMNS} FROM vote_disputes WHERE ledger_id = ANY($1::bigint[])
        ORDER BY ledger_id, id DESC`,
      [ledgerIds],
    );
    return new Map(rows.map((row) => [row.ledger_id, row]));
  }

  /** Disputes of one status (all without), open ones first then newest first. */
  async list(
    status: DisputeStatus | undefined,
    offset: number,
    limit: number,
  ): Promise<{ rows: DisputeRow[]; count: number }> {
    const rows: DisputeRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM vote_disputes WHERE $1::varchar IS NULL OR status = $1
        ORDER BY status = 'open' DESC, id DESC OFFSET $2 LIMIT $3`,
      [status ?? null, offset, limit],
    );
    const [{ count }]: { count: string }[] = await this.db.query(
      'SELECT count(*) FROM vote_disputes WHERE $1::varchar IS NULL OR status = $1',
      [status ?? null],
    );
    return { rows, count: Number(count) };
  }

  async openCount(): Promise<number> {
    const [{ count }]: { count: string }[] = await this.db.query(
      `SELECT count(*) FROM vote_disputes WHERE status = 'open'`,
    );
    return Number(count);
  }
}
