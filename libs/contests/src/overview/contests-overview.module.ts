import { Module } from '@nestjs/common';
import { ContestsOverview } from './contests-overview';

@Module({ providers: [ContestsOverview], exports: [ContestsOverview] })
export class ContestsOverviewModule {}
