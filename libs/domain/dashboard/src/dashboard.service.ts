import { Injectable } from '@nestjs/common';
import { AwardsOverview } from '@app/awards';
import { CommentRepository } from '@app/community';
import { ContestsOverview } from '@app/contests';
import { EntriesOverview } from '@app/entries';
import { UserRepository } from '@app/identity';
import { LedgerFiguresReader } from '@app/ledger';
import { NotificationsOverview } from '@app/notifications';
import { PaymentsRepository } from '@app/payments';
import { VoteDisputeRepository } from '@app/voting';
import type { DashboardLiveFigures } from './dashboard-live';
import type { HourlyVotesQueryDto } from './dashboard.dto';
import type { DashboardResponse, HourlyVotesResponse } from './dashboard.response';

/** The back office's figures: each lib counts what it owns, this composes them. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly users: UserRepository,
    private readonly contests: ContestsOverview,
    private readonly entries: EntriesOverview,
    private readonly awards: AwardsOverview,
    private readonly comments: CommentRepository,
    private readonly ledger: LedgerFiguresReader,
    private readonly notifications: NotificationsOverview,
    private readonly payments: PaymentsRepository,
    private readonly disputes: VoteDisputeRepository,
  ) {}

  async figures(): Promise<DashboardResponse> {
    const [
      users,
      contests,
      participants,
      awards,
      comments,
      votes,
      payments,
      daily,
      openDisputes,
      latestVotesContest,
      notifications,
    ] = await Promise.all([
      this.users.counts(),
      this.contests.figures(),
      this.entries.participants(),
      this.awards.figures(),
      this.comments.stats(),
      this.ledger.totals(),
      this.payments.overview(),
      this.payments.dailyRevenue(undefined),
      this.disputes.openCount(),
      this.ledger.latestVotedContest(),
      this.notifications.figures(),
    ]);
    const byStatus = contests.contests;
    return {
      users,
      contests: {
        total: byStatus.draft + byStatus.pre_registration + byStatus.open + byStatus.closed,
        active: byStatus.open,
        ...byStatus,
      },
      participants,
      vote_packs: payments.packs,
      votes: { ...votes, total: votes.free + votes.paid - votes.reversed },
      comments: {
        total: comments.total,
        to_moderate: comments.hidden,
        flagged: comments.flagged,
      },
      testimonials: awards.testimonials,
      revenue: payments.revenue,
      revenue_daily: daily,
      payments: payments.byStatus,
      claims: awards.claims,
      held_votes: votes.held,
      open_disputes: openDisputes,
      latest_votes_contest: latestVotesContest,
      notifications: {
        last_24h: notifications.lastDay,
        total: notifications.total,
        devices: notifications.devices,
      },
    };
  }

  /** The counters the live dashboard moves: votes, payments by status, revenue. */
  async liveFigures(): Promise<DashboardLiveFigures> {
    const [votes, payments] = await Promise.all([this.ledger.totals(), this.payments.overview()]);
    return {
      votes: { ...votes, total: votes.free + votes.paid - votes.reversed },
      payments: payments.byStatus,
      revenue: payments.revenue,
      at: new Date().toISOString(),
    };
  }

  async votesPerHour(query: HourlyVotesQueryDto): Promise<HourlyVotesResponse[]> {
    const hours = await this.ledger.votesPerHour(query.contest, query.hours ?? 48);
    return hours.map((hour) => ({ hour: hour.hour.toISOString(), free: hour.free, paid: hour.paid }));
  }
}
