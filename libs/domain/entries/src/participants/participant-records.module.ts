import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContestDirectoryModule } from '@app/contests';
import { ParticipantEntity } from './participant.entity';
import { ParticipantRepository } from './participant.repository';
import { VoteCodeRepository } from './vote-code.repository';

/** The participants' and vote codes' statements, for this lib's modules that read or write them. */
@Module({
  imports: [TypeOrmModule.forFeature([ParticipantEntity]), ContestDirectoryModule],
  providers: [ParticipantRepository, VoteCodeRepository],
  exports: [ParticipantRepository, VoteCodeRepository],
})
export class ParticipantRecordsModule {}
