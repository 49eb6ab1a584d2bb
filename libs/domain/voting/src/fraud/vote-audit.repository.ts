import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AuditAction, AuditTrail } from '@app/audit';
import { LedgerAppender, type ReversalTarget } from '@app/ledger';
import { DataSource } from 'typeorm';

export type ReversalAction = Extract<AuditAction, 'reverse_vote' | 'reverse_voter' | 'reverse_ip'>;

export const REVERSAL_ACTIONS: ReversalAction[] = ['reverse_vote', 'reverse_voter', 'reverse_ip'];

/** Reversals and their audit line, committed together. */
@Injectable()
export class VoteAuditRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: LedgerAppender,
    private readonly audit: AuditTrail,
  ) {}

  /** Appends one reversal per matching vote not yet reversed, and the audit line, in one transaction. */
  async reverse(target: ReversalTarget, actorId: number, reason: string, action: ReversalAction): Promise<number[]> {
    return this.dataSource.transaction(async (manager) => {
      const reversed = await this.ledger.appendReversals(manager, target, actorId, reason);
      // Nothing was left to reverse: no decision was taken, so none is written down.
      if (reversed.ids.length === 0) return [];
      await this.audit.record(manager, {
        actorId,
        action,
        contestId: target.contestId,
        participantId: reversed.participantId,
        details: {
          vote_id: target.voteId,
          voter_id: target.voterId,
          ip_hash: target.ipHash,
          reversed_count: reversed.ids.length,
        },
        reason,
      });
      return reversed.ids;
    });
  }
}
