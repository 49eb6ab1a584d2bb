import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { heldVotesWhere, REVERSIBLE_ROWS } from './fraud-review.reader';
import type {
  HeldVotesFilter,
  HoldDecision,
  LeafVersion,
  LedgerTransaction,
  NewFreeVote,
  NewPaidVotes,
  PastFreeVote,
  ReversalTarget,
  ReversedEntries,
  VoteChannel,
} from './ledger-entry';

/** A held vote's signals travel as one comma-separated text per row (unnest cannot take an array of arrays). */
const INSERT = `
  INSERT INTO vote_ledger (kind, weight, contest_id, participant_id, voter_id, phone_number_id, ip_hash, device_hash, idempotency_key, signals, reason, channel)
  SELECT CASE WHEN signals IS NULL THEN 'free' ELSE 'held' END, CASE WHEN signals IS NULL THEN 1 ELSE 0 END,
         contest_id, participant_id, voter_id, phone_number_id, ip_hash, device_hash, idempotency_key, string_to_array(signals, ','), reason, channel
  FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::varchar[], $6::varchar[], $7::varchar[], $8::text[], $9::text[], $10::varchar[])
    AS v(contest_id, participant_id, voter_id, phone_number_id, ip_hash, device_hash, idempotency_key, signals, reason, channel)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id, tx::text AS tx, idempotency_key, created_at, kind, leaf_version`;

export interface InsertedRow {
  id: string;
  tx: string;
  created_at: Date;
  kind: 'free' | 'held';
  leaf_version: LeafVersion;
}

/** A row found by its idempotency key: what the answer to its first request was made of. */
export interface EarlierRow extends InsertedRow {
  participant_id: number;
  device_hash: string | null;
  phone_number_id: number | null;
  channel: VoteChannel;
}

/** The idempotency key of a payment's row: with the unique payment_id, a payment is credited once. */
function paymentEntryKey(paymentId: number): string {
  return `payment:${paymentId}`;
}

/**
 * Every write of `vote_ledger`: the free votes' batches of LedgerWriter's group commit (one INSERT per
 * batch, the rows an earlier request with the same key wrote found in one SELECT), and the rows that
 * commit with the caller's other writes, in its transaction, for LedgerAppender. Other libs write
 * through those two, never through this repository.
 */
@Injectable()
export class LedgerRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * One batch of free votes (held ones as `held` rows of weight 0), one multi-row INSERT; a row whose
   * idempotency key is taken is skipped. The rows written, by idempotency key.
   */
  async appendFreeVotes(votes: NewFreeVote[]): Promise<Map<string, InsertedRow>> {
    const rows: (InsertedRow & { idempotency_key: string })[] = await this.db.query(INSERT, [
      votes.map((vote) => vote.contestId),
      votes.map((vote) => vote.participantId),
      votes.map((vote) => vote.voterId),
      votes.map((vote) => vote.phoneNumberId),
      votes.map((vote) => vote.ipHash),
      votes.map((vote) => vote.deviceHash),
      votes.map((vote) => vote.idempotencyKey),
      votes.map((vote) => vote.hold?.signals.join(',') ?? null),
      votes.map((vote) => vote.hold?.reason ?? null),
      votes.map((vote) => vote.channel),
    ]);
    return new Map(rows.map((row) => [row.idempotency_key, row]));
  }

  /** The rows these idempotency keys wrote, by key: what the answers to their first requests were made of. */
  async freeVotesByKeys(keys: string[]): Promise<Map<string, EarlierRow>> {
    const rows: (EarlierRow & { idempotency_key: string })[] = await this.db.query(
      `SELECT id, tx::text AS tx, idempotency_key, created_at, participant_id, kind, device_hash, phone_number_id, channel, leaf_version
         FROM vote_ledger WHERE idempotency_key = ANY($1::varchar[])`,
      [keys],
    );
    return new Map(rows.map((row) => [row.idempotency_key, row]));
  }

  /**
   * Appends the payment's row and returns its id. A second row for the same payment violates the
   * unique payment_id and fails the caller's transaction: crediting twice is an error, never a no-op.
   */
  async appendPaid(transaction: LedgerTransaction, paid: NewPaidVotes): Promise<number> {
    const rows: { id: string }[] = await transaction.query(
      `INSERT INTO vote_ledger (kind, weight, contest_id, participant_id, voter_id, payment_id, idempotency_key, created_at, channel)
       VALUES ('paid', $1, $2, $3, $4, $5, $6, coalesce($7::timestamptz, now()), $8)
       RETURNING id`,
      [
        paid.votes,
        paid.contestId,
        paid.participantId,
        paid.voterId,
        paid.paymentId,
        paymentEntryKey(paid.paymentId),
        paid.createdAt ?? null,
        paid.channel,
      ],
    );
    return Number(rows[0].id);
  }

  /**
   * Free votes cast earlier, written in the caller's transaction with their own times (imported or
   * demonstration data). Live votes go through `appendFreeVotes`, LedgerWriter's group commit.
   */
  async appendPastFreeVotes(transaction: LedgerTransaction, votes: PastFreeVote[]): Promise<number> {
    if (votes.length === 0) return 0;
    const rows: unknown[] = await transaction.query(
      `INSERT INTO vote_ledger (kind, weight, contest_id, participant_id, voter_id, phone_number_id, ip_hash, device_hash, idempotency_key, created_at, channel)
       SELECT 'free', 1, contest_id, participant_id, voter_id, phone_number_id, ip_hash, device_hash, idempotency_key, created_at, channel
         FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::varchar[], $6::varchar[], $7::varchar[], $8::timestamptz[], $9::varchar[])
           AS v(contest_id, participant_id, voter_id, phone_number_id, ip_hash, device_hash, idempotency_key, created_at, channel)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
      [
        votes.map((vote) => vote.contestId),
        votes.map((vote) => vote.participantId),
        votes.map((vote) => vote.voterId),
        votes.map((vote) => vote.phoneNumberId),
        votes.map((vote) => vote.ipHash),
        votes.map((vote) => vote.deviceHash),
        votes.map((vote) => vote.idempotencyKey),
        votes.map((vote) => vote.createdAt),
        votes.map((vote) => vote.channel),
      ],
    );
    return rows.length;
  }

  /**
   * Appends one reversal per matching row not yet reversed, with that row's channel (its leaf says
   * where the cancelled vote came from). The unique index on reverses_id makes a row reversible once,
   * however many administrators act at the same time.
   */
  async appendReversals(
    transaction: LedgerTransaction,
    target: ReversalTarget,
    actorId: number,
    reason: string,
  ): Promise<ReversedEntries> {
    const rows: { id: string; participant_id: number }[] = await transaction.query(
      `INSERT INTO vote_ledger (kind, weight, contest_id, participant_id, voter_id, phone_number_id, ip_hash, device_hash, channel, reverses_id, actor_id, reason, idempotency_key)
       SELECT 'reversal', -l.weight, l.contest_id, l.participant_id, l.voter_id, l.phone_number_id, l.ip_hash, l.device_hash, l.channel, l.id, $5, $6, 'reversal:' || l.id
       FROM vote_ledger l
       WHERE ${REVERSIBLE_ROWS}
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

  /**
   * Decides every held vote `filter` matches and no decision names yet: one `release` (weight 1, in
   * the ranking from now) or `rejection` (weight 0) row each, with the actor, the reason and the held
   * vote's channel. The unique decides_id makes a held vote decided once, whoever acts at the same
   * time. Always of one contest (each decision is audited with it).
   */
  async appendDecisions(
    transaction: LedgerTransaction,
    filter: HeldVotesFilter & { contestId: number },
    decision: HoldDecision,
    actorId: number,
    reason: string,
  ): Promise<ReversedEntries> {
    const where = heldVotesWhere(filter, 4);
    const rows: { id: string; participant_id: number }[] = await transaction.query(
      `INSERT INTO vote_ledger (kind, weight, contest_id, participant_id, voter_id, phone_number_id, ip_hash, device_hash, channel, decides_id, actor_id, reason, idempotency_key)
       SELECT $1::varchar, CASE WHEN $1 = 'release' THEN 1 ELSE 0 END, l.contest_id, l.participant_id, l.voter_id,
              l.phone_number_id, l.ip_hash, l.device_hash, l.channel, l.id, $2, $3, 'decision:' || l.id
       FROM vote_ledger l
       WHERE ${where.sql}
       ORDER BY l.id
       ON CONFLICT DO NOTHING
       RETURNING id, participant_id`,
      [decision, actorId, reason, ...where.params],
    );
    const participants = new Set(rows.map((row) => row.participant_id));
    return {
      ids: rows.map((row) => Number(row.id)),
      participantId: participants.size === 1 ? [...participants][0] : null,
    };
  }
}
