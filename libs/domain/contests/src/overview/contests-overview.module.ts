import { Module } from '@nestjs/common';
import { ContestRecordsModule } from '../contests/contests-feature.module';
import { ContestsOverview } from './contests-overview';

@Module({ imports: [ContestRecordsModule], providers: [ContestsOverview], exports: [ContestsOverview] })
export class ContestsOverviewModule {}
