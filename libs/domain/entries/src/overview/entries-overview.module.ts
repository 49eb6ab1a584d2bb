import { Module } from '@nestjs/common';
import { ParticipantRecordsModule } from '../participants/participant-records.module';
import { EntriesOverview } from './entries-overview';

@Module({ imports: [ParticipantRecordsModule], providers: [EntriesOverview], exports: [EntriesOverview] })
export class EntriesOverviewModule {}
