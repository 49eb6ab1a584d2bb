import { type Hash, hashChildren, type RangeHash, splitPoint } from './merkle';
import { TILE_WIDTH, tilePath } from './tile-paths';

const TILE_HEIGHT = 8;
const HASH_BYTES = 32;

/** Fetches a resource under the log's prefix (`tile/0/001`, `tile/entries/002.p/17`), as bytes. */
export type FetchTile = (path: string) => Promise<Uint8Array>;

function perfectRoot(hashes: Hash[]): Hash {
  let level = hashes;
  while (level.length > 1) {
    const up: Hash[] = [];
    for (let i = 0; i < level.length; i += 2) up.push(hashChildren(level[i], level[i + 1]));
    level = up;
  }
  return level[0];
}

/**
 * The hash of any range of leaves of the tree of `size` leaves, computed from the log's tiles (C2SP
 * tlog-tiles) as a reader downloads them: the full tiles, and the partial tiles of that size at the
 * right edge. What a browser or a monitor makes proofs from, with no trust in the log's own answers:
 * a proof made from wrong tiles does not verify against a root it already trusts.
 */
export function tileRanges(size: number, fetchTile: FetchTile): RangeHash {
  const tiles = new Map<string, Promise<Hash[]>>();
  const tile = (level: number, index: number): Promise<Hash[]> => {
    const hashesAtLevel = Math.floor(size / TILE_WIDTH ** level);
    const width = Math.min(TILE_WIDTH, hashesAtLevel - index * TILE_WIDTH);
    const path = tilePath({ level, index, ...(width < TILE_WIDTH ? { width } : {}) });
    let read = tiles.get(path);
    if (!read) {
      read = fetchTile(path).then((bytes) => {
        if (bytes.length !== width * HASH_BYTES)
          throw new Error(`${path}: ${bytes.length} bytes, ${width * HASH_BYTES} expected`);
        return Array.from({ length: width }, (_, i) => bytes.subarray(i * HASH_BYTES, (i + 1) * HASH_BYTES));
      });
      tiles.set(path, read);
    }
    return read;
  };
  const subtree = async (height: number, start: number): Promise<Hash> => {
    const level = Math.floor(height / TILE_HEIGHT);
    const first = start / 2 ** (level * TILE_HEIGHT);
    const width = 2 ** (height - level * TILE_HEIGHT);
    const hashes = await tile(level, Math.floor(first / TILE_WIDTH));
    const offset = first % TILE_WIDTH;
    return perfectRoot(hashes.slice(offset, offset + width));
  };
  const range = async (start: number, end: number): Promise<Hash> => {
    const n = end - start;
    const height = Math.log2(n);
    if (Number.isInteger(height) && start % n === 0) return subtree(height, start);
    const k = splitPoint(n);
    const [left, right] = await Promise.all([range(start, start + k), range(start + k, end)]);
    return hashChildren(left, right);
  };
  return range;
}
