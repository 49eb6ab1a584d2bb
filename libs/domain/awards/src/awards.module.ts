import { Global, Module } from '@nestjs/common';
import { AuditModule } from '@app/audit';
import { ContestClosing, ContestDirectoryModule } from '@app/contests';
import { ContestAccountDataModule, FirstPlaceBar, ParticipantDirectoryModule } from '@app/entries';
import { AccountDataEraser, IdentityModule, UserDirectoryModule } from '@app/identity';
import { LedgerModule } from '@app/ledger';
import { AwardsAccountEraser } from './account-data/awards-account-eraser';
import { AdminPrizeClaimController } from './prize-claims/admin-prize-claim.controller';
import { PrizeClaimController } from './prize-claims/prize-claim.controller';
import { PrizeClaimRepository } from './prize-claims/prize-claim.repository';
import { PrizeClaimService } from './prize-claims/prize-claim.service';
import { AdminTestimonialController, TestimonialController } from './testimonials/testimonial.controller';
import { TestimonialRepository } from './testimonials/testimonial.repository';
import { TestimonialService } from './testimonials/testimonial.service';
import { WinnerController } from './winners/winner.controller';
import { WinnerNotifier } from './winners/winner-notifier';
import { WinnerReminderProcessor } from './winners/winner-reminder.processor';
import { WinnerRecorder } from './winners/winner-recorder';
import { WinnerRepository } from './winners/winner.repository';
import { WinnerService } from './winners/winner.service';
import { WinnersAtClose } from './winners/winners-at-close';
import { WinnersFirstPlaceBar } from './winners/winners-first-place-bar';

/**
 * The end of a contest (API side): winners and their recompute, prize claims and payouts,
 * testimonials. Winners are recorded by the worker's ContestStatusModule when a contest closes
 * (AwardsWorkerModule). Global, like RankingModule: once a root module imports it, the entries
 * lib's registration finds the first-place bar through FirstPlaceBar.
 */
@Global()
@Module({
  imports: [
    AuditModule,
    LedgerModule,
    IdentityModule,
    UserDirectoryModule,
    ContestDirectoryModule,
    ParticipantDirectoryModule,
  ],
  controllers: [
    WinnerController,
    PrizeClaimController,
    AdminPrizeClaimController,
    TestimonialController,
    AdminTestimonialController,
  ],
  providers: [
    WinnerRepository,
    WinnerRecorder,
    WinnerService,
    PrizeClaimRepository,
    PrizeClaimService,
    TestimonialRepository,
    TestimonialService,
    { provide: FirstPlaceBar, useClass: WinnersFirstPlaceBar },
  ],
  exports: [WinnerRepository, WinnerRecorder, PrizeClaimRepository, TestimonialRepository, FirstPlaceBar],
})
export class AwardsModule {}

/**
 * Erases the data of deleted accounts' children (the entries lib's and the winners' names); global
 * so that identity's AccountDeletion finds it.
 */
@Global()
@Module({
  imports: [ContestAccountDataModule, ContestDirectoryModule, ParticipantDirectoryModule],
  providers: [WinnerRepository, { provide: AccountDataEraser, useClass: AwardsAccountEraser }],
  exports: [AccountDataEraser],
})
export class AwardsAccountDataModule {}

/**
 * What the API serves of the awards: their routes and the erasure of deleted accounts' data. Imported
 * by the API next to ContestsModule, so that the routes keep their place in the API's description.
 */
@Module({ imports: [AwardsModule, AwardsAccountDataModule] })
export class AwardsApiModule {}

/**
 * Worker side: what a contest's close decides, for the contests lib's ContestStatusModule (its
 * ContestClosing): the winners recorded in the closing transaction, then their parents notified.
 */
@Global()
@Module({
  imports: [AuditModule, LedgerModule, UserDirectoryModule, ContestDirectoryModule, ParticipantDirectoryModule],
  providers: [
    WinnerRepository,
    WinnerRecorder,
    WinnerNotifier,
    WinnerReminderProcessor,
    { provide: ContestClosing, useClass: WinnersAtClose },
  ],
  exports: [ContestClosing, WinnerRepository],
})
export class AwardsWorkerModule {}
