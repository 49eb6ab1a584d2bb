import { Module } from '@nestjs/common';
import { ParticipantDirectory } from './participant-directory';

@Module({ providers: [ParticipantDirectory], exports: [ParticipantDirectory] })
export class ParticipantDirectoryModule {}
