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
import { LedgerRepository } from './ledger.repository';

/**
 * The ledger rows that commit together with the caller's other writes: a payment's votes with its
 * move to `succeeded`, reversals with their audit line, held votes' decisions. Free votes go through
 * LedgerWriter instead. The statements are LedgerRepository's.
 */
@Injectable()
export class LedgerAppender {
  constructor(private readonly ledger: LedgerRepository) {}

  /**
   * Appends the payment's row and returns its id. A second row for the same payment violates the
   * unique payment_id and fails the caller's transaction: crediting twice is an error, never a no-op.
   */
  appendPaid(transaction: LedgerTransaction, paid: NewPaidVotes): Promise<number> {
    return this.ledger.appendPaid(transaction, paid);
  }

  /**
   * Free votes cast earlier, written in the caller's transaction with their own times (imported or
   * demonstration data). Live votes go through LedgerWriter's group commit, which answers each voter.
   */
  appendPastFreeVotes(transaction: LedgerTransaction, votes: PastFreeVote[]): Promise<number> {
    return this.ledger.appendPastFreeVotes(transaction, votes);
  }

  /**
   * Appends one reversal per matching row not yet reversed, with that row's channel. A row is
   * reversible once, however many administrators act at the same time.
   */
  appendReversals(
    transaction: LedgerTransaction,
    target: ReversalTarget,
    actorId: number,
    reason: string,
  ): Promise<ReversedEntries> {
    return this.ledger.appendReversals(transaction, target, actorId, reason);
  }

  /**
   * Releases or rejects every held vote `filter` matches and no decision names yet (of one contest),
   * each once, whoever acts at the same time.
   */
  appendDecisions(
    transaction: LedgerTransaction,
    filter: HeldVotesFilter & { contestId: number },
    decision: HoldDecision,
    actorId: number,
    reason: string,
  ): Promise<ReversedEntries> {
    return this.ledger.appendDecisions(transaction, filter, decision, actorId, reason);
  }
}
