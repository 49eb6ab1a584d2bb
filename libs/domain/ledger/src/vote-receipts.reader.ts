import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type {
  HoldDecision,
  LeafVersion,
  LedgerEntryRef,
  LedgerKind,
  LedgerLogRow,
  StatementLine,
  StatementStatus,
  VoteChannel,
} from './ledger-entry';

/** What became of one vote row (free, paid or held), as the ranking counts it now. */
export interface VoteStanding {
  status: StatementStatus;
  /** The votes it counts in the ranking now: its weight, a released held vote's release, 0 once reversed or not counted. */
  votes: number;
  /** The row that decided it (a held vote's release or rejection) or cancelled it (a reversal), if any. */
  decidedBy: number | null;
  decidedAt: Date | null;
}

/**
 * Votes one at a time and what became of each, as their receipts and statements show it: a row by id
 * (the public log's receipts, a reversal's target), its standing (the receipt's proof), a voter's rows
 * ("Mes votes"), a payment's row (its result), a participant's statement.
 */
@Injectable()
export class VoteReceiptsReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** One row by id: its kind, contest and participant (a receipt not logged yet, a reversal's target). */
  async entry(id: number): Promise<LedgerEntryRef | null> {
    const rows: { id: number; kind: LedgerKind; contest_id: number; participant_id: number }[] = await this.db.query(
      'SELECT id::int, kind, contest_id, participant_id FROM vote_ledger WHERE id = $1',
      [id],
    );
    const row = rows[0];
    return row ? { id: row.id, kind: row.kind, contestId: row.contest_id, participantId: row.participant_id } : null;
  }

  /**
   * Where one vote stands, for its public receipt: a held vote counts nothing until its release, and
   * from then on as much as the release (what the ranking sums); a reversal of the vote, or of its
   * release, takes it out again. Decisions and reversals themselves stand for nothing (null).
   */
  async standing(ledgerId: number): Promise<VoteStanding | null> {
    const rows: { status: StatementStatus; votes: number; decided_by: string | null; decided_at: Date | null }[] =
      await this.db.query(
        `SELECT CASE WHEN r.id IS NOT NULL THEN 'reversed'
                     WHEN l.kind <> 'held' THEN 'counted'
                     WHEN d.kind = 'release' THEN 'released'
                     WHEN d.kind = 'rejection' THEN 'rejected'
                     ELSE 'held' END AS status,
                CASE WHEN r.id IS NOT NULL THEN 0
                     WHEN l.kind <> 'held' THEN l.weight
                     WHEN d.kind = 'release' THEN d.weight
                     ELSE 0 END AS votes,
                coalesce(r.id, d.id) AS decided_by,
                coalesce(r.created_at, d.created_at) AS decided_at
           FROM vote_ledger l
           LEFT JOIN vote_ledger d ON d.decides_id = l.id
           LEFT JOIN vote_ledger r ON r.reverses_id = coalesce(d.id, l.id)
          WHERE l.id = $1 AND l.kind IN ('free', 'paid', 'held')`,
        [ledgerId],
      );
    const row = rows[0];
    if (!row) return null;
    return {
      status: row.status,
      votes: Number(row.votes),
      decidedBy: row.decided_by === null ? null : Number(row.decided_by),
      decidedAt: row.decided_at,
    };
  }

  /**
   * A voter's votes, newest first (free, held and paid rows: what they cast or bought), each whole, with
   * what became of it: `decided` for a held vote released or rejected, `reversed` when a reversal
   * cancelled it. The receipts of "Mes votes".
   */
  async voterRows(
    voterId: number,
    limit: number,
    beforeId?: number,
  ): Promise<(Omit<LedgerLogRow, 'tx'> & { decision: HoldDecision | null; reversed: boolean })[]> {
    const rows: {
      id: string;
      kind: LedgerKind;
      weight: number;
      contest_id: number;
      participant_id: number;
      device_hash: string | null;
      phone_number_id: number | null;
      payment_id: string | null;
      created_at: Date;
      channel: VoteChannel;
      leaf_version: LeafVersion;
      decision: HoldDecision | null;
      reversed: boolean;
    }[] = await this.db.query(
      `SELECT l.id, l.kind, l.weight, l.contest_id, l.participant_id, l.device_hash, l.phone_number_id, l.payment_id,
              l.created_at, l.channel, l.leaf_version,
              (SELECT d.kind FROM vote_ledger d WHERE d.decides_id = l.id) AS decision,
              EXISTS (SELECT 1 FROM vote_ledger r WHERE r.reverses_id = l.id) AS reversed
         FROM vote_ledger l
        WHERE l.voter_id = $1 AND l.kind IN ('free', 'paid', 'held') AND ($3::bigint IS NULL OR l.id < $3)
        ORDER BY l.id DESC
        LIMIT $2`,
      [voterId, limit, beforeId ?? null],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      weight: row.weight,
      contestId: row.contest_id,
      participantId: row.participant_id,
      voterId,
      deviceHash: row.device_hash,
      phoneNumberId: row.phone_number_id,
      paymentId: row.payment_id === null ? null : Number(row.payment_id),
      refId: null,
      createdAt: row.created_at,
      channel: row.channel,
      leafVersion: row.leaf_version,
      decision: row.decision,
      reversed: row.reversed,
    }));
  }

  /** The row a succeeded payment's votes were credited by, whole; null before its credit. */
  async paymentRow(paymentId: number): Promise<Omit<LedgerLogRow, 'tx'> | null> {
    const rows: {
      id: string;
      weight: number;
      contest_id: number;
      participant_id: number;
      voter_id: number | null;
      created_at: Date;
      channel: VoteChannel;
      leaf_version: LeafVersion;
    }[] = await this.db.query(
      `SELECT id, weight, contest_id, participant_id, voter_id, created_at, channel, leaf_version FROM vote_ledger
        WHERE payment_id = $1 AND kind = 'paid'`,
      [paymentId],
    );
    const row = rows[0];
    return row
      ? {
          id: Number(row.id),
          kind: 'paid',
          weight: row.weight,
          contestId: row.contest_id,
          participantId: row.participant_id,
          voterId: row.voter_id,
          deviceHash: null,
          phoneNumberId: null,
          paymentId,
          refId: null,
          createdAt: row.created_at,
          channel: row.channel,
          leafVersion: row.leaf_version,
        }
      : null;
  }

  /**
   * A participant's statement: every vote cast for it (free, paid, held), newest first, with what
   * became of it — released or rejected, reversed (itself or its release) — and the row a parent may
   * contest. Decisions and reversals are not lines of their own: they are a line's status. With
   * `contestable`, only the lines whose reversal or rejection is one of these rows.
   */
  async statement(
    participantId: number,
    offset: number,
    limit: number,
    contestable?: number[],
  ): Promise<{ rows: StatementLine[]; count: number }> {
    const rows: (Omit<StatementLine, 'votes'> & { votes: string })[] = await this.db.query(
      `SELECT l.id::int, l.kind, coalesce(nullif(l.weight, 0), 1) AS votes, l.created_at, l.channel, l.voter_id,
              l.payment_id::int,
              CASE WHEN r.id IS NOT NULL THEN 'reversed'
                   WHEN l.kind <> 'held' THEN 'counted'
                   WHEN d.kind = 'release' THEN 'released'
                   WHEN d.kind = 'rejection' THEN 'rejected'
                   ELSE 'held' END AS status,
              coalesce(r.reason, d.reason, l.reason) AS reason,
              coalesce(r.created_at, d.created_at) AS decided_at,
              CASE WHEN r.id IS NOT NULL THEN r.id::int WHEN d.kind = 'rejection' THEN d.id::int END AS contestable_id
         FROM vote_ledger l
         LEFT JOIN vote_ledger d ON d.decides_id = l.id
         LEFT JOIN vote_ledger r ON r.reverses_id = coalesce(d.id, l.id)
        WHERE l.participant_id = $1 AND l.kind IN ('free', 'paid', 'held')
          AND ($4::bigint[] IS NULL OR r.id = ANY($4) OR (d.kind = 'rejection' AND d.id = ANY($4)))
        ORDER BY l.id DESC OFFSET $2 LIMIT $3`,
      [participantId, offset, limit, contestable ?? null],
    );
    const [{ count }]: { count: string }[] = await this.db.query(
      `SELECT count(*) FROM vote_ledger WHERE participant_id = $1 AND kind IN ('free', 'paid', 'held')`,
      [participantId],
    );
    return { rows: rows.map((row) => ({ ...row, votes: Number(row.votes) })), count: Number(count) };
  }
}
