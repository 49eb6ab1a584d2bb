import { Module } from '@nestjs/common';
import { ParticipantDirectory } from './participant-directory';
import { VoteTargets } from './vote-targets';

/** Participants as other libs read them. */
@Module({ providers: [ParticipantDirectory, VoteTargets], exports: [ParticipantDirectory, VoteTargets] })
export class ParticipantDirectoryModule {}
