import { Injectable } from '@nestjs/common';
import { AppError, MESSAGES, type Page, type PageQueryDto, resolvePage, toPage } from '@app/common';
import type { AuthContext } from '@app/identity';
import type { ReverseVoteDto, ReverseVotesDto } from './dto/reversal.dto';
import { type AuditLine, type LedgerLine, VoteAuditRepository } from './vote-audit.repository';

export interface ReversalAnswer {
  detail: string;
  reversed: number;
  reversal_ids: number[];
}

/** Fraud control for administrators: votes are cancelled by reversal rows, never deleted, and every action is audited. */
@Injectable()
export class VoteAuditService {
  constructor(private readonly ledger: VoteAuditRepository) {}

  async participantLedger(participantId: number, query: PageQueryDto, url: string): Promise<Page<LedgerLine>> {
    const { page, pageSize, offset } = resolvePage(query, 100);
    const { rows, count } = await this.ledger.participantLedger(participantId, offset, pageSize);
    return toPage(rows, count, page, pageSize, url);
  }

  async reverseOne(auth: AuthContext, voteId: number, dto: ReverseVoteDto): Promise<ReversalAnswer> {
    const vote = await this.ledger.vote(voteId);
    if (!vote) throw AppError.notFound(MESSAGES.fraud.voteNotFound);
    if (vote.kind === 'reversal') throw AppError.badRequest(MESSAGES.fraud.cannotReverseReversal);
    const ids = await this.ledger.reverse(
      { contestId: vote.contest_id, voteId },
      auth.userId,
      dto.reason,
      'reverse_vote',
    );
    if (ids.length === 0) throw AppError.conflict(MESSAGES.fraud.alreadyReversed);
    return { detail: MESSAGES.fraud.reversed(ids.length), reversed: ids.length, reversal_ids: ids };
  }

  async reverseMany(auth: AuthContext, contestId: number, dto: ReverseVotesDto): Promise<ReversalAnswer> {
    if ((dto.voter_id === undefined) === (dto.ip_hash === undefined)) {
      throw AppError.fields({ non_field_errors: [MESSAGES.fraud.oneTarget] });
    }
    const action = dto.voter_id !== undefined ? 'reverse_voter' : 'reverse_ip';
    const ids = await this.ledger.reverse(
      { contestId, voterId: dto.voter_id, ipHash: dto.ip_hash },
      auth.userId,
      dto.reason,
      action,
    );
    return { detail: MESSAGES.fraud.reversed(ids.length), reversed: ids.length, reversal_ids: ids };
  }

  async audit(query: PageQueryDto, url: string): Promise<Page<AuditLine>> {
    const { page, pageSize, offset } = resolvePage(query, 50);
    const { rows, count } = await this.ledger.audit(offset, pageSize);
    return toPage(rows, count, page, pageSize, url);
  }
}
