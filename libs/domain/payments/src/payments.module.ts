import { Module } from '@nestjs/common';
import { AuditModule } from '@app/audit';
import { ContestDirectoryModule } from '@app/contests';
import { TransparencyModule } from '@app/transparency';
import { ParticipantDirectoryModule } from '@app/entries';
import { IdentityCoreModule, UserDirectoryModule } from '@app/identity';
import { LedgerModule } from '@app/ledger';
import { CountryCodesModule } from '@app/locations';
import { ObservabilityModule } from '@app/observability';
import { SmsModule } from '@app/sms';
import { PaymentsAdminController } from './admin/payments-admin.controller';
import { PaymentsAdminRepository } from './admin/payments-admin.repository';
import { PaymentsAdminService } from './admin/payments-admin.service';
import { CheckoutService } from './checkout.service';
import { VotePacksModule } from './packs/vote-packs.module';
import { PaymentMetrics } from './payment.metrics';
import { PaymentJobsProcessor } from './payment-jobs.processor';
import { PaymentNotifications } from './payment-notifications.service';
import { PaymentReconciliation } from './payment-reconciliation.service';
import { PaymentReconciliationScheduler } from './payment-reconciliation.scheduler';
import { PaymentResults } from './payment-results.service';
import { PaymentReturns } from './payment-returns.service';
import { PaymentSettlement } from './payment-settlement.service';
import { PaymentsController } from './payments.controller';
import { PROVIDER_CONTROLLERS } from './provider.controller';
import { PaymentsRepository } from './payments.repository';
import { PendingPaymentsMetrics } from './pending-payments.metrics';
import { PaymentOpening } from './payment-opening.service';
import { PaymentPush } from './push/payment-push.service';
import { PushReceipts } from './push/push-receipts';
import { PaymentGateways } from './providers/payment-gateways';
import { PaymentInbounds } from './providers/payment-inbounds';

/** The payments' and their events' rows alone: for the command line's demonstration data. */
@Module({ providers: [PaymentsRepository], exports: [PaymentsRepository] })
export class PaymentRecordsModule {}

/**
 * Providers and the settlement: what both the API and the worker need to move a payment, and to tell
 * the payer of a payment pushed to their phone how it ended (by SMS, to the account's number).
 */
@Module({
  imports: [
    ObservabilityModule,
    LedgerModule,
    ContestDirectoryModule,
    ParticipantDirectoryModule,
    UserDirectoryModule,
    IdentityCoreModule,
    AuditModule,
    SmsModule,
  ],
  providers: [...PaymentGateways.providers(), PaymentMetrics, PaymentsRepository, PushReceipts, PaymentSettlement],
  exports: [PaymentGateways, PaymentsRepository, PaymentSettlement],
})
export class PaymentsCoreModule {}

/**
 * API side: vote packs, buying them (the site's checkout; a payment pushed to the phone, for the USSD
 * menu), provider notifications and returns, result pages.
 */
@Module({
  imports: [
    PaymentsCoreModule,
    VotePacksModule,
    ParticipantDirectoryModule,
    CountryCodesModule,
    UserDirectoryModule,
    LedgerModule,
    TransparencyModule,
  ],
  // Each registered provider's routes come from its definition (provider.controller.ts).
  controllers: [PaymentsController, ...PROVIDER_CONTROLLERS, PaymentsAdminController],
  providers: [
    ...PaymentInbounds.providers(),
    PaymentOpening,
    CheckoutService,
    PaymentPush,
    PaymentNotifications,
    PaymentResults,
    PaymentReturns,
    PaymentsAdminService,
    PaymentsAdminRepository,
  ],
  // Buying from the pages without script (libs/domain/plain-pages): the same checkout as the site's.
  exports: [CheckoutService, PaymentPush],
})
export class PaymentsModule {}

/** Worker side: polling of new payments and the reconciliation sweep. */
@Module({
  imports: [PaymentsCoreModule],
  providers: [PaymentJobsProcessor, PaymentReconciliation, PaymentReconciliationScheduler, PendingPaymentsMetrics],
  exports: [PaymentReconciliation],
})
export class PaymentsWorkerModule {}
