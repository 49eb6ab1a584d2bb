import { Module } from '@nestjs/common';
import { AwardsOverview } from './awards-overview';
import { AwardsOverviewReader } from './awards-overview.reader';

@Module({ providers: [AwardsOverviewReader, AwardsOverview], exports: [AwardsOverview] })
export class AwardsOverviewModule {}
