import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ContestDirectory } from '@app/contests';
import { ParticipantDirectory } from '@app/entries';
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

/**
 * A place of a podium about to be recorded, with what it snapshots of its participant (the child,
 * the parent's account, the baby's name as entered) and the parent's name as the public pages show it.
 */
export interface NamedWinner extends NewWinner {
  babyId: number | null;
  userId: number | null;
  babyName: string;
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
  SELECT w.id, w.contest_id, w.participant_id, w.baby_id, w.user_id, w.rank, w.votes, w.prize, w.baby_name,
         w.parent_name, w.awarded_at, w.notified_at, pc.id AS claim_id, pc.status AS claim_status
    FROM winners w
    LEFT JOIN prize_claims pc ON pc.winner_id = w.id`;

interface Row {
  id: number;
  contest_id: number;
  participant_id: number;
  baby_id: number | null;
  user_id: number | null;
  rank: number;
  votes: number;
  prize: number;
  baby_name: string;
  parent_name: string;
  awarded_at: Date;
  notified_at: Date | null;
  claim_id: number | null;
  claim_status: ClaimStatus | null;
}

/** What a winner shows of its contest and its participant, from their owner. */
type Shown = Pick<WinnerRow, 'contestTitle' | 'contestEndDate' | 'photo' | 'country'>;

function toWinner(row: Row, shown: Shown): WinnerRow {
  return {
    id: row.id,
    contestId: row.contest_id,
    contestTitle: shown.contestTitle,
    contestEndDate: shown.contestEndDate,
    participantId: row.participant_id,
    babyId: row.baby_id,
    userId: row.user_id,
    rank: row.rank,
    votes: row.votes,
    prize: row.prize,
    babyName: row.baby_name,
    parentName: row.parent_name,
    photo: shown.photo,
    country: shown.country,
    awardedAt: row.awarded_at,
    notifiedAt: row.notified_at,
    claimId: row.claim_id,
    claimStatus: row.claim_status,
  };
}

/**
 * Every statement on `winners`. Winners are never deleted: a recompute revokes rows and adds new ones.
 * What a winner shows of its contest (title, end date) and its participant (photo, country) is asked
 * of their owner for the rows read.
 */
@Injectable()
export class WinnerRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly contests: ContestDirectory,
    private readonly participants: ParticipantDirectory,
  ) {}

  /** Adds the podium of a contest. Names are snapshots: the baby's name as entered, the parent's as given. */
  async insert(transaction: EntityManager, contestId: number, winners: NamedWinner[]): Promise<number[]> {
    if (winners.length === 0) return [];
    const byRank = [...winners].sort((a, b) => a.rank - b.rank);
    const rows: { id: number }[] = await transaction.query(
      `INSERT INTO winners (contest_id, participant_id, baby_id, user_id, rank, votes, prize, baby_name, parent_name)
       SELECT $1, w.participant_id, w.baby_id, w.user_id, w.rank, w.votes, w.prize, w.baby_name, w.parent_name
         FROM unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::varchar[], $9::varchar[])
                AS w(participant_id, baby_id, user_id, rank, votes, prize, baby_name, parent_name)
        ORDER BY w.rank
       RETURNING id`,
      [
        contestId,
        byRank.map((winner) => winner.participantId),
        byRank.map((winner) => winner.babyId),
        byRank.map((winner) => winner.userId),
        byRank.map((winner) => winner.rank),
        byRank.map((winner) => winner.votes),
        byRank.map((winner) => winner.prize),
        byRank.map((winner) => winner.babyName),
        byRank.map((winner) => winner.parentName),
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

  /** Dates a contest's winners as awarded at `awardedAt` and notified five minutes later (the demonstration's past contests). */
  async backdate(transaction: EntityManager, contestId: number, awardedAt: Date): Promise<void> {
    await transaction.query(
      `UPDATE winners SET awarded_at = $2::timestamptz, notified_at = $2::timestamptz + interval '5 minutes'
        WHERE contest_id = $1`,
      [contestId, awardedAt],
    );
  }

  /** Whether a contest has had winners, revoked ones included. */
  async hasWinners(contestId: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM winners WHERE contest_id = $1 LIMIT 1', [
      contestId,
    ]);
    return rows.length > 0;
  }

  /** The current winners of a contest, by rank; `lock` holds them until the transaction ends. */
  async ofContest(contestId: number, transaction?: EntityManager, lock = false): Promise<WinnerRow[]> {
    const rows: Row[] = await (transaction ?? this.dataSource).query(
      `${SELECT} WHERE w.contest_id = $1 AND w.revoked_at IS NULL ORDER BY w.rank${lock ? ' FOR UPDATE OF w' : ''}`,
      [contestId],
    );
    return this.shown(rows, transaction);
  }

  async findById(id: number, transaction?: EntityManager): Promise<WinnerRow | null> {
    const rows: Row[] = await (transaction ?? this.dataSource).query(
      `${SELECT} WHERE w.id = $1 AND w.revoked_at IS NULL`,
      [id],
    );
    return (await this.shown(rows, transaction))[0] ?? null;
  }

  /** Current winners, newest contest close first, then by rank. */
  async list(filter: WinnerFilter, offset: number, limit: number): Promise<{ rows: WinnerRow[]; count: number }> {
    const where = `w.revoked_at IS NULL
        AND ($1::int IS NULL OR w.contest_id = $1)
        AND ($2::int IS NULL OR w.user_id = $2)
        AND ($3::int[] IS NULL OR w.contest_id = ANY($3::int[]))`;
    const params = [
      filter.contestId ?? null,
      filter.userId ?? null,
      filter.closedOnly ? await this.contests.closedIds() : null,
    ];
    const rows: Row[] = await this.dataSource.query(
      `${SELECT} WHERE ${where} ORDER BY w.awarded_at DESC, w.contest_id DESC, w.rank OFFSET $4 LIMIT $5`,
      [...params, offset, limit],
    );
    const [{ count }]: { count: string }[] = await this.dataSource.query(
      `SELECT count(*) FROM winners w WHERE ${where}`,
      params,
    );
    return { rows: await this.shown(rows), count: Number(count) };
  }

  /** Totals of the public podium page: contests with winners, winners, francs awarded. */
  async totals(): Promise<{ contests: number; winners: number; prizes: number }> {
    const [row]: { contests: string; winners: string; prizes: string }[] = await this.dataSource.query(
      `SELECT count(DISTINCT w.contest_id) AS contests, count(*) AS winners, coalesce(sum(w.prize), 0) AS prizes
         FROM winners w
        WHERE w.revoked_at IS NULL AND w.contest_id = ANY($1::int[])`,
      [await this.contests.closedIds()],
    );
    return { contests: Number(row.contests), winners: Number(row.winners), prizes: Number(row.prizes) };
  }

  /** The latest first place of a baby, if any: it keeps the baby out of new contests for a while. */
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
   * the notice says of the contest (asked of its owner); the parent's address is identity's, asked
   * by the caller.
   */
  async lockUnnotified(transaction: EntityManager, limit: number): Promise<WinnerNotice[]> {
    const rows: {
      id: number;
      contest_id: number;
      user_id: number | null;
      baby_name: string;
      rank: number;
      prize: number;
    }[] = await transaction.query(
      `SELECT w.id, w.contest_id, w.user_id, w.baby_name, w.rank, w.prize
         FROM winners w
        WHERE w.notified_at IS NULL AND w.revoked_at IS NULL
        ORDER BY w.id
        LIMIT $1
        FOR UPDATE OF w SKIP LOCKED`,
      [limit],
    );
    const contests = await this.contests.findMany([...new Set(rows.map((row) => row.contest_id))], transaction);
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      babyName: row.baby_name,
      rank: row.rank,
      prize: row.prize,
      contestTitle: contests.get(row.contest_id)!.title,
    }));
  }

  async markNotified(transaction: EntityManager, ids: number[]): Promise<void> {
    await transaction.query('UPDATE winners SET notified_at = now() WHERE id = ANY($1::int[])', [ids]);
  }

  /** Erases the names of the winners of these deleted accounts; the places and prizes stay. */
  async eraseNames(transaction: EntityManager, userIds: number[], babyName: string): Promise<void> {
    await transaction.query(`UPDATE winners SET baby_name = $2, parent_name = '' WHERE user_id = ANY($1::int[])`, [
      userIds,
      babyName,
    ]);
  }

  /**
   * The rows with their contests' titles and end dates and their participants' photos and countries,
   * read in `transaction` if any.
   */
  private async shown(rows: Row[], transaction?: EntityManager): Promise<WinnerRow[]> {
    const [contests, participants] = await Promise.all([
      this.contests.findMany([...new Set(rows.map((row) => row.contest_id))], transaction),
      this.participants.findMany([...new Set(rows.map((row) => row.participant_id))], transaction),
    ]);
    return rows.map((row) => {
      const contest = contests.get(row.contest_id)!;
      const participant = participants.get(row.participant_id)!;
      return toWinner(row, {
        contestTitle: contest.title,
        contestEndDate: contest.endDate,
        photo: participant.photo,
        country: participant.country,
      });
    });
  }
}
