import { Module } from '@nestjs/common';
import { AwardsOverviewModule } from '@app/awards';
import { CommentCountsModule } from '@app/community';
import { ContestsOverviewModule } from '@app/contests';
import { EntriesOverviewModule } from '@app/entries';
import { IdentityModule } from '@app/identity';
import { LedgerModule } from '@app/ledger';
import { NotificationsOverviewModule } from '@app/notifications';
import { PaymentsCoreModule } from '@app/payments';
import { VoteDisputesModule } from '@app/voting';
import { DashboardController } from './dashboard.controller';
import { DashboardGateway } from './dashboard.gateway';
import { DashboardService } from './dashboard.service';

/** The administrators' dashboard: its figures over HTTP and its live counters over socket.io (API). */
@Module({
  imports: [
    IdentityModule,
    ContestsOverviewModule,
    EntriesOverviewModule,
    AwardsOverviewModule,
    CommentCountsModule,
    LedgerModule,
    NotificationsOverviewModule,
    PaymentsCoreModule,
    VoteDisputesModule,
  ],
  controllers: [DashboardController],
  providers: [DashboardService, DashboardGateway],
})
export class DashboardModule {}
