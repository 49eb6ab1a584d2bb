import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail } from '@app/audit';
import {
  AppError,
  dateRange,
  type FieldErrors,
  longFrenchDate,
  MESSAGES,
  type Page,
  resolvePage,
  toCsv,
  toPage,
} from '@app/common';
import { ContestDirectory } from '@app/contests';
import { type AuthContext, UserDirectory } from '@app/identity';
import { DIAL_CODES, isOperatorOf } from '@app/contracts';
import { checkPhone } from '@app/locations';
import { DataSource } from 'typeorm';
import { claimDeadline } from '../winners/award-rules';
import { WinnerRepository, type WinnerRow } from '../winners/winner.repository';
import type {
  CanClaimQueryDto,
  CreatePrizeClaimDto,
  PayPrizeClaimDto,
  PrizeClaimExportQueryDto,
  PrizeClaimFilterDto,
  PrizeClaimListQueryDto,
  RejectPrizeClaimDto,
} from './dto/prize-claim.dto';
import { type PrizeClaimFilter, PrizeClaimRepository, type PrizeClaimRow } from './prize-claim.repository';
import type {
  AdminPrizeClaimResponse,
  ExportedPrizeClaim,
  CanClaimResponse,
  CreatedPrizeClaimResponse,
  PrizeClaimExportResponse,
  PrizeClaimResponse,
  PrizeClaimStatsResponse,
} from './prize-claim.response';

const text = MESSAGES.prizeClaims;
const SHORT_DATE = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC' });
const TOP_CONTESTS = 5;
const EXPORT_LIMIT = 10_000;

/**
 * Prize claims: a winning parent gives the phone number that receives the prize, once per win and
 * within the claim window; administrators pay it out (with the mobile-money reference) or reject it
 * (with the reason), each decision in the audit log.
 */
@Injectable()
export class PrizeClaimService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly claims: PrizeClaimRepository,
    private readonly winners: WinnerRepository,
    private readonly audit: AuditTrail,
    private readonly users: UserDirectory,
    private readonly contests: ContestDirectory,
  ) {}

  async canClaim(auth: AuthContext, query: CanClaimQueryDto, now = new Date()): Promise<CanClaimResponse> {
    const { rows } = await this.winners.list({ userId: auth.userId, contestId: query.contest_id }, 0, 1);
    const winner = rows[0];
    if (!winner) throw AppError.notFound(text.notYours);
    const claim = winner.claimId ? await this.claims.findByWinner(winner.id) : null;
    const refusal = this.refusal(winner, now);
    const deadline = claimDeadline(winner.notifiedAt);
    return {
      can_claim: refusal === null,
      rank: winner.rank,
      message: refusal ?? text.canClaim,
      winner_id: winner.id,
      prize: winner.prize,
      claim_deadline: deadline?.toISOString() ?? null,
      claim: claim ? toClaimResponse(claim) : null,
    };
  }

  async claim(auth: AuthContext, dto: CreatePrizeClaimDto, now = new Date()): Promise<CreatedPrizeClaimResponse> {
    const winner = await this.winners.findById(dto.winner);
    if (!winner || winner.userId !== auth.userId) throw AppError.notFound(text.notYours);
    const refusal = this.refusal(winner, now);
    if (refusal) throw AppError.badRequest(refusal);
    // The number may be of another country than the participation's (a relative's account abroad).
    const country = dto.country ?? winner.country;
    const errors: FieldErrors = {};
    if (!DIAL_CODES[country]) errors.country = [text.countryUnknown];
    const phone = checkPhone(country, dto.phone_number);
    if (!phone.ok) errors.phone_number = [phone.message];
    const operator = dto.operator.trim();
    if (DIAL_CODES[country] && !isOperatorOf(country, operator)) errors.operator = [text.operatorUnknown(country)];
    if (Object.keys(errors).length > 0 || !phone.ok) throw AppError.fields(errors);
    const id = await this.claims.create(winner.id, auth.userId, phone.phone, operator);
    if (id === null) throw AppError.badRequest(text.alreadyClaimed);
    return { ...toClaimResponse((await this.claims.findById(id))!), detail: text.created };
  }

  async list(query: PrizeClaimListQueryDto, url: string): Promise<Page<AdminPrizeClaimResponse>> {
    const { page, pageSize, offset } = resolvePage(query, 20);
    const { rows, count } = await this.claims.list(await this.filterOf(query), offset, pageSize);
    return toPage(await this.toAdmin(rows), count, page, pageSize, url);
  }

  async get(id: number): Promise<AdminPrizeClaimResponse> {
    const claim = await this.claims.findById(id);
    if (!claim) throw AppError.notFound(text.notFound);
    const [response] = await this.toAdmin([claim]);
    return response;
  }

  async stats(): Promise<PrizeClaimStatsResponse> {
    const stats = await this.claims.stats(TOP_CONTESTS);
    return {
      total_claims: stats.total,
      claims_by_rank: { first_place: stats.byRank[1], second_place: stats.byRank[2], third_place: stats.byRank[3] },
      claims_by_status: stats.byStatus,
      total_paid: stats.paidAmount,
      top_contests: stats.topContests.map((contest) => ({
        winner__contest__id: contest.contestId,
        winner__contest__title: contest.title,
        total_claims: contest.claims,
      })),
    };
  }

  /** The spec's JSON export, or the same claims as a CSV file (`format=csv`). */
  async export(
    query: PrizeClaimExportQueryDto,
    now = new Date(),
  ): Promise<PrizeClaimExportResponse | { filename: string; content: string }> {
    const { rows } = await this.claims.list(await this.filterOf(query), 0, EXPORT_LIMIT);
    const claims = await this.toAdmin(rows);
    if (query.format !== 'csv') {
      return {
        claims: rows.map((row, index) => toExported(row, claims[index].user_email)),
        total_exported: rows.length,
      };
    }
    return {
      filename: `reclamations-prix-${now.toISOString().slice(0, 10)}.csv`,
      content: toCsv([
        text.csvColumns,
        ...rows.map((claim, index) => [
          claim.id,
          claim.phoneNumber,
          claim.operator ?? '',
          SHORT_DATE.format(claim.createdAt),
          claim.rank,
          claim.prize,
          claim.contestTitle,
          claim.parentName,
          claim.babyName,
          claims[index].user_email,
          claim.country,
          claim.city,
          text.statuses[claim.status],
          claim.payoutReference,
          claim.payoutAmount,
        ]),
      ]),
    };
  }

  pay(auth: AuthContext, id: number, dto: PayPrizeClaimDto): Promise<AdminPrizeClaimResponse> {
    return this.decide(auth, id, 'pay_prize_claim', {
      status: 'paid',
      payoutReference: dto.payout_reference,
      payoutAmount: dto.payout_amount,
      actorId: auth.userId,
    });
  }

  reject(auth: AuthContext, id: number, dto: RejectPrizeClaimDto): Promise<AdminPrizeClaimResponse> {
    return this.decide(auth, id, 'reject_prize_claim', {
      status: 'rejected',
      rejectionReason: dto.reason,
      actorId: auth.userId,
    });
  }

  private async decide(
    auth: AuthContext,
    id: number,
    action: 'pay_prize_claim' | 'reject_prize_claim',
    decision: Parameters<PrizeClaimRepository['decide']>[2],
  ): Promise<AdminPrizeClaimResponse> {
    const decided = await this.dataSource.transaction(async (transaction) => {
      const claim = await this.claims.findById(id, transaction, true);
      if (!claim) throw AppError.notFound(text.notFound);
      if (decision.payoutAmount !== undefined && decision.payoutAmount > claim.prize) {
        throw AppError.field('payout_amount', text.payoutAbovePrize(claim.prize));
      }
      if (!(await this.claims.decide(transaction, id, decision))) throw AppError.conflict(text.alreadyDecided);
      await this.audit.record(transaction, {
        actorId: auth.userId,
        action,
        contestId: claim.contestId,
        participantId: claim.participantId,
        subjectId: claim.id,
        details: {
          winner_id: claim.winnerId,
          rank: claim.rank,
          prize: claim.prize,
          payout_reference: decision.payoutReference,
          payout_amount: decision.payoutAmount,
        },
        reason: decision.rejectionReason ?? '',
      });
      return (await this.claims.findById(id, transaction))!;
    });
    const [response] = await this.toAdmin([decided]);
    return response;
  }

  /** The claims as administrators read them, with each parent's e-mail asked of identity. */
  private async toAdmin(claims: PrizeClaimRow[]): Promise<AdminPrizeClaimResponse[]> {
    const userIds = claims.flatMap((claim) => (claim.userId === null ? [] : [claim.userId]));
    const emails = await this.users.emails([...new Set(userIds)]);
    return claims.map((claim) =>
      toAdminResponse(claim, claim.userId === null ? null : (emails.get(claim.userId) ?? null)),
    );
  }

  /**
   * The repository's filter; a search term also names the parents identity finds by e-mail and the
   * contests whose title holds it.
   */
  private async filterOf(query: PrizeClaimFilterDto): Promise<PrizeClaimFilter> {
    const { from, before } = dateRange(query.date_from, query.date_to);
    const term = query.search || undefined;
    return {
      search: term
        ? {
            term,
            userIds: await this.users.idsMatching(term, ['email']),
            contestIds: await this.contests.idsTitledLike(term),
          }
        : undefined,
      rank: query.winner_rank,
      contestId: query.contest,
      status: query.status,
      from,
      before,
    };
  }

  /** Why this win cannot be claimed now, or null when it can. */
  private refusal(winner: WinnerRow, now: Date): string | null {
    if (winner.claimId) return text.alreadyClaimed;
    const deadline = claimDeadline(winner.notifiedAt);
    if (deadline && deadline < now) return text.expired(longFrenchDate(deadline));
    return null;
  }
}

function toClaimResponse(claim: PrizeClaimRow): PrizeClaimResponse {
  return {
    id: claim.id,
    phone_number: claim.phoneNumber,
    operator: claim.operator,
    status: claim.status,
    status_display: text.statuses[claim.status],
    payout_reference: claim.payoutReference,
    payout_amount: claim.payoutAmount,
    rejection_reason: claim.rejectionReason,
    decided_at: claim.decidedAt?.toISOString() ?? null,
    created_at: claim.createdAt.toISOString(),
    winner_data: {
      contest: claim.contestId,
      contest_title: claim.contestTitle,
      participant_name: claim.parentName,
      participant_baby_name: claim.babyName,
      rank: claim.rank,
      prize: claim.prize,
    },
  };
}

function toExported(claim: PrizeClaimRow, userEmail: string | null): ExportedPrizeClaim {
  return {
    ...toClaimResponse(claim),
    winner: {
      id: claim.winnerId,
      rank: claim.rank,
      prize: claim.prize,
      contest_title: claim.contestTitle,
      participant: {
        id: claim.participantId,
        user_name: claim.parentName,
        baby_name: claim.babyName,
        user_email: userEmail,
        country: claim.country,
        city: claim.city,
      },
    },
  };
}

function toAdminResponse(claim: PrizeClaimRow, userEmail: string | null): AdminPrizeClaimResponse {
  return {
    ...toClaimResponse(claim),
    winner: claim.winnerId,
    participant: claim.participantId,
    user_email: userEmail,
    country: claim.country,
    city: claim.city,
  };
}
