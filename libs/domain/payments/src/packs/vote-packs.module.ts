import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VotePackEntity } from './vote-pack.entity';
import { VotePackRepository } from './vote-pack.repository';
import { VotePacksController } from './vote-packs.controller';
import { VotePacksService } from './vote-packs.service';

/** The vote packs' rows alone, without routes: for the command line's demonstration data. */
@Module({
  imports: [TypeOrmModule.forFeature([VotePackEntity])],
  providers: [VotePackRepository],
  exports: [VotePackRepository],
})
export class VotePackRecordsModule {}

/** Vote packs: public list with the price of the moment, administrators' management. */
@Module({
  imports: [TypeOrmModule.forFeature([VotePackEntity])],
  controllers: [VotePacksController],
  providers: [VotePackRepository, VotePacksService],
  exports: [VotePacksService],
})
export class VotePacksModule {}
