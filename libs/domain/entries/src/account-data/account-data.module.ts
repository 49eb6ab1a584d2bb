import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContestDirectoryModule } from '@app/contests';
import { BabyEntity } from '../babies/baby.entity';
import { BabyRepository } from '../babies/baby.repository';
import { ParticipantRecordsModule } from '../participants/participant-records.module';
import { ContestAccountEraser } from './contest-account-eraser';

/** Erases the contest data of deleted accounts, for the awards lib's AccountDataEraser. */
@Module({
  imports: [TypeOrmModule.forFeature([BabyEntity]), ContestDirectoryModule, ParticipantRecordsModule],
  providers: [BabyRepository, ContestAccountEraser],
  exports: [ContestAccountEraser],
})
export class ContestAccountDataModule {}
