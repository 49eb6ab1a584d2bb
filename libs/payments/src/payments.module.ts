import { Module } from '@nestjs/common';
import { LedgerModule } from '@app/ledger';
import { ObservabilityModule } from '@app/observability';
import { PaymentsAdminController } from './admin/payments-admin.controller';
import { PaymentsAdminRepository } from './admin/payments-admin.repository';
import { PaymentsAdminService } from './admin/payments-admin.service';
import { CheckoutService } from './checkout.service';
import { CinetpayController } from './gateways/cinetpay/cinetpay.controller';
import { IntouchController } from './gateways/intouch/intouch.controller';
import { PaydunyaController } from './gateways/paydunya/paydunya.controller';
import { PaymentGateways } from './gateways/payment-gateways';
import { PaymentInbounds } from './gateways/payment-inbounds';
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
import { PaymentsRepository } from './payments.repository';
import { PendingPaymentsMetrics } from './pending-payments.metrics';

/** Providers and the settlement: what both the API and the worker need to move a payment. */
@Module({
  imports: [ObservabilityModule, LedgerModule],
  providers: [...PaymentGateways.providers(), PaymentMetrics, PaymentsRepository, PaymentSettlement],
  exports: [PaymentGateways, PaymentsRepository, PaymentSettlement],
})
export class PaymentsCoreModule {}

/** API side: vote packs, buying them, provider notifications and returns, result pages. */
@Module({
  imports: [PaymentsCoreModule, VotePacksModule],
  // Each provider's own routes (their paths are the providers' and the spec's): Nest needs every
  // controller listed here, and the registry cannot list them without an import cycle.
  controllers: [PaymentsController, CinetpayController, PaydunyaController, IntouchController, PaymentsAdminController],
  providers: [
    ...PaymentInbounds.providers(),
    CheckoutService,
    PaymentNotifications,
    PaymentResults,
    PaymentReturns,
    PaymentsAdminService,
    PaymentsAdminRepository,
  ],
})
export class PaymentsModule {}

/** Worker side: polling of new payments and the reconciliation sweep. */
@Module({
  imports: [PaymentsCoreModule],
  providers: [PaymentJobsProcessor, PaymentReconciliation, PaymentReconciliationScheduler, PendingPaymentsMetrics],
  exports: [PaymentReconciliation],
})
export class PaymentsWorkerModule {}
