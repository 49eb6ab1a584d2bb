import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

export type ClaimStatus = 'pending' | 'paid' | 'rejected';

export interface WinnerRow {
  id: number;
  contestId: number;
  contestTitle: string;
  contestEndDate: Date;
  participantId: number;
  babyId: number | null;
  userId: number | null;
  rank: number;
  votes: number;
  prize: number;
  babyName: string;
  parentName: string;
  photo: string;
  country: string;
  awardedAt: Date;
  notifiedAt: Date | null;
  claimId: number | null;
  claimStatus: ClaimStatus | null;
}

export interface NewWinner {
  participantId: number;
  rank: number;
  votes: number;
  prize: number;
}

/** A place of a podium about to be recorded, with its parent's name as the public pages show it. */
export interface NamedWinner extends NewWinner {
  parentName: string;
}

export interface WinnerNotice {
  id: number;
  /** The winning parent's account (identity's); null once it is gone. */
  userId: number | null;
  babyName: string;
  rank: number;
  prize: number;
  contestTitle: string;
}

export interface WinnerFilter {
  contestId?: number;
  userId?: number;
  /** Only the winners of contests that are closed (the public lists). */
  closedOnly?: boolean;
}

const SELECT = `
  SELECT w.id, w.contest_id, c.title AS contest_title, c.end_date AS contest_end_date, w.participant_id, w.baby_id,
         w.user_id, w.rank, w.votes, w.prize, w.baby_name, w.parent_name, p.photo, p.country, w.awarded_at,
         w.notified_at, pc.id AS claim_id, pc.status AS claim_status
    FROM winners w
    JOIN contests c ON c.id = w.contest_id
    JOIN participants p ON p.id = w.participant_id
    LEFT JOIN prize_claims pc ON pc.winner_id = w.id`;

interface Row {
  id: number;
  contest_id: number;
  contest_title: string;
  contest_end_date: Date;
  participant_id: number;
  baby_id: number | null;
  user_id: number | null;
  rank: number;
  votes: number;
  prize: number;
  baby_name: string;
  parent_name: string;
  photo: string;
  country: string;
  awarded_at: Date;
  notified_at: Date | null;
  claim_id: number | null;
  claim_status: ClaimStatus | null;
}

function toWinner(row: Row): WinnerRow {
  return {
    id: row.id,
    contestId: row.contest_id,
    contestTitle: row.contest_title,
    contestEndDate: row.contest_end_date,
    participantId: row.participant_id,
    babyId: row.baby_id,
    userId: row.user_id,
    rank: row.rank,
    votes: row.votes,
    prize: row.prize,
    babyName: row.baby_name,
    parentName: row.parent_name,
    photo: row.photo,
    country: row.country,
    awardedAt: row.awarded_at,
    notifiedAt: row.notified_at,
    claimId: row.claim_id,
    claimStatus: row.claim_status,
  };
}

/** Every statement on `winners`. Winners are never deleted: a recompute revokes rows and adds new ones. */
@Injectable()
export class WinnerRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The parent's account of each of these participants (null once it is gone). */
  async parentsOf(transaction: EntityManager, participantIds: number[]): Promise<Map<number, number | null>> {
    if (participantIds.length === 0) return new Map();
    const rows: { id: number; user_id: number | null }[] = await transaction.query(
      'SELECT id, user_id FROM participants WHERE id = ANY($1::int[])',
      [participantIds],
    );
    return new Map(rows.map((row) => [row.id, row.user_id]));
  }

  /** Adds the podium of a contest. Names are snapshots: the baby's name as entered, the parent's as given. */
  async insert(transaction: EntityManager, contestId: number, winners: NamedWinner[]): Promise<number[]> {
    if (winners.length === 0) return [];
    const rows: { id: number }[] = await transaction.query(
      `INSERT INTO winners (contest_id, participant_id, baby_id, user_id, rank, votes, prize, baby_name, parent_name)
       SELECT $1, p.id, p.baby_id, p.user_id, w.rank, w.votes, w.prize, p.baby_name, w.parent_name
         FROM unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::varchar[])
                AS w(participant_id, rank, votes, prize, parent_name)
         JOIN participants p ON p.id = w.participant_id
        ORDER BY w.rank
       RETURNING id`,
      [
        contestId,
        winners.map((winner) => winner.participantId),
        winners.map((winner) => winner.rank),
        winners.map((winner) => winner.votes),
        winners.map((winner) => winner.prize),
        winners.map((winner) => winner.parentName),
      ],
    );
    return rows.map((row) => row.id);
  }

  async revoke(transaction: EntityManager, ids: number[], reason: string): Promise<void> {
    if (ids.length === 0) return;
    await transaction.query(
      'UPDATE winners SET revoked_at = now(), revoked_reason = $2 WHERE id = ANY($1::int[]) AND revoked_at IS NULL',
      [ids, reason],
    );
  }

  /** The current winners of a contest, by rank; `lock` holds them until the transaction ends. */
  async ofContest(contestId: number, transaction?: EntityManager, lock = false): Promise<WinnerRow[]> {
    const rows: Row[] = await (transaction ?? this.dataSource).query(
      `${SELECT} WHERE w.contest_id = $1 AND w.revoked_at IS NULL ORDER BY w.rank${lock ? ' FOR UPDATE OF w' : ''}`,
      [contestId],
    );
    return rows.map(toWinner);
  }

  async findById(id: number, transaction?: EntityManager): Promise<WinnerRow | null> {
    const rows: Row[] = await (transaction ?? this.dataSource).query(
      `${SELECT} WHERE w.id = $1 AND w.revoked_at IS NULL`,
      [id],
    );
    return rows[0] ? toWinner(rows[0]) : null;
  }

  /** Current winners, newest contest close first, then by rank. */
  async list(filter: WinnerFilter, offset: number, limit: number): Promise<{ rows: WinnerRow[]; count: number }> {
    const where = `w.revoked_at IS NULL
        AND ($1::int IS NULL OR w.contest_id = $1)
        AND ($2::int IS NULL OR w.user_id = $2)
        AND (NOT $3::boolean OR (c.status = 'closed' AND c.deleted_at IS NULL))`;
    const params = [filter.contestId ?? null, filter.userId ?? null, filter.closedOnly ?? false];
    const rows: Row[] = await this.dataSource.query(
      `${SELECT} WHERE ${where} ORDER BY w.awarded_at DESC, w.contest_id DESC, w.rank OFFSET $4 LIMIT $5`,
      [...params, offset, limit],
    );
    const [{ count }]: { count: string }[] = await this.dataSource.query(
      `SELECT count(*) FROM winners w JOIN contests c ON c.id = w.contest_id WHERE ${where}`,
      params,
    );
    return { rows: rows.map(toWinner), count: Number(count) };
  }

  /** Totals of the public podium page: contests with winners, winners, francs awarded. */
  async totals(): Promise<{ contests: number; winners: number; prizes: number }> {
    const [row]: { contests: string; winners: string; prizes: string }[] = await this.dataSource.query(
      `SELECT count(DISTINCT w.contest_id) AS contests, count(*) AS winners, coalesce(sum(w.prize), 0) AS prizes
         FROM winners w JOIN contests c ON c.id = w.contest_id
        WHERE w.revoked_at IS NULL AND c.status = 'closed' AND c.deleted_at IS NULL`,
    );
    return { contests: Number(row.contests), winners: Number(row.winners), prizes: Number(row.prizes) };
  }

  /** The latest first place of a baby, if any: it bars the baby from contests for a while. */
  async latestFirstPlace(babyId: number): Promise<Date | null> {
    const rows: { awarded_at: Date }[] = await this.dataSource.query(
      `SELECT awarded_at FROM winners WHERE baby_id = $1 AND rank = 1 AND revoked_at IS NULL
        ORDER BY awarded_at DESC LIMIT 1`,
      [babyId],
    );
    return rows[0]?.awarded_at ?? null;
  }

  /**
   * Winners not notified yet, locked for this transaction (another worker skips them), with what
   * the notice says of the contest; the parent's address is identity's, asked by the caller.
   */
  async lockUnnotified(transaction: EntityManager, limit: number): Promise<WinnerNotice[]> {
    const rows: {
      id: number;
      user_id: number | null;
      baby_name: string;
      rank: number;
      prize: number;
      title: string;
    }[] = await transaction.query(
      `SELECT w.id, w.user_id, w.baby_name, w.rank, w.prize, c.title
         FROM winners w
         JOIN contests c ON c.id = w.contest_id
        WHERE w.notified_at IS NULL AND w.revoked_at IS NULL
        ORDER BY w.id
        LIMIT $1
        FOR UPDATE OF w SKIP LOCKED`,
      [limit],
    );
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      babyName: row.baby_name,
      rank: row.rank,
      prize: row.prize,
      contestTitle: row.title,
    }));
  }

  async markNotified(transaction: EntityManager, ids: number[]): Promise<void> {
    await transaction.query('UPDATE winners SET notified_at = now() WHERE id = ANY($1::int[])', [ids]);
  }
}
