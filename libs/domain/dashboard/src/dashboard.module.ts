import { Module } from '@nestjs/common';
import { AwardsOverviewModule } from '@app/awards';
import { CommentCountsModule } from '@app/community';
import { ContestsOverviewModule } from '@app/contests';
import { EntriesOverviewModule } from '@app/entries';
import { IdentityCoreModule } from '@app/identity';
import { LedgerModule } from '@app/ledger';
import { NotificationsOverviewModule } from '@app/notifications';
import { PaymentsCoreModule } from '@app/payments';
import { VoteDisputesModule } from '@app/voting';
import { DashboardController } from './dashboard.controller';
import { DashboardGateway } from './dashboard.gateway';
import { DashboardService } from './dashboard.service';

/** The dashboard's figures, composed from what each owner counts. */
@Module({
  imports: [
    IdentityCoreModule,
    ContestsOverviewModule,
    EntriesOverviewModule,
    AwardsOverviewModule,
    CommentCountsModule,
    LedgerModule,
    NotificationsOverviewModule,
    PaymentsCoreModule,
    VoteDisputesModule,
  ],
  providers: [DashboardService],
  exports: [DashboardService],
})
class DashboardFiguresModule {}

/** The administrators' dashboard over HTTP (API). */
@Module({
  imports: [IdentityCoreModule, DashboardFiguresModule],
  controllers: [DashboardController],
})
export class DashboardModule {}

/** The administrators' live dashboard over socket.io, where the sockets are served (API or live process). */
@Module({
  imports: [IdentityCoreModule, DashboardFiguresModule],
  providers: [DashboardGateway],
})
export class DashboardLiveModule {}
