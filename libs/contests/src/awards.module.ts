import { Module } from '@nestjs/common';
import { AuditModule } from '@app/audit';
import { IdentityModule, UserDirectoryModule } from '@app/identity';
import { LedgerModule } from '@app/ledger';
import { AdminPrizeClaimController } from './prize-claims/admin-prize-claim.controller';
import { PrizeClaimController } from './prize-claims/prize-claim.controller';
import { PrizeClaimRepository } from './prize-claims/prize-claim.repository';
import { PrizeClaimService } from './prize-claims/prize-claim.service';
import { AdminTestimonialController, TestimonialController } from './testimonials/testimonial.controller';
import { TestimonialRepository } from './testimonials/testimonial.repository';
import { TestimonialService } from './testimonials/testimonial.service';
import { WinnerController } from './winners/winner.controller';
import { WinnerRecorder } from './winners/winner-recorder';
import { WinnerRepository } from './winners/winner.repository';
import { WinnerService } from './winners/winner.service';

/**
 * The end of a contest (API side): winners and their recompute, prize claims and payouts,
 * testimonials. Winners are recorded by the worker's ContestStatusModule when a contest closes.
 */
@Module({
  imports: [AuditModule, LedgerModule, IdentityModule, UserDirectoryModule],
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
  ],
  exports: [WinnerRepository, WinnerRecorder, PrizeClaimRepository, TestimonialRepository],
})
export class AwardsModule {}
