import { Module } from '@nestjs/common';
import { ContestDirectoryModule } from '@app/contests';
import { ParticipantDirectory } from './participant-directory';
import { VoteTargets } from './vote-targets';

/** Participants as other libs read them. */
@Module({
  imports: [ContestDirectoryModule],
  providers: [ParticipantDirectory, VoteTargets],
  exports: [ParticipantDirectory, VoteTargets],
})
export class ParticipantDirectoryModule {}
