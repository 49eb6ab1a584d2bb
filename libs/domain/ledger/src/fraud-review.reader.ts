import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UserDirectory } from '@app/identity';
import { DataSource } from 'typeorm';
import type {
  HeldCluster,
  HeldClusterKey,
  HeldCount,
  HeldVote,
  HeldVotesFilter,
  LedgerLine,
  ReversalTarget,
  VoteChannel,
} from './ledger-entry';

/**
 * The rows (`l`) a reversal of a target cancels, its parameters $1 to $4 the contest, the vote, the voter
 * and the address hash (null: any): counted votes not reversed yet. The preview and the reversal read it alike.
 */
export const REVERSIBLE_ROWS = `l.contest_id = $1 AND l.kind IN ('free', 'paid', 'release')
  AND ($2::bigint IS NULL OR l.id = $2)
  AND ($3::int IS NULL OR l.voter_id = $3)
  AND ($4::varchar IS NULL OR l.ip_hash = $4)
  AND NOT EXISTS (SELECT 1 FROM vote_ledger r WHERE r.reverses_id = l.id)`;

/**
 * What the back office's fraud review reads: the held votes waiting for a decision (per contest, in
 * clusters, one by one), a participant's rows, and what a reversal would cancel. The voters' e-mails it
 * shows come from identity's UserDirectory.
 */
@Injectable()
export class FraudReviewReader {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UserDirectory,
  ) {}

  /**
   * The held votes not decided yet per contest, and the oldest one's time, most waiting first: one
   * grouped scan of the held rows' partial index.
   */
  async heldCounts(): Promise<HeldCount[]> {
    const rows: { contest_id: number; votes: string; oldest_at: Date }[] = await this.db.query(
      `SELECT l.contest_id, count(*) AS votes, min(l.created_at) AS oldest_at
         FROM vote_ledger l
        WHERE l.kind = 'held' AND NOT EXISTS (SELECT 1 FROM vote_ledger d WHERE d.decides_id = l.id)
        GROUP BY l.contest_id
        ORDER BY count(*) DESC, l.contest_id`,
    );
    return rows.map((row) => ({ contestId: row.contest_id, votes: Number(row.votes), oldestAt: row.oldest_at }));
  }

  /**
   * The held votes of `filter` not decided yet, grouped by `by` (a time window is 10 minutes), the
   * largest groups first, with how many of their votes raised each signal.
   */
  async heldClusters(filter: HeldVotesFilter, by: HeldClusterKey, limit: number): Promise<HeldCluster[]> {
    const where = heldVotesWhere(filter, 2);
    const rows: (Omit<HeldCluster, 'votes' | 'voters' | 'participants'> & {
      votes: string;
      voters: string;
      participants: string;
    })[] = await this.db.query(
      `WITH held AS (
         SELECT l.*, ${CLUSTER_KEYS[by]} AS cluster FROM vote_ledger l WHERE ${where.sql}
       ), clusters AS (
         SELECT cluster, count(*) AS votes, count(DISTINCT voter_id) AS voters,
                count(DISTINCT participant_id) AS participants, min(created_at) AS first_at, max(created_at) AS last_at
           FROM held WHERE cluster IS NOT NULL GROUP BY cluster ORDER BY count(*) DESC, cluster LIMIT $1
       )
       SELECT c.cluster AS key, c.votes, c.voters, c.participants, c.first_at, c.last_at,
              (SELECT jsonb_object_agg(signal, n) FROM (
                 SELECT unnest(h.signals) AS signal, count(*) AS n FROM held h WHERE h.cluster = c.cluster GROUP BY 1
               ) s) AS signals
         FROM clusters c ORDER BY c.votes DESC, c.cluster`,
      [limit, ...where.params],
    );
    return rows.map((row) => ({
      ...row,
      votes: Number(row.votes),
      voters: Number(row.voters),
      participants: Number(row.participants),
      signals: row.signals ?? {},
    }));
  }

  /** The held votes of `filter` not decided yet, oldest first, with the voter's e-mail (from identity). */
  async heldVotes(
    filter: HeldVotesFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: HeldVote[]; count: number }> {
    const where = heldVotesWhere(filter, 3);
    const rows: Omit<HeldVote, 'voter_email'>[] = await this.db.query(
      `SELECT l.id::int, l.created_at, l.contest_id, l.participant_id, l.voter_id, l.ip_hash, l.device_hash, l.signals, l.reason
         FROM vote_ledger l
        WHERE ${where.sql}
        ORDER BY l.id OFFSET $1 LIMIT $2`,
      [offset, limit, ...where.params],
    );
    const [{ count }]: { count: string }[] = await this.db.query(
      `SELECT count(*) FROM vote_ledger l WHERE ${heldVotesWhere(filter, 1).sql}`,
      where.params,
    );
    const emails = await this.voterEmails(rows);
    return {
      rows: rows.map(({ id, created_at, contest_id, participant_id, voter_id, ...rest }) => ({
        id,
        created_at,
        contest_id,
        participant_id,
        voter_id,
        voter_email: voter_id === null ? null : (emails.get(voter_id) ?? null),
        ...rest,
      })),
      count: Number(count),
    };
  }

  /**
   * A participant's rows, newest first (those of one channel with `channel`), with the voter's e-mail
   * (from identity) and the reversal that cancelled each.
   */
  async participantEntries(
    participantId: number,
    offset: number,
    limit: number,
    channel?: VoteChannel,
  ): Promise<{ rows: LedgerLine[]; count: number }> {
    const rows: Omit<LedgerLine, 'voter_email'>[] = await this.db.query(
      `SELECT l.id::int, l.kind, l.weight, l.created_at, l.channel, l.voter_id, l.ip_hash, l.device_hash,
              l.payment_id::int, l.reverses_id::int, r.id::int AS reversed_by, l.decides_id::int,
              d.id::int AS decided_by, l.signals, l.reason, l.actor_id
       FROM vote_ledger l
       LEFT JOIN vote_ledger r ON r.reverses_id = l.id
       LEFT JOIN vote_ledger d ON d.decides_id = l.id
       WHERE l.participant_id = $1 AND ($4::varchar IS NULL OR l.channel = $4)
       ORDER BY l.id DESC OFFSET $2 LIMIT $3`,
      [participantId, offset, limit, channel ?? null],
    );
    const [{ count }]: { count: string }[] = await this.db.query(
      'SELECT count(*) FROM vote_ledger WHERE participant_id = $1 AND ($2::varchar IS NULL OR channel = $2)',
      [participantId, channel ?? null],
    );
    const emails = await this.voterEmails(rows);
    return {
      rows: rows.map(({ id, kind, weight, created_at, voter_id, ...rest }) => ({
        id,
        kind,
        weight,
        created_at,
        voter_id,
        voter_email: voter_id === null ? null : (emails.get(voter_id) ?? null),
        ...rest,
      })),
      count: Number(count),
    };
  }

  /** What a reversal of `target` would cancel, per participant: the rows not reversed yet and their weight. */
  async reversible(target: ReversalTarget): Promise<{ participantId: number; rows: number; weight: number }[]> {
    const rows: { participant_id: number; rows: string; weight: string }[] = await this.db.query(
      `SELECT l.participant_id, count(*) AS rows, sum(l.weight) AS weight
         FROM vote_ledger l
        WHERE ${REVERSIBLE_ROWS}
        GROUP BY l.participant_id
        ORDER BY l.participant_id`,
      [target.contestId, target.voteId ?? null, target.voterId ?? null, target.ipHash ?? null],
    );
    return rows.map((row) => ({
      participantId: row.participant_id,
      rows: Number(row.rows),
      weight: Number(row.weight),
    }));
  }

  /** The voters' e-mails of these rows, from identity (the owner of accounts). */
  private voterEmails(rows: { voter_id: number | null }[]): Promise<Map<number, string>> {
    return this.users.emails([...new Set(rows.flatMap((row) => (row.voter_id === null ? [] : [row.voter_id])))]);
  }
}

/** The SQL of each cluster key over rows `l`. */
const CLUSTER_KEYS: Record<HeldClusterKey, string> = {
  address: 'l.ip_hash',
  device: 'l.device_hash',
  participant: 'l.participant_id::text',
  window:
    'to_char(to_timestamp(floor(extract(epoch FROM l.created_at) / 600) * 600) AT TIME ZONE \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS"Z"\')',
};

/**
 * The SQL condition on rows `l` for the held votes of `filter` that no decision names yet (of every
 * contest when it names none), with its parameters numbered from `$<first>`.
 */
export function heldVotesWhere(filter: HeldVotesFilter, first: number): { sql: string; params: unknown[] } {
  const at = (offset: number) => `$${first + offset}`;
  return {
    sql: `l.kind = 'held' AND (${at(0)}::int IS NULL OR l.contest_id = ${at(0)})
      AND (${at(1)}::bigint IS NULL OR l.id = ${at(1)})
      AND (${at(2)}::varchar IS NULL OR l.ip_hash = ${at(2)})
      AND (${at(3)}::varchar IS NULL OR l.device_hash = ${at(3)})
      AND (${at(4)}::int IS NULL OR l.participant_id = ${at(4)})
      AND (${at(5)}::timestamptz IS NULL OR l.created_at >= ${at(5)})
      AND (${at(6)}::timestamptz IS NULL OR l.created_at < ${at(6)})
      AND (${at(7)}::bigint[] IS NULL OR l.id = ANY(${at(7)}))
      AND NOT EXISTS (SELECT 1 FROM vote_ledger d WHERE d.decides_id = l.id)`,
    params: [
      filter.contestId ?? null,
      filter.voteId ?? null,
      filter.ipHash ?? null,
      filter.deviceHash ?? null,
      filter.participantId ?? null,
      filter.from ?? null,
      filter.to ?? null,
      filter.voteIds ?? null,
    ],
  };
}
