import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ContestDirectory } from '@app/contests';
import { ParticipantDirectory } from '@app/entries';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import type { ClaimStatus } from '../winners/winner.repository';

export interface PrizeClaimRow {
  id: number;
  winnerId: number;
  phoneNumber: string;
  /** The mobile money operator named by the winner; null for the claims made before it was asked. */
  operator: string | null;
  status: ClaimStatus;
  payoutReference: string | null;
  payoutAmount: number | null;
  rejectionReason: string | null;
  decidedAt: Date | null;
  createdAt: Date;
  rank: number;
  prize: number;
  contestId: number;
  contestTitle: string;
  participantId: number;
  babyName: string;
  parentName: string;
  /** The claiming parent's account; null once it is gone. */
  userId: number | null;
  country: string;
  city: string;
}

/**
 * A search term: found in the names or the phone number, or naming one of these parents (by e-mail),
 * as identity found them, or one of these contests (by title), as their owner found them.
 */
export interface PrizeClaimSearch {
  term: string;
  userIds: number[];
  contestIds: number[];
}

export interface PrizeClaimFilter {
  search?: PrizeClaimSearch;
  rank?: number;
  contestId?: number;
  status?: ClaimStatus;
  from?: Date;
  before?: Date;
}

export interface PrizeClaimStats {
  total: number;
  byRank: Record<1 | 2 | 3, number>;
  byStatus: Record<ClaimStatus, number>;
  paidAmount: number;
  topContests: { contestId: number; title: string; claims: number }[];
}

export interface ClaimDecision {
  status: Exclude<ClaimStatus, 'pending'>;
  payoutReference?: string;
  payoutAmount?: number;
  rejectionReason?: string;
  actorId: number;
}

const SELECT = `
  SELECT pc.id, pc.winner_id, pc.phone_number, pc.operator, pc.status, pc.payout_reference, pc.payout_amount, pc.rejection_reason,
         pc.decided_at, pc.created_at, w.rank, w.prize, w.contest_id, w.participant_id, w.baby_name, w.parent_name,
         pc.user_id
    FROM prize_claims pc
    JOIN winners w ON w.id = pc.winner_id`;

const WHERE = `
  ($1::text IS NULL OR w.baby_name ILIKE $1 OR w.parent_name ILIKE $1 OR pc.user_id = ANY($7::int[])
     OR pc.phone_number ILIKE $1 OR w.contest_id = ANY($8::int[]))
  AND ($2::int IS NULL OR w.rank = $2)
  AND ($3::int IS NULL OR w.contest_id = $3)
  AND ($4::varchar IS NULL OR pc.status = $4)
  AND ($5::timestamptz IS NULL OR pc.created_at >= $5)
  AND ($6::timestamptz IS NULL OR pc.created_at < $6)`;

interface Row {
  id: number;
  winner_id: number;
  phone_number: string;
  operator: string | null;
  status: ClaimStatus;
  payout_reference: string | null;
  payout_amount: number | null;
  rejection_reason: string | null;
  decided_at: Date | null;
  created_at: Date;
  rank: number;
  prize: number;
  contest_id: number;
  participant_id: number;
  baby_name: string;
  parent_name: string;
  user_id: number | null;
}

/** What a claim shows of its contest and its participant, from their owner. */
type Shown = Pick<PrizeClaimRow, 'contestTitle' | 'country' | 'city'>;

function toClaim(row: Row, shown: Shown): PrizeClaimRow {
  return {
    id: row.id,
    winnerId: row.winner_id,
    phoneNumber: row.phone_number,
    operator: row.operator,
    status: row.status,
    payoutReference: row.payout_reference,
    payoutAmount: row.payout_amount,
    rejectionReason: row.rejection_reason,
    decidedAt: row.decided_at,
    createdAt: row.created_at,
    rank: row.rank,
    prize: row.prize,
    contestId: row.contest_id,
    contestTitle: shown.contestTitle,
    participantId: row.participant_id,
    babyName: row.baby_name,
    parentName: row.parent_name,
    userId: row.user_id,
    country: shown.country,
    city: shown.city,
  };
}

function filterParams(filter: PrizeClaimFilter): unknown[] {
  const { search } = filter;
  const like = search ? `%${search.term.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  return [
    like,
    filter.rank ?? null,
    filter.contestId ?? null,
    filter.status ?? null,
    filter.from ?? null,
    filter.before ?? null,
    search?.userIds ?? [],
    search?.contestIds ?? [],
  ];
}

/**
 * Every statement on `prize_claims`. A claim is one per win (unique winner_id), never deleted. What a
 * claim shows of its contest (title) and its participant (country, city) is asked of their owner for
 * the rows read.
 */
@Injectable()
export class PrizeClaimRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly contests: ContestDirectory,
    private readonly participants: ParticipantDirectory,
  ) {}

  /** The new claim's id, or null when the win already has one (concurrent submits included). */
  async create(winnerId: number, userId: number, phoneNumber: string, operator: string): Promise<number | null> {
    try {
      const rows: { id: number }[] = await this.dataSource.query(
        `INSERT INTO prize_claims (winner_id, user_id, phone_number, operator) VALUES ($1, $2, $3, $4)
         ON CONFLICT (winner_id) DO NOTHING RETURNING id`,
        [winnerId, userId, phoneNumber, operator],
      );
      return rows[0]?.id ?? null;
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23503') return null;
      throw error;
    }
  }

  async findById(id: number, transaction?: EntityManager, lock = false): Promise<PrizeClaimRow | null> {
    const rows: Row[] = await (transaction ?? this.dataSource).query(
      `${SELECT} WHERE pc.id = $1${lock ? ' FOR UPDATE OF pc' : ''}`,
      [id],
    );
    return (await this.shown(rows, transaction))[0] ?? null;
  }

  async findByWinner(winnerId: number): Promise<PrizeClaimRow | null> {
    const rows: Row[] = await this.dataSource.query(`${SELECT} WHERE pc.winner_id = $1`, [winnerId]);
    return (await this.shown(rows))[0] ?? null;
  }

  /** Newest first. */
  async list(
    filter: PrizeClaimFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: PrizeClaimRow[]; count: number }> {
    const params = filterParams(filter);
    const rows: Row[] = await this.dataSource.query(
      `${SELECT} WHERE ${WHERE} ORDER BY pc.created_at DESC, pc.id DESC OFFSET $9 LIMIT $10`,
      [...params, offset, limit],
    );
    const [{ count }]: { count: string }[] = await this.dataSource.query(
      `SELECT count(*) FROM prize_claims pc JOIN winners w ON w.id = pc.winner_id WHERE ${WHERE}`,
      params,
    );
    return { rows: await this.shown(rows), count: Number(count) };
  }

  async stats(topContests: number): Promise<PrizeClaimStats> {
    const [totals]: {
      total: string;
      first: string;
      second: string;
      third: string;
      pending: string;
      paid: string;
      rejected: string;
      paid_amount: string;
    }[] = await this.dataSource.query(
      `SELECT count(*) AS total,
              count(*) FILTER (WHERE w.rank = 1) AS first,
              count(*) FILTER (WHERE w.rank = 2) AS second,
              count(*) FILTER (WHERE w.rank = 3) AS third,
              count(*) FILTER (WHERE pc.status = 'pending') AS pending,
              count(*) FILTER (WHERE pc.status = 'paid') AS paid,
              count(*) FILTER (WHERE pc.status = 'rejected') AS rejected,
              coalesce(sum(pc.payout_amount) FILTER (WHERE pc.status = 'paid'), 0) AS paid_amount
         FROM prize_claims pc JOIN winners w ON w.id = pc.winner_id`,
    );
    const top: { contest_id: number; claims: string }[] = await this.dataSource.query(
      `SELECT w.contest_id, count(*) AS claims
         FROM prize_claims pc JOIN winners w ON w.id = pc.winner_id
        GROUP BY w.contest_id
        ORDER BY count(*) DESC, w.contest_id DESC
        LIMIT $1`,
      [topContests],
    );
    const titles = await this.contests.findMany(top.map((row) => row.contest_id));
    return {
      total: Number(totals.total),
      byRank: { 1: Number(totals.first), 2: Number(totals.second), 3: Number(totals.third) },
      byStatus: { pending: Number(totals.pending), paid: Number(totals.paid), rejected: Number(totals.rejected) },
      paidAmount: Number(totals.paid_amount),
      topContests: top.map((row) => ({
        contestId: row.contest_id,
        title: titles.get(row.contest_id)!.title,
        claims: Number(row.claims),
      })),
    };
  }

  /** Records a pending claim's outcome; false when it was decided meanwhile. */
  async decide(transaction: EntityManager, id: number, decision: ClaimDecision): Promise<boolean> {
    // An UPDATE answers [rows, affected count] through TypeORM.
    const [rows]: [unknown[], number] = await transaction.query(
      `UPDATE prize_claims
          SET status = $2, payout_reference = $3, payout_amount = $4, rejection_reason = $5, decided_by = $6,
              decided_at = now(), updated_at = now()
        WHERE id = $1 AND status = 'pending'
        RETURNING id`,
      [
        id,
        decision.status,
        decision.payoutReference ?? null,
        decision.payoutAmount ?? null,
        decision.rejectionReason ?? null,
        decision.actorId,
      ],
    );
    return rows.length > 0;
  }

  /**
   * The rows with their contests' titles and their participants' countries and cities, read in
   * `transaction` if any.
   */
  private async shown(rows: Row[], transaction?: EntityManager): Promise<PrizeClaimRow[]> {
    const [contests, participants] = await Promise.all([
      this.contests.findMany([...new Set(rows.map((row) => row.contest_id))], transaction),
      this.participants.findMany([...new Set(rows.map((row) => row.participant_id))], transaction),
    ]);
    return rows.map((row) => {
      const participant = participants.get(row.participant_id)!;
      return toClaim(row, {
        contestTitle: contests.get(row.contest_id)!.title,
        country: participant.country,
        city: participant.city,
      });
    });
  }
}
