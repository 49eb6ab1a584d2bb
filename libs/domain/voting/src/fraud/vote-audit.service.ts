import { Injectable } from '@nestjs/common';
import { AppError, MESSAGES, type Page, type PageQueryDto, resolvePage, toPage } from '@app/common';
import { AuditTrail } from '@app/audit';
import type { AuthContext } from '@app/identity';
import { FraudReviewReader, LedgerFiguresReader, type LedgerLine, VoteReceiptsReader } from '@app/ledger';
import type { LedgerQueryDto } from './dto/ledger-query.dto';
import type { ReversalPreviewQueryDto, ReverseVoteDto, ReverseVotesDto } from './dto/reversal.dto';
import { standingChanges } from './reversal-preview';
import { REVERSAL_ACTIONS, type ReversalAction, VoteAuditRepository } from './vote-audit.repository';
import type { AuditLineResponse, ReversalPreviewResponse, ReversalResponse } from './vote-audit.response';

/** Fraud control for administrators: votes are cancelled by reversal rows, never deleted, and every action is audited. */
@Injectable()
export class VoteAuditService {
  constructor(
    private readonly ledger: VoteReceiptsReader,
    private readonly review: FraudReviewReader,
    private readonly figures: LedgerFiguresReader,
    private readonly reversals: VoteAuditRepository,
    private readonly trail: AuditTrail,
  ) {}

  async participantLedger(participantId: number, query: LedgerQueryDto, url: string): Promise<Page<LedgerLine>> {
    const { page, pageSize, offset } = resolvePage(query, 100);
    const { rows, count } = await this.review.participantEntries(participantId, offset, pageSize, query.channel);
    return toPage(rows, count, page, pageSize, url);
  }

  /** What a reversal would cancel and how the ranking would move, before an administrator confirms it. */
  async preview(contestId: number, query: ReversalPreviewQueryDto): Promise<ReversalPreviewResponse> {
    const targets = [query.vote_id, query.voter_id, query.ip_hash].filter((value) => value !== undefined);
    if (targets.length !== 1) throw AppError.fields({ non_field_errors: [MESSAGES.fraud.oneTarget] });
    const matching = await this.review.reversible({
      contestId,
      voteId: query.vote_id,
      voterId: query.voter_id,
      ipHash: query.ip_hash,
    });
    const cancelled = new Map(matching.map((row) => [row.participantId, row.weight]));
    return {
      rows: matching.reduce((sum, row) => sum + row.rows, 0),
      votes: matching.reduce((sum, row) => sum + row.weight, 0),
      participants: standingChanges(await this.figures.contestTallies(contestId, null), cancelled),
    };
  }

  async reverseOne(auth: AuthContext, voteId: number, dto: ReverseVoteDto): Promise<ReversalResponse> {
    const vote = await this.ledger.entry(voteId);
    if (!vote) throw AppError.notFound(MESSAGES.fraud.voteNotFound);
    if (vote.kind === 'reversal') throw AppError.badRequest(MESSAGES.fraud.cannotReverseReversal);
    if (vote.kind === 'held') throw AppError.badRequest(MESSAGES.fraud.heldNotReversible);
    if (vote.kind === 'rejection') throw AppError.badRequest(MESSAGES.fraud.rejectionNotReversible);
    const ids = await this.reversals.reverse(
      { contestId: vote.contestId, voteId },
      auth.userId,
      dto.reason,
      'reverse_vote',
    );
    if (ids.length === 0) throw AppError.conflict(MESSAGES.fraud.alreadyReversed);
    return { detail: MESSAGES.fraud.reversed(ids.length), reversed: ids.length, reversal_ids: ids };
  }

  async reverseMany(auth: AuthContext, contestId: number, dto: ReverseVotesDto): Promise<ReversalResponse> {
    if ((dto.voter_id === undefined) === (dto.ip_hash === undefined)) {
      throw AppError.fields({ non_field_errors: [MESSAGES.fraud.oneTarget] });
    }
    const action = dto.voter_id !== undefined ? 'reverse_voter' : 'reverse_ip';
    const ids = await this.reversals.reverse(
      { contestId, voterId: dto.voter_id, ipHash: dto.ip_hash },
      auth.userId,
      dto.reason,
      action,
    );
    return { detail: MESSAGES.fraud.reversed(ids.length), reversed: ids.length, reversal_ids: ids };
  }

  /** The reversals' lines of the audit log, newest first, in the shape this route always had. */
  async audit(query: PageQueryDto, url: string): Promise<Page<AuditLineResponse>> {
    const { page, pageSize, offset } = resolvePage(query, 50);
    const { rows, count } = await this.trail.list({ actions: REVERSAL_ACTIONS }, offset, pageSize);
    const lines = rows.map(({ details, subject_id: _subject, action, ...row }): AuditLineResponse => {
      const { reversed_count: reversed, ...target } = details;
      return { ...row, action: action as ReversalAction, target, reversed_count: Number(reversed ?? 0) };
    });
    return toPage(lines, count, page, pageSize, url);
  }
}
