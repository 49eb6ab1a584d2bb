export * from './contests.module';
export * from './locations/locations.module';
export * from './contests/contests-feature.module';
export * from './contests/contest-events';
export * from './preregistrations/preregistrations.module';
export * from './babies/babies.module';
export { BabyRepository } from './babies/baby.repository';
export { BabyService } from './babies/baby.service';
export { ContestRepository } from './contests/contest.repository';
