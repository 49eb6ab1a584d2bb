import { Injectable } from '@nestjs/common';
import { AppError, MESSAGES } from '@app/common';
import { AppConfig } from '@app/config';
import {
  encodeEntryBundle,
  formatLogProof,
  inclusionProof,
  noteVerifierKey,
  parseNoteVerifierKey,
  TILE_WIDTH,
  type TileAddress,
} from '@app/contracts';
import { VoteReceiptsReader } from '@app/ledger';
import { LogCheckpointRepository } from './log-checkpoint.repository';
import { TransparencyKeyRepository } from './transparency-key.repository';
import { TransparencyLeafRepository } from './transparency-leaf.repository';
import { TransparencyTileRepository } from './transparency-tile.repository';
import { TileStore } from './tile-store';

const HASH_BYTES = 32;

/**
 * The vote log as the open standard serves it (C2SP tlog-tiles): the latest checkpoint, the Merkle
 * tree's tiles and the entry bundles, read from the tables the worker fills. A tile's first hashes
 * never change, so a partial tile is the stored tile's prefix; a full tile or bundle never changes at all.
 */
@Injectable()
export class LogTiles {
  constructor(
    private readonly config: AppConfig,
    private readonly tiles: TileStore,
    private readonly ledger: VoteReceiptsReader,
    private readonly leaves: TransparencyLeafRepository,
    private readonly tileRows: TransparencyTileRepository,
    private readonly checkpoints: LogCheckpointRepository,
    private readonly keys: TransparencyKeyRepository,
  ) {}

  /**
   * The latest checkpoint that the quorum of witnesses cosigned (the latest one when the deployment has
   * none), with their cosignatures: a reader never sees a checkpoint the witnesses have not seen.
   */
  async checkpoint(): Promise<string> {
    return (await this.published()).note;
  }

  /** The witnesses the log submits to, their keys, the quorum and the court officer's witness. */
  witnesses(): { witnesses: { name: string; verifier_key: string }[]; quorum: number; court_witness: string | null } {
    const { witnesses, witnessQuorum, courtWitness } = this.config.transparency;
    return {
      witnesses: witnesses.map(({ key }) => ({ name: parseNoteVerifierKey(key)!.name, verifier_key: key })),
      quorum: witnessQuorum,
      court_witness: courtWitness,
    };
  }

  /**
   * A receipt's offline proof (C2SP tlog-proof): its leaf, its inclusion proof in the published checkpoint
   * and that checkpoint with its cosignatures; 409 while no published checkpoint holds it yet.
   */
  async receiptProof(ledgerId: number): Promise<string> {
    const leaf = await this.leaves.ofLedgerRow(ledgerId);
    if (!leaf) {
      if (await this.ledger.entry(ledgerId)) throw AppError.conflict(MESSAGES.transparency.receiptPending);
      throw AppError.notFound(MESSAGES.transparency.receiptNotFound);
    }
    const { index } = leaf;
    const checkpoint = await this.published().catch(() => null);
    if (!checkpoint || checkpoint.size <= index) throw AppError.conflict(MESSAGES.transparency.receiptPending);
    return formatLogProof({
      entry: Buffer.from(leaf.leaf, 'utf8'),
      index,
      proof: await inclusionProof(index, checkpoint.size, this.tiles.ranges()),
      checkpoint: checkpoint.note,
    });
  }

  private async published(): Promise<{ note: string; size: number }> {
    const checkpoint = await this.checkpoints.newestCosigned(this.config.transparency.witnessQuorum);
    if (!checkpoint) throw AppError.notFound(MESSAGES.transparency.noCheckpoint);
    return { note: checkpoint.note + checkpoint.lines.join(''), size: checkpoint.size };
  }

  /** The checkpoints' verifier key, for the newest signing key (C2SP signed-note). */
  async verifierKey(): Promise<string> {
    const publicKey = await this.keys.newest();
    if (!publicKey) throw AppError.notFound(MESSAGES.transparency.noCheckpoint);
    return noteVerifierKey(this.config.transparency.origin, publicKey);
  }

  /** A tile of hashes or an entry bundle; not found when the log does not hold it (yet). */
  async tile(address: TileAddress): Promise<Buffer> {
    const width = address.width ?? TILE_WIDTH;
    if (address.level === 'entries') {
      const leaves = await this.leaves.range(address.index * TILE_WIDTH, address.index * TILE_WIDTH + width);
      if (leaves.length !== width) throw AppError.notFound(MESSAGES.transparency.tileNotFound);
      return Buffer.from(encodeEntryBundle(leaves.map((leaf) => Buffer.from(leaf, 'utf8'))));
    }
    const hashes = await this.tileRows.hashes(address.level, address.index);
    if (!hashes || hashes.length < width * HASH_BYTES) throw AppError.notFound(MESSAGES.transparency.tileNotFound);
    return hashes.subarray(0, width * HASH_BYTES);
  }
}
