import { Module } from '@nestjs/common';
import { ContestsOverviewModule } from '@app/contests';
import { IdentityModule } from '@app/identity';
import { LedgerModule } from '@app/ledger';
import { PaymentsCoreModule } from '@app/payments';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

/** The administrators' dashboard figures (API). */
@Module({
  imports: [IdentityModule, ContestsOverviewModule, LedgerModule, PaymentsCoreModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
