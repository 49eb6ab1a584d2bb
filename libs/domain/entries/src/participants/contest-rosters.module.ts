import { ContestDirectoryModule } from '@app/contests';
import { Module } from '@nestjs/common';
import { ContestRosters } from './contest-rosters';
import { ParticipantRecordsModule } from './participant-records.module';

/** Contests and their rosters as the ranking reads them. */
@Module({
  imports: [ContestDirectoryModule, ParticipantRecordsModule],
  providers: [ContestRosters],
  exports: [ContestRosters],
})
export class ContestRostersModule {}
