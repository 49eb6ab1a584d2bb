/**
 * Where a tiled log's resources live (C2SP `tlog-tiles`): `tile/<L>/<N>[.p/<W>]` for the Merkle tree's
 * tiles and `tile/entries/<N>[.p/<W>]` for the entry bundles, N written in zero-padded groups of three
 * digits, all but the last prefixed with "x" (1234067 → x001/x234/067).
 */
export const TILE_WIDTH = 256;

export interface TileAddress {
  /** The tree level of the tile (0 = leaf hashes), or 'entries' for an entry bundle. */
  level: number | 'entries';
  index: number;
  /** Hashes or entries in a partial tile (1–255); absent for a full tile. */
  width?: number;
}

export function tileIndexPath(index: number): string {
  const groups: string[] = [];
  let rest = index;
  do {
    groups.unshift(String(rest % 1000).padStart(3, '0'));
    rest = Math.floor(rest / 1000);
  } while (rest > 0);
  return groups.map((group, i) => (i < groups.length - 1 ? `x${group}` : group)).join('/');
}

export function tilePath({ level, index, width }: TileAddress): string {
  return `tile/${level}/${tileIndexPath(index)}${width === undefined ? '' : `.p/${width}`}`;
}

/** Reads the part of a tile's path after `tile/`; null when it is not a well-formed tile address. */
export function parseTilePath(path: string): TileAddress | null {
  const match = /^(entries|0|[1-9]\d?)\/((?:x\d{3}\/)*)(\d{3})(?:\.p\/([1-9]\d{0,2}))?$/.exec(path);
  if (!match) return null;
  const [, level, prefix, last, width] = match;
  const digits = `${prefix.replace(/[x/]/g, '')}${last}`;
  const index = Number(digits);
  if (!Number.isSafeInteger(index) || tileIndexPath(index) !== `${prefix}${last}`) return null;
  const numericLevel = level === 'entries' ? 'entries' : Number(level);
  if (numericLevel !== 'entries' && numericLevel > 63) return null;
  if (width !== undefined && Number(width) >= TILE_WIDTH) return null;
  return { level: numericLevel, index, ...(width === undefined ? {} : { width: Number(width) }) };
}

/** An entry bundle: each entry prefixed by its length as a big-endian uint16. */
export function encodeEntryBundle(entries: Uint8Array[]): Uint8Array {
  const bundle = new Uint8Array(entries.reduce((length, entry) => length + 2 + entry.length, 0));
  const view = new DataView(bundle.buffer);
  let offset = 0;
  for (const entry of entries) {
    if (entry.length > 0xffff) throw new Error('a log entry is at most 65,535 bytes');
    view.setUint16(offset, entry.length);
    bundle.set(entry, offset + 2);
    offset += 2 + entry.length;
  }
  return bundle;
}

/** The entries of a bundle; null when its lengths do not add up. */
export function decodeEntryBundle(bundle: Uint8Array): Uint8Array[] | null {
  const view = new DataView(bundle.buffer, bundle.byteOffset, bundle.byteLength);
  const entries: Uint8Array[] = [];
  let offset = 0;
  while (offset < bundle.length) {
    if (offset + 2 > bundle.length) return null;
    const length = view.getUint16(offset);
    if (offset + 2 + length > bundle.length) return null;
    entries.push(bundle.subarray(offset + 2, offset + 2 + length));
    offset += 2 + length;
  }
  return entries;
}
