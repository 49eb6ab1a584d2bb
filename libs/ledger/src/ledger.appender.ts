import { Injectable } from '@nestjs/common';
import type {
  HeldVotesFilter,
  HoldDecision,
  LedgerTransaction,
  NewPaidVotes,
  PastFreeVote,
  ReversalTarget,
  ReversedEntries,
} from './ledger-entry';
import { heldVotesWhere } from './held-votes';

/** The idempotency key of a payment's row: with the unique payment_id, a payment is credited once. */
export function paymentEntryKey(paymentId: number): string {
  return `payment:${paymentId}`;
}

/**
 * The ledger rows that commit together with the caller's other writes: a payment's votes with its
 * move to `succeeded`, reversals with their audit line. Free votes go through LedgerWriter instead.
 */
@Injectable()
export class LedgerAppender {
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
   * demonstration data). Live votes go through LedgerWriter's group commit, which answers each voter.
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
       WHERE l.contest_id = $1 AND l.kind IN ('free', 'paid', 'release')
         AND ($2::bigint IS NULL OR l.id = $2)
         AND ($3::int IS NULL OR l.voter_id = $3)
         AND ($4::varchar IS NULL OR l.ip_hash = $4)
         AND NOT EXISTS (SELECT 1 FROM vote_ledger r WHERE r.reverses_id = l.id)
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
   * vote's channel. The
   * unique decides_id makes a held vote decided once, whoever acts at the same time.
   */
  async appendDecisions(
    transaction: LedgerTransaction,
    filter: HeldVotesFilter,
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
