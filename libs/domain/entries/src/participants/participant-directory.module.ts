import { Module } from '@nestjs/common';
import { ContestDirectoryModule } from '@app/contests';
import { ParticipantDirectory } from './participant-directory';
import { ParticipantRecordsModule } from './participant-records.module';
import { VoteCodes } from './vote-codes';
import { VoteTargets } from './vote-targets';

/** Participants as other libs read them, and their vote codes. */
@Module({
  imports: [ContestDirectoryModule, ParticipantRecordsModule],
  providers: [ParticipantDirectory, VoteTargets, VoteCodes],
  exports: [ParticipantDirectory, VoteTargets, VoteCodes],
})
export class ParticipantDirectoryModule {}
