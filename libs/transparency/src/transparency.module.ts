import { Module } from '@nestjs/common';
import { LedgerModule } from '@app/ledger';
import { TileStore } from './tile-store';
import { TransparencyController } from './transparency.controller';
import { TransparencyLog } from './transparency-log';
import { TransparencyReader } from './transparency.reader';
import { TreeHeadSigner } from './tree-head-signer';
import { VoteLeaves } from './vote-leaves';

/** The public vote log's reads and routes (API); the vote path takes VoteLeaves to answer with a receipt. */
@Module({
  imports: [LedgerModule],
  controllers: [TransparencyController],
  providers: [TileStore, TransparencyReader, VoteLeaves],
  exports: [VoteLeaves, TransparencyReader],
})
export class TransparencyModule {}

/** The worker's side: following the ledger into the log and signing tree heads. */
@Module({
  imports: [LedgerModule],
  providers: [TileStore, VoteLeaves, TreeHeadSigner, TransparencyLog, TransparencyReader],
  exports: [TransparencyLog, TransparencyReader],
})
export class TransparencyWorkerModule {}
