import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UserDirectory } from '@app/identity';
import { DataSource } from 'typeorm';
import type {
  ContestTallies,
  FreeVoteCounts,
  HeldCluster,
  HeldClusterKey,
  HeldVote,
  HeldVotesFilter,
  HoldDecision,
  HourlyVotes,
  LeafVersion,
  LedgerEntryRef,
  LedgerKind,
  LedgerLine,
  LedgerLogRow,
  LedgerRow,
  LedgerTransaction,
  ParticipantTally,
  RecentFreeVote,
  ReversalTarget,
  StatementLine,
  VoteChannel,
  VoteSummary,
} from './ledger-entry';
import { heldVotesWhere } from './held-votes';
import { START_OF_LEDGER, type Watermark } from './watermark';

interface TallyRow {
  contest_id: number;
  participant_id: number;
  count: string;
  last: string;
}

/**
 * Every read of the vote ledger. Projection order is (tx, id); the safe horizon is
 * `pg_snapshot_xmin(pg_current_snapshot())`: every transaction below it has ended, so the rows below
 * it are final and no row can later appear before them. ORDER BY names the table's columns: the
 * selected `tx` is text, in whose order "1000" comes before "999".
 */
@Injectable()
export class LedgerReader {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UserDirectory,
  ) {}

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

  /** Like `committedAfter`, each row whole: what the transparency log needs of it. */
  /** How many rows the contest has in the ledger, whatever their kind. */
  async contestRowCount(contestId: number): Promise<number> {
    const [{ count }]: { count: string }[] = await this.db.query(
      'SELECT count(*) FROM vote_ledger WHERE contest_id = $1',
      [contestId],
    );
    return Number(count);
  }

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

  /**
   * Every participant's tally in one contest from all the rows committed so far (the winners at a
   * contest's close; `transaction` reads inside the caller's transaction), counting only the votes
   * cast before `endsAt` when given: a row dated at or after the end counts for nothing, and neither do the
   * decisions and reversals of such a row. A decision or a reversal of an earlier vote counts
   * whenever it was made (a vote is known by the row it refers to, two steps back at most: a
   * reversal of a release refers to the release, which refers to the held vote).
   */
  async contestTallies(
    contestId: number,
    endsAt: Date | null,
    transaction?: LedgerTransaction,
  ): Promise<ParticipantTally[]> {
    const rows: TallyRow[] = await (transaction ?? this.db).query(
      `SELECT l.contest_id, l.participant_id, sum(l.weight) AS count, max(l.id) AS last
         FROM vote_ledger l
         LEFT JOIN vote_ledger o ON o.id = coalesce(l.reverses_id, l.decides_id)
         LEFT JOIN vote_ledger p ON p.id = coalesce(o.reverses_id, o.decides_id)
        WHERE l.contest_id = $1 AND l.weight <> 0
          AND ($2::timestamptz IS NULL OR coalesce(p.created_at, o.created_at, l.created_at) < $2)
        GROUP BY l.contest_id, l.participant_id`,
      [contestId, endsAt],
    );
    return rows.map(toTally);
  }

  /**
   * Each participant's free votes counted: free rows and released held votes, less the reversals of
   * those rows (paid packs and their reversals left out). The ranking of free votes alone.
   */
  async freeTallies(contestId: number): Promise<ParticipantTally[]> {
    const rows: TallyRow[] = await this.db.query(
      `SELECT l.contest_id, l.participant_id, sum(l.weight) AS count, max(l.id) AS last
         FROM vote_ledger l
         LEFT JOIN vote_ledger reversed ON reversed.id = l.reverses_id
        WHERE l.contest_id = $1
          AND (l.kind IN ('free', 'release') OR (l.kind = 'reversal' AND reversed.kind IN ('free', 'release')))
        GROUP BY l.contest_id, l.participant_id`,
      [contestId],
    );
    return rows.map(toTally);
  }

  /** What a reversal of `target` would cancel, per participant: the rows not reversed yet and their weight. */
  async reversible(target: ReversalTarget): Promise<{ participantId: number; rows: number; weight: number }[]> {
    const rows: { participant_id: number; rows: string; weight: string }[] = await this.db.query(
      `SELECT l.participant_id, count(*) AS rows, sum(l.weight) AS weight
         FROM vote_ledger l
        WHERE l.contest_id = $1 AND l.kind IN ('free', 'paid', 'release')
          AND ($2::bigint IS NULL OR l.id = $2)
          AND ($3::int IS NULL OR l.voter_id = $3)
          AND ($4::varchar IS NULL OR l.ip_hash = $4)
          AND NOT EXISTS (SELECT 1 FROM vote_ledger r WHERE r.reverses_id = l.id)
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

  /** Free, paid, reversed and held votes of the whole ledger (of one contest with `contestId`). */
  async totals(contestId?: number): Promise<VoteSummary> {
    const rows: SummaryRow[] = await this.db.query(
      `SELECT ${SUMMARY_COLUMNS} FROM vote_ledger l WHERE $1::int IS NULL OR l.contest_id = $1`,
      [contestId ?? null],
    );
    return toSummary(rows[0]);
  }

  /** The contest of the newest free or paid vote, across contests (null before the first vote). */
  async latestVotedContest(): Promise<number | null> {
    const rows: { contest_id: number }[] = await this.db.query(
      `SELECT contest_id FROM vote_ledger WHERE kind IN ('free', 'paid') ORDER BY id DESC LIMIT 1`,
    );
    return rows[0]?.contest_id ?? null;
  }

  /** Free and paid votes of a contest per hour (UTC), the last `hours` hours, oldest first, empty hours included. */
  async votesPerHour(contestId: number, hours: number): Promise<HourlyVotes[]> {
    const rows: { hour: Date; free: string; paid: string }[] = await this.db.query(
      `SELECT h.hour, coalesce(sum(l.weight) FILTER (WHERE l.kind = 'free'), 0) AS free,
              coalesce(sum(l.weight) FILTER (WHERE l.kind = 'paid'), 0) AS paid
         FROM generate_series(date_trunc('hour', now()) - make_interval(hours => $2::int - 1),
                              date_trunc('hour', now()), interval '1 hour') AS h(hour)
         LEFT JOIN vote_ledger l ON l.contest_id = $1 AND l.kind IN ('free', 'paid')
           AND l.created_at >= h.hour AND l.created_at < h.hour + interval '1 hour'
        GROUP BY h.hour ORDER BY h.hour`,
      [contestId, hours],
    );
    return rows.map((row) => ({ hour: row.hour, free: Number(row.free), paid: Number(row.paid) }));
  }

  /** Free, paid, reversed and held votes of a participant, from the whole ledger. */
  async voteSummary(participantId: number): Promise<VoteSummary> {
    const rows: SummaryRow[] = await this.db.query(
      `SELECT ${SUMMARY_COLUMNS} FROM vote_ledger l WHERE l.participant_id = $1`,
      [participantId],
    );
    return toSummary(rows[0]);
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
      `SELECT l.id::int, l.created_at, l.participant_id, l.voter_id, l.ip_hash, l.device_hash, l.signals, l.reason
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
      rows: rows.map(({ id, created_at, participant_id, voter_id, ...rest }) => ({
        id,
        created_at,
        participant_id,
        voter_id,
        voter_email: voter_id === null ? null : (emails.get(voter_id) ?? null),
        ...rest,
      })),
      count: Number(count),
    };
  }

  /** The voters' e-mails of these rows, from identity (the owner of accounts). */
  private voterEmails(rows: { voter_id: number | null }[]): Promise<Map<number, string>> {
    return this.users.emails([...new Set(rows.flatMap((row) => (row.voter_id === null ? [] : [row.voter_id])))]);
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

  /** The accounts that voted in this contest (free votes, held ones, packs). */
  async votersIn(contestId: number): Promise<number[]> {
    const rows: { voter_id: number }[] = await this.db.query(
      `SELECT DISTINCT voter_id FROM vote_ledger
        WHERE contest_id = $1 AND voter_id IS NOT NULL AND kind IN ('free', 'held', 'paid')`,
      [contestId],
    );
    return rows.map((row) => row.voter_id);
  }

  async entry(id: number): Promise<LedgerEntryRef | null> {
    const rows: { id: number; kind: LedgerKind; contest_id: number; participant_id: number }[] = await this.db.query(
      'SELECT id::int, kind, contest_id, participant_id FROM vote_ledger WHERE id = $1',
      [id],
    );
    const row = rows[0];
    return row ? { id: row.id, kind: row.kind, contestId: row.contest_id, participantId: row.participant_id } : null;
  }

  /** The free vote an idempotency key made, if it was committed (a retry whose first answer was lost). */
  async freeVoteByKey(idempotencyKey: string): Promise<{
    id: number;
    createdAt: Date;
    participantId: number;
    kind: 'free' | 'held';
    deviceHash: string | null;
    phoneNumberId: number | null;
    channel: VoteChannel;
    leafVersion: LeafVersion;
  } | null> {
    const rows: {
      id: number;
      created_at: Date;
      participant_id: number;
      kind: 'free' | 'held';
      device_hash: string | null;
      phone_number_id: number | null;
      channel: VoteChannel;
      leaf_version: LeafVersion;
    }[] = await this.db.query(
      `SELECT id::int, created_at, participant_id, kind, device_hash, phone_number_id, channel, leaf_version
         FROM vote_ledger WHERE idempotency_key = $1`,
      [idempotencyKey],
    );
    const row = rows[0];
    return row
      ? {
          id: row.id,
          createdAt: row.created_at,
          participantId: row.participant_id,
          kind: row.kind,
          deviceHash: row.device_hash,
          phoneNumberId: row.phone_number_id,
          channel: row.channel,
          leafVersion: row.leaf_version,
        }
      : null;
  }

  /** A voter's free votes younger than `seconds` (not held ones: those wait for a decision). */
  async freeVotesOf(
    voterId: number,
    seconds: number,
  ): Promise<{ id: number; participantId: number; contestId: number; createdAt: Date }[]> {
    const rows: { id: string; participant_id: number; contest_id: number; created_at: Date }[] = await this.db.query(
      `SELECT id, participant_id, contest_id, created_at FROM vote_ledger
        WHERE voter_id = $1 AND kind = 'free' AND created_at > now() - make_interval(secs => $2::int)
        ORDER BY id`,
      [voterId, seconds],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      participantId: row.participant_id,
      contestId: row.contest_id,
      createdAt: row.created_at,
    }));
  }

  /** Per (voter, participant), the free votes (held ones too) younger than `seconds`, with what is left of that window. */
  async recentFreeVotes(seconds: number): Promise<RecentFreeVote[]> {
    const rows: { voter_id: number; participant_id: number; remaining_ms: string }[] = await this.db.query(
      `SELECT voter_id, participant_id,
              ($1::int * 1000 - extract(epoch FROM (now() - max(created_at))) * 1000)::bigint AS remaining_ms
         FROM vote_ledger
        WHERE kind IN ('free', 'held') AND voter_id IS NOT NULL AND created_at > now() - make_interval(secs => $1::int)
        GROUP BY voter_id, participant_id`,
      [seconds],
    );
    return rows
      .map((row) => ({
        voterId: row.voter_id,
        participantId: row.participant_id,
        remainingMs: Number(row.remaining_ms),
      }))
      .filter((row) => row.remainingMs > 0);
  }

  /**
   * Free votes (held ones too: they took their share of the caps) since `since` per voter, per device hash, per client IP hash, and per IP hash of the
   * votes sent without a device id.
   */
  async freeVotesSince(since: Date): Promise<FreeVoteCounts> {
    const rows: { by: keyof FreeVoteCounts; key: string; votes: string }[] = await this.db.query(
      `WITH today AS (
         SELECT voter_id, ip_hash, device_hash FROM vote_ledger WHERE kind IN ('free', 'held') AND created_at >= $1
       )
       SELECT 'byVoter' AS by, voter_id::text AS key, count(*) AS votes FROM today WHERE voter_id IS NOT NULL
        GROUP BY voter_id
       UNION ALL
       SELECT 'byDeviceHash', device_hash, count(*) FROM today WHERE device_hash IS NOT NULL GROUP BY device_hash
       UNION ALL
       SELECT 'byIpHash', ip_hash, count(*) FROM today WHERE ip_hash IS NOT NULL GROUP BY ip_hash
       UNION ALL
       SELECT 'withoutDeviceByIpHash', ip_hash, count(*) FROM today
        WHERE ip_hash IS NOT NULL AND device_hash IS NULL GROUP BY ip_hash`,
      [since],
    );
    const pick = (by: keyof FreeVoteCounts) =>
      rows.filter((row) => row.by === by).map((row) => ({ key: row.key, votes: Number(row.votes) }));
    return {
      byVoter: pick('byVoter'),
      byDeviceHash: pick('byDeviceHash'),
      byIpHash: pick('byIpHash'),
      withoutDeviceByIpHash: pick('withoutDeviceByIpHash'),
    };
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

interface SummaryRow {
  free: string;
  paid: string;
  reversed: string;
  held: string;
  released: string;
  rejected: string;
}

/** A summary's sums over rows `l`; a held row is pending while no decision names it. */
const SUMMARY_COLUMNS = `
  coalesce(sum(l.weight) FILTER (WHERE l.kind IN ('free', 'release')), 0) AS free,
  coalesce(sum(l.weight) FILTER (WHERE l.kind = 'paid'), 0) AS paid,
  coalesce(-sum(l.weight) FILTER (WHERE l.kind = 'reversal'), 0) AS reversed,
  count(*) FILTER (WHERE l.kind = 'held') - count(*) FILTER (WHERE l.kind IN ('release', 'rejection')) AS held,
  count(*) FILTER (WHERE l.kind = 'release') AS released,
  count(*) FILTER (WHERE l.kind = 'rejection') AS rejected`;

function toSummary(row: SummaryRow): VoteSummary {
  return {
    free: Number(row.free),
    paid: Number(row.paid),
    reversed: Number(row.reversed),
    held: Number(row.held),
    released: Number(row.released),
    rejected: Number(row.rejected),
  };
}

function toTally(row: TallyRow): ParticipantTally {
  return { participantId: row.participant_id, count: Number(row.count), lastEntryId: Number(row.last) };
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
