import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type {
  ContestTallies,
  LeafVersion,
  LedgerKind,
  LedgerLogRow,
  LedgerRow,
  ParticipantTally,
  VoteChannel,
} from './ledger-entry';
import { type TallyRow, toTally } from './tally-row';
import { START_OF_LEDGER, type Watermark } from './watermark';

/**
 * The ledger in projection order, what follows it reads: the ranking's projector, rebuild and
 * reconciliation, the public log, the notifications' follower. Projection order is (tx, id); the safe
 * horizon is `pg_snapshot_xmin(pg_current_snapshot())`: every transaction below it has ended, so the
 * rows below it are final and no row can later appear before them. ORDER BY names the table's columns:
 * the selected `tx` is text, in whose order "1000" comes before "999".
 */
@Injectable()
export class LedgerProjectionReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The next committed rows after the watermark, in projection order, below the safe horizon. */
  async committedAfter(after: Watermark, limit: number): Promise<LedgerRow[]> {
    const rows: {
      id: string;
      tx: string;
      contest_id: number;
      participant_id: number;
      weight: number;
      created_at: Date;
    }[] = await this.db.query(
      `SELECT id, tx::text AS tx, contest_id, participant_id, weight, created_at
         FROM vote_ledger
        WHERE (tx, id) > ($1::xid8, $2::bigint) AND tx < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY vote_ledger.tx, vote_ledger.id
        LIMIT $3`,
      [after.tx, after.id, limit],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      tx: row.tx,
      contestId: row.contest_id,
      participantId: row.participant_id,
      weight: row.weight,
      createdAt: row.created_at,
    }));
  }

  /** Like `committedAfter`, each row whole: what the public log needs of it. */
  async committedRowsAfter(after: Watermark, limit: number): Promise<LedgerLogRow[]> {
    const rows: {
      id: string;
      tx: string;
      kind: LedgerKind;
      weight: number;
      contest_id: number;
      participant_id: number;
      voter_id: number | null;
      device_hash: string | null;
      phone_number_id: number | null;
      payment_id: string | null;
      ref_id: string | null;
      created_at: Date;
      channel: VoteChannel;
      leaf_version: LeafVersion;
    }[] = await this.db.query(
      `SELECT id, tx::text AS tx, kind, weight, contest_id, participant_id, voter_id, device_hash, phone_number_id,
              payment_id, coalesce(reverses_id, decides_id) AS ref_id, created_at, channel, leaf_version
         FROM vote_ledger
        WHERE (tx, id) > ($1::xid8, $2::bigint) AND tx < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY vote_ledger.tx, vote_ledger.id
        LIMIT $3`,
      [after.tx, after.id, limit],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      tx: row.tx,
      kind: row.kind,
      weight: row.weight,
      contestId: row.contest_id,
      participantId: row.participant_id,
      voterId: row.voter_id,
      deviceHash: row.device_hash,
      phoneNumberId: row.phone_number_id,
      paymentId: row.payment_id === null ? null : Number(row.payment_id),
      refId: row.ref_id === null ? null : Number(row.ref_id),
      createdAt: row.created_at,
      channel: row.channel,
      leafVersion: row.leaf_version,
    }));
  }

  /** Rows after the watermark (committed or not), counted up to `cap`: the projector's backlog. */
  async rowsAfter(after: Watermark, cap: number): Promise<number> {
    const rows: { count: string }[] = await this.db.query(
      `SELECT count(*) AS count FROM (
         SELECT 1 FROM vote_ledger WHERE (tx, id) > ($1::xid8, $2::bigint) LIMIT $3
       ) pending`,
      [after.tx, after.id, cap],
    );
    return Number(rows[0].count);
  }

  /** The last committed row below the safe horizon: a watermark every earlier row is final under. */
  async committedHorizon(): Promise<Watermark> {
    const rows: { tx: string; id: string }[] = await this.db.query(
      `SELECT tx::text AS tx, id FROM vote_ledger
        WHERE tx < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY vote_ledger.tx DESC, vote_ledger.id DESC
        LIMIT 1`,
    );
    return rows.length === 0 ? START_OF_LEDGER : { tx: rows[0].tx, id: Number(rows[0].id) };
  }

  /**
   * Sum of weights and latest entry id per participant for rows in (after, upTo], of one contest or
   * all. Rows up to a watermark the projector reached are final, so the answer is exact. Rows of
   * weight 0 (held votes, rejections) change no count and, left out, no tie either.
   */
  async tallies(range: { after?: Watermark; upTo: Watermark }, contestId?: number): Promise<ContestTallies[]> {
    const after = range.after ?? START_OF_LEDGER;
    const rows: TallyRow[] = await this.db.query(
      `SELECT contest_id, participant_id, sum(weight) AS count, max(id) AS last
         FROM vote_ledger
        WHERE (tx, id) > ($1::xid8, $2::bigint) AND (tx, id) <= ($3::xid8, $4::bigint)
          AND ($5::int IS NULL OR contest_id = $5) AND weight <> 0
        GROUP BY contest_id, participant_id
        ORDER BY contest_id, participant_id`,
      [after.tx, after.id, range.upTo.tx, range.upTo.id, contestId ?? null],
    );
    return groupByContest(rows);
  }

  /** Like `tallies`, for some participants of one contest, from the start of the ledger. */
  async participantTallies(contestId: number, participantIds: number[], upTo: Watermark): Promise<ParticipantTally[]> {
    const rows: TallyRow[] = await this.db.query(
      `SELECT contest_id, participant_id, sum(weight) AS count, max(id) AS last
         FROM vote_ledger
        WHERE participant_id = ANY($1::int[]) AND contest_id = $2 AND (tx, id) <= ($3::xid8, $4::bigint)
          AND weight <> 0
        GROUP BY contest_id, participant_id`,
      [participantIds, contestId, upTo.tx, upTo.id],
    );
    return rows.map(toTally);
  }

  /** How many rows the contest has in the ledger, whatever their kind. */
  async contestRowCount(contestId: number): Promise<number> {
    const [{ count }]: { count: string }[] = await this.db.query(
      'SELECT count(*) FROM vote_ledger WHERE contest_id = $1',
      [contestId],
    );
    return Number(count);
  }
}

function groupByContest(rows: TallyRow[]): ContestTallies[] {
  const byContest = new Map<number, ParticipantTally[]>();
  for (const row of rows) {
    const list = byContest.get(row.contest_id) ?? [];
    list.push(toTally(row));
    byContest.set(row.contest_id, list);
  }
  return [...byContest].map(([contestId, tallies]) => ({ contestId, tallies }));
}
