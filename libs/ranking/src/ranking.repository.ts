import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ParticipantTally } from './ranking.scripts';

/**
 * A position in the ledger's projection order: (tx, id). `tx` is an xid8, kept as text (a 64-bit
 * value) and compared in SQL only. "0:0" is before every row.
 */
export interface Watermark {
  tx: string;
  id: number;
}

export const START_OF_LEDGER: Watermark = { tx: '0', id: 0 };

export function formatWatermark(watermark: Watermark): string {
  return `${watermark.tx}:${watermark.id}`;
}

export function parseWatermark(value: string): Watermark {
  const [tx, id] = value.split(':');
  if (!/^\d+$/.test(tx ?? '') || !/^\d+$/.test(id ?? '')) throw new Error(`Not a ranking watermark: ${value}`);
  return { tx, id: Number(id) };
}

export interface LedgerRow {
  id: number;
  tx: string;
  contestId: number;
  participantId: number;
  weight: number;
  createdAt: Date;
}

export interface ContestTallies {
  contestId: number;
  tallies: ParticipantTally[];
}

export interface RosterRow {
  id: number;
  contestId: number;
  babyName: string;
  photo: string;
  deleted: boolean;
}

export interface VoteSummaryRow {
  free: number;
  paid: number;
  reversed: number;
}

export interface CooldownRow {
  voterId: number;
  participantId: number;
  remainingMs: number;
}

export interface DailyCountRow {
  key: string;
  votes: number;
}

/**
 * Every SQL statement of the ranking: the ledger in projection order, its sums, participant rosters.
 * The safe horizon is `pg_snapshot_xmin(pg_current_snapshot())`: every transaction below it has
 * ended, so the rows below it are final and no row can later appear before them.
 */
@Injectable()
export class RankingRepository {
  constructor(private readonly db: DataSource) {}

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
        ORDER BY tx, id
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
        ORDER BY tx DESC, id DESC
        LIMIT 1`,
    );
    return rows.length === 0 ? START_OF_LEDGER : { tx: rows[0].tx, id: Number(rows[0].id) };
  }

  /**
   * Sum of weights and latest entry id per participant for rows in (after, upTo], of one contest or
   * all. Rows up to a watermark the projector reached are final, so the answer is exact.
   */
  async tallies(range: { after?: Watermark; upTo: Watermark }, contestId?: number): Promise<ContestTallies[]> {
    const after = range.after ?? START_OF_LEDGER;
    const rows: { contest_id: number; participant_id: number; count: string; last: string }[] = await this.db.query(
      `SELECT contest_id, participant_id, sum(weight) AS count, max(id) AS last
         FROM vote_ledger
        WHERE (tx, id) > ($1::xid8, $2::bigint) AND (tx, id) <= ($3::xid8, $4::bigint)
          AND ($5::int IS NULL OR contest_id = $5)
        GROUP BY contest_id, participant_id
        ORDER BY contest_id, participant_id`,
      [after.tx, after.id, range.upTo.tx, range.upTo.id, contestId ?? null],
    );
    return groupByContest(rows);
  }

  /** Like `tallies`, for some participants of one contest, from the start of the ledger. */
  async participantTallies(contestId: number, participantIds: number[], upTo: Watermark): Promise<ParticipantTally[]> {
    const rows: { participant_id: number; count: string; last: string }[] = await this.db.query(
      `SELECT participant_id, sum(weight) AS count, max(id) AS last
         FROM vote_ledger
        WHERE participant_id = ANY($1::int[]) AND contest_id = $2 AND (tx, id) <= ($3::xid8, $4::bigint)
        GROUP BY participant_id`,
      [participantIds, contestId, upTo.tx, upTo.id],
    );
    return rows.map(toTally);
  }

  /** Every contest, in id order: the projection covers them all. */
  async contestIds(): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query('SELECT id FROM contests ORDER BY id');
    return rows.map((row) => row.id);
  }

  /**
   * Contests whose ranking may still change: not deleted, and open or ended less than a week ago.
   * (Older ones are rebuilt on demand with `ranking:rebuild`.)
   */
  async contestsToReconcile(): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query(
      `SELECT id FROM contests
        WHERE deleted_at IS NULL AND status <> 'draft'
          AND (status = 'open' OR end_date > now() - interval '7 days')
        ORDER BY id`,
    );
    return rows.map((row) => row.id);
  }

  /** A contest the public may see: it exists, is not deleted and is not a draft. */
  async isPublicContest(contestId: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM contests WHERE id = $1 AND deleted_at IS NULL AND status <> 'draft'`,
      [contestId],
    );
    return rows.length > 0;
  }

  /** Every participant of the contests (deleted ones flagged), in id order. */
  async rosters(contestIds: number[]): Promise<RosterRow[]> {
    const rows: { id: number; contest_id: number; baby_name: string; photo: string; deleted: boolean }[] =
      await this.db.query(
        `SELECT id, contest_id, baby_name, photo, deleted_at IS NOT NULL AS deleted
           FROM participants
          WHERE contest_id = ANY($1::int[])
          ORDER BY id`,
        [contestIds],
      );
    return rows.map((row) => ({
      id: row.id,
      contestId: row.contest_id,
      babyName: row.baby_name,
      photo: row.photo,
      deleted: row.deleted,
    }));
  }

  /** The contest of a participant the public may see (not deleted, contest neither deleted nor draft). */
  async visibleParticipantContest(participantId: number): Promise<number | null> {
    const rows: { contest_id: number }[] = await this.db.query(
      `SELECT p.contest_id FROM participants p
         JOIN contests c ON c.id = p.contest_id AND c.deleted_at IS NULL AND c.status <> 'draft'
        WHERE p.id = $1 AND p.deleted_at IS NULL`,
      [participantId],
    );
    return rows[0]?.contest_id ?? null;
  }

  /** Free votes, paid votes and reversed votes of a participant, from the whole ledger. */
  async voteSummary(participantId: number): Promise<VoteSummaryRow> {
    const rows: { free: string; paid: string; reversed: string }[] = await this.db.query(
      `SELECT coalesce(sum(weight) FILTER (WHERE kind = 'free'), 0) AS free,
              coalesce(sum(weight) FILTER (WHERE kind = 'paid'), 0) AS paid,
              coalesce(-sum(weight) FILTER (WHERE kind = 'reversal'), 0) AS reversed
         FROM vote_ledger
        WHERE participant_id = $1`,
      [participantId],
    );
    return { free: Number(rows[0].free), paid: Number(rows[0].paid), reversed: Number(rows[0].reversed) };
  }

  /** (voter, participant) pairs whose last free vote is younger than the cooldown, with what is left of it. */
  async activeCooldowns(cooldownSeconds: number): Promise<CooldownRow[]> {
    const rows: { voter_id: number; participant_id: number; remaining_ms: string }[] = await this.db.query(
      `SELECT voter_id, participant_id,
              ($1::int * 1000 - extract(epoch FROM (now() - max(created_at))) * 1000)::bigint AS remaining_ms
         FROM vote_ledger
        WHERE kind = 'free' AND voter_id IS NOT NULL AND created_at > now() - make_interval(secs => $1::int)
        GROUP BY voter_id, participant_id`,
      [cooldownSeconds],
    );
    return rows
      .map((row) => ({
        voterId: row.voter_id,
        participantId: row.participant_id,
        remainingMs: Number(row.remaining_ms),
      }))
      .filter((row) => row.remainingMs > 0);
  }

  /** Free votes since `dayStart` per voter and per client IP hash. */
  async dailyFreeVotes(dayStart: Date): Promise<{ byUser: DailyCountRow[]; byIp: DailyCountRow[] }> {
    const rows: { by: 'u' | 'ip'; key: string; votes: string }[] = await this.db.query(
      `SELECT 'u' AS by, voter_id::text AS key, count(*) AS votes
         FROM vote_ledger WHERE kind = 'free' AND created_at >= $1 AND voter_id IS NOT NULL
        GROUP BY voter_id
       UNION ALL
       SELECT 'ip', ip_hash, count(*)
         FROM vote_ledger WHERE kind = 'free' AND created_at >= $1 AND ip_hash IS NOT NULL
        GROUP BY ip_hash`,
      [dayStart],
    );
    const pick = (by: 'u' | 'ip') =>
      rows.filter((row) => row.by === by).map((row) => ({ key: row.key, votes: Number(row.votes) }));
    return { byUser: pick('u'), byIp: pick('ip') };
  }
}

function toTally(row: { participant_id: number; count: string; last: string }): ParticipantTally {
  return { participantId: row.participant_id, count: Number(row.count), lastEntryId: Number(row.last) };
}

function groupByContest(
  rows: { contest_id: number; participant_id: number; count: string; last: string }[],
): ContestTallies[] {
  const byContest = new Map<number, ParticipantTally[]>();
  for (const row of rows) {
    const list = byContest.get(row.contest_id) ?? [];
    list.push(toTally(row));
    byContest.set(row.contest_id, list);
  }
  return [...byContest].map(([contestId, tallies]) => ({ contestId, tallies }));
}
