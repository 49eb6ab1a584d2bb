import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LocationsModule } from '@app/locations';
import { ContestEntity } from './contests/contest.entity';
import { ContestCatalogModule } from './contests/contests-feature.module';

/**
 * The contests and the locations (API). The entries lib's EntriesModule, imported next, adds the
 * babies, participants and pre-registrations, and provides ContestEntryCounts.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ContestEntity]), ContestCatalogModule, LocationsModule],
})
export class ContestsModule {}
