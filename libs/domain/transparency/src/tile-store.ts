import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type Hash, type RangeHash, splitPoint } from '@app/contracts';
import type { EntityManager } from 'typeorm';
import { TransparencyTileRepository } from './transparency-tile.repository';

/** Hashes per tile, and the tree levels a tile spans (2^8 = 256). */
export const TILE_WIDTH = 256;
const TILE_HEIGHT = 8;
const HASH_BYTES = 32;
const NODE_PREFIX = Buffer.of(1);

export function nodeHash(left: Uint8Array, right: Uint8Array): Buffer {
  return createHash('sha256').update(NODE_PREFIX).update(left).update(right).digest();
}

/** The root of a perfect subtree whose bottom hashes are `hashes` (a power of two of them). */
function perfectRoot(hashes: Buffer[]): Buffer {
  let level = hashes;
  while (level.length > 1) {
    const up: Buffer[] = [];
    for (let i = 0; i < level.length; i += 2) up.push(nodeHash(level[i], level[i + 1]));
    level = up;
  }
  return level[0];
}

function split(tile: Buffer): Buffer[] {
  const hashes: Buffer[] = [];
  for (let offset = 0; offset < tile.length; offset += HASH_BYTES)
    hashes.push(tile.subarray(offset, offset + HASH_BYTES));
  return hashes;
}

/**
 * The log's Merkle tree, stored by tiles as the Go checksum database does: level 0 holds the leaves'
 * hashes 256 to a tile, level L the roots of the full tiles of level L−1. Any perfect subtree of
 * 2^h leaves is one tile's run of at most 128 hashes hashed up h mod 8 times, so any root or proof on
 * a tree of ten million leaves reads a handful of tiles. Tiles only grow: the last tile of a level is
 * rewritten as it fills, then never again.
 */
@Injectable()
export class TileStore {
  constructor(private readonly store: TransparencyTileRepository) {}

  /**
   * Adds the hashes of leaves [size, size + leafHashes.length) in the caller's transaction, and the
   * roots of the tiles they fill to the levels above.
   */
  async append(transaction: EntityManager, size: number, leafHashes: Buffer[]): Promise<void> {
    let entries = leafHashes;
    let count = size;
    for (let level = 0; entries.length > 0; level += 1) {
      entries = await this.appendLevel(transaction, level, count, entries);
      count = Math.floor(count / TILE_WIDTH);
    }
  }

  /** Appends to one level; returns the roots of the tiles this filled (the next level's new entries). */
  private async appendLevel(
    transaction: EntityManager,
    level: number,
    count: number,
    entries: Buffer[],
  ): Promise<Buffer[]> {
    let tileIndex = Math.floor(count / TILE_WIDTH);
    let current: Buffer[] = [];
    if (count % TILE_WIDTH > 0) current = split(await this.stored(level, tileIndex, transaction));
    const filled: Buffer[] = [];
    const tiles: { index: number; hashes: Buffer }[] = [];
    for (const entry of entries) {
      current.push(entry);
      if (current.length === TILE_WIDTH) {
        tiles.push({ index: tileIndex, hashes: Buffer.concat(current) });
        filled.push(perfectRoot(current));
        tileIndex += 1;
        current = [];
      }
    }
    if (current.length > 0) tiles.push({ index: tileIndex, hashes: Buffer.concat(current) });
    await this.store.save(transaction, level, tiles);
    return filled;
  }

  /** A stored tile's hashes; a tile the tree needs and the log lacks is an error. */
  private async stored(level: number, index: number, transaction?: EntityManager): Promise<Buffer> {
    const hashes = await this.store.hashes(level, index, transaction);
    if (!hashes) throw new Error(`transparency tile ${level}:${index} is missing`);
    return hashes;
  }

  /**
   * The hash of any range of leaves of a tree of at most the log's size, read from the tiles (each
   * read once per call of the returned function's owner). The empty tree is not a range.
   */
  ranges(transaction?: EntityManager): RangeHash {
    const tiles = new Map<string, Promise<Buffer[]>>();
    const tile = (level: number, index: number) => {
      const key = `${level}:${index}`;
      let read = tiles.get(key);
      if (!read) {
        read = this.stored(level, index, transaction).then(split);
        tiles.set(key, read);
      }
      return read;
    };
    /** The perfect subtree of 2^height leaves starting at leaf `start`. */
    const subtree = async (height: number, start: number): Promise<Buffer> => {
      const level = Math.floor(height / TILE_HEIGHT);
      const below = height - level * TILE_HEIGHT;
      const first = start / 2 ** (level * TILE_HEIGHT);
      const width = 2 ** below;
      const hashes = await tile(level, Math.floor(first / TILE_WIDTH));
      const offset = first % TILE_WIDTH;
      const run = hashes.slice(offset, offset + width);
      if (run.length !== width)
        throw new Error(`transparency tile ${level}:${Math.floor(first / TILE_WIDTH)} is short`);
      return perfectRoot(run);
    };
    const range = async (start: number, end: number): Promise<Hash> => {
      const n = end - start;
      const height = Math.log2(n);
      if (Number.isInteger(height) && start % n === 0) return subtree(height, start);
      const k = splitPoint(n);
      const [left, right] = await Promise.all([range(start, start + k), range(start + k, end)]);
      return nodeHash(left, right);
    };
    return range;
  }
}
