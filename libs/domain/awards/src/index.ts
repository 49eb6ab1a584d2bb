export * from './awards.module';
export * from './overview/awards-overview';
export * from './overview/awards-overview.module';
export { WinnerRecorder } from './winners/winner-recorder';
export { WinnerRepository } from './winners/winner.repository';
export { PrizeClaimRepository } from './prize-claims/prize-claim.repository';
export { TestimonialRepository } from './testimonials/testimonial.repository';
export { PODIUM_SIZE, prizeForRank } from './winners/award-rules';
