import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContestDirectoryModule } from '@app/contests';
import { BabyController } from './baby.controller';
import { BabyEntity } from './baby.entity';
import { BabyRepository } from './baby.repository';
import { BabyService } from './baby.service';

/** The baby profiles' rows alone, without routes: for the command line's demonstration data. */
@Module({
  imports: [TypeOrmModule.forFeature([BabyEntity]), ContestDirectoryModule],
  providers: [BabyRepository],
  exports: [BabyRepository],
})
export class BabyRecordsModule {}

/** Parents' baby profiles (owner-only). */
@Module({
  imports: [TypeOrmModule.forFeature([BabyEntity]), ContestDirectoryModule],
  controllers: [BabyController],
  providers: [BabyRepository, BabyService],
  exports: [BabyRepository, BabyService],
})
export class BabiesModule {}
