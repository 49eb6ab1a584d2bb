import { Module } from '@nestjs/common';
import { ParticipantDirectoryModule } from '@app/entries';
import { LedgerModule } from '@app/ledger';
import { ObservabilityModule } from '@app/observability';
import { ReceiptProofs } from './receipt-proofs';
import { CheckpointWitnesses } from './checkpoint-witnesses';
import { LogCheckpointRepository } from './log-checkpoint.repository';
import { LogTiles } from './log-tiles';
import { LogTilesController } from './log-tiles.controller';
import { TileStore } from './tile-store';
import { TransparencyController } from './transparency.controller';
import { TransparencyKeyRepository } from './transparency-key.repository';
import { TransparencyLeafRepository } from './transparency-leaf.repository';
import { TransparencyLog } from './transparency-log';
import { TransparencyLogRepository } from './transparency-log.repository';
import { TransparencyMetrics } from './transparency.metrics';
import { TransparencyReader } from './transparency.reader';
import { TransparencyTileRepository } from './transparency-tile.repository';
import { TreeHeadRepository } from './tree-head.repository';
import { TreeHeadSigner } from './tree-head-signer';
import { VoteLeaves } from './vote-leaves';

/** The public vote log's reads and routes (API); the vote path takes VoteLeaves to answer with a receipt. */
@Module({
  imports: [LedgerModule, ParticipantDirectoryModule],
  controllers: [TransparencyController, LogTilesController],
  providers: [
    TransparencyLeafRepository,
    TransparencyTileRepository,
    LogCheckpointRepository,
    TransparencyKeyRepository,
    TileStore,
    TransparencyReader,
    ReceiptProofs,
    VoteLeaves,
    LogTiles,
  ],
  exports: [VoteLeaves, TransparencyReader],
})
export class TransparencyModule {}

/**
 * The worker's side: following the ledger into the log, signing tree heads and checkpoints, submitting
 * them to the witnesses; its metrics go to the process's registry (ObservabilityModule).
 */
@Module({
  imports: [ObservabilityModule, LedgerModule],
  providers: [
    TransparencyLogRepository,
    TransparencyLeafRepository,
    TransparencyTileRepository,
    TreeHeadRepository,
    LogCheckpointRepository,
    TransparencyKeyRepository,
    TileStore,
    VoteLeaves,
    TreeHeadSigner,
    CheckpointWitnesses,
    TransparencyMetrics,
    TransparencyLog,
    TransparencyReader,
  ],
  exports: [TransparencyLog, TransparencyReader, CheckpointWitnesses],
})
export class TransparencyWorkerModule {}
