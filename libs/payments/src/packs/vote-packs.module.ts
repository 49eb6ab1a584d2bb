import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VotePackEntity } from './vote-pack.entity';
import { VotePackRepository } from './vote-pack.repository';
import { VotePacksController } from './vote-packs.controller';
import { VotePacksService } from './vote-packs.service';

/** Vote packs: public list with the price of the moment, administrators' management. */
@Module({
  imports: [TypeOrmModule.forFeature([VotePackEntity])],
  controllers: [VotePacksController],
  providers: [VotePackRepository, VotePacksService],
  exports: [VotePacksService],
})
export class VotePacksModule {}
