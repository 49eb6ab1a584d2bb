import { sha256 } from '@noble/hashes/sha2';

/**
 * The Merkle tree of the vote log, as RFC 9162 (Certificate Transparency 2.0) §2.1 defines it: a leaf
 * hashes as SHA-256(0x00 ‖ leaf), a node as SHA-256(0x01 ‖ left ‖ right), so that no leaf can pass for
 * a node; a tree of n leaves splits at k, the largest power of two below n. What follows is what the
 * API, the worker, the command line and the browser all verify with: one implementation, no server.
 */
export type Hash = Uint8Array;

const LEAF_PREFIX = Uint8Array.of(0);
const NODE_PREFIX = Uint8Array.of(1);

function concat(...parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

export function hashLeaf(leaf: Uint8Array): Hash {
  return sha256(concat(LEAF_PREFIX, leaf));
}

export function hashChildren(left: Hash, right: Hash): Hash {
  return sha256(concat(NODE_PREFIX, left, right));
}

/** The largest power of two strictly below n (n ≥ 2): where a tree of n leaves splits. */
export function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function fromHex(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) throw new Error(`not hexadecimal: ${hex.slice(0, 16)}`);
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function sameHash(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

const odd = (n: number) => n % 2 === 1;
const half = (n: number) => Math.floor(n / 2);

/**
 * The root an inclusion proof leads to (RFC 9162 §2.1.3.2), or null when the proof does not fit the
 * index and size. Compare it with the tree head's root.
 */
export function rootFromInclusionProof(index: number, size: number, leafHash: Hash, proof: Hash[]): Hash | null {
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(size) || index < 0 || index >= size) return null;
  let fn = index;
  let sn = size - 1;
  let root = leafHash;
  for (const sibling of proof) {
    if (sn === 0) return null;
    if (odd(fn) || fn === sn) {
      root = hashChildren(sibling, root);
      if (!odd(fn)) {
        while (!odd(fn) && fn !== 0) {
          fn = half(fn);
          sn = half(sn);
        }
      }
    } else {
      root = hashChildren(root, sibling);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 ? root : null;
}

/** Whether a consistency proof shows the tree of `first` leaves is a prefix of the tree of `second` (§2.1.4.2). */
export function verifyConsistency(
  first: number,
  second: number,
  firstRoot: Hash,
  secondRoot: Hash,
  proof: Hash[],
): boolean {
  if (!Number.isSafeInteger(first) || !Number.isSafeInteger(second) || first < 1 || first > second) return false;
  if (first === second) return proof.length === 0 && sameHash(firstRoot, secondRoot);
  // A first tree whose size is a power of two is a node of the second: its root starts the path.
  const path = isPowerOfTwo(first) ? [firstRoot, ...proof] : proof;
  if (path.length === 0) return false;
  let fn = first - 1;
  let sn = second - 1;
  while (odd(fn)) {
    fn = half(fn);
    sn = half(sn);
  }
  let fr = path[0];
  let sr = path[0];
  for (const node of path.slice(1)) {
    if (sn === 0) return false;
    if (odd(fn) || fn === sn) {
      fr = hashChildren(node, fr);
      sr = hashChildren(node, sr);
      if (!odd(fn)) {
        while (!odd(fn) && fn !== 0) {
          fn = half(fn);
          sn = half(sn);
        }
      }
    } else {
      sr = hashChildren(sr, node);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 && sameHash(fr, firstRoot) && sameHash(sr, secondRoot);
}

function isPowerOfTwo(n: number): boolean {
  return n > 0 && 2 ** Math.round(Math.log2(n)) === n;
}

/**
 * The hash of the leaves [start, end): a function of the tree that proofs are made from. The worker's
 * answers it from stored tiles; a test's, from the leaves themselves.
 */
export type RangeHash = (start: number, end: number) => Promise<Hash>;

/** RFC 9162 §2.1.3.1: the audit path of leaf `index` in the tree of `size` leaves. */
export async function inclusionProof(index: number, size: number, range: RangeHash): Promise<Hash[]> {
  let start = 0;
  let end = size;
  let m = index;
  const siblings: Promise<Hash>[] = [];
  while (end - start > 1) {
    const k = splitPoint(end - start);
    if (m < k) {
      siblings.push(range(start + k, end));
      end = start + k;
    } else {
      siblings.push(range(start, start + k));
      start += k;
      m -= k;
    }
  }
  return (await Promise.all(siblings)).reverse();
}

/** RFC 9162 §2.1.4.1: the proof that the tree of `first` leaves is a prefix of the tree of `second`. */
export async function consistencyProof(first: number, second: number, range: RangeHash): Promise<Hash[]> {
  const nodes: Promise<Hash>[] = [];
  let start = 0;
  let end = second;
  let m = first;
  let whole = true;
  while (m !== end - start) {
    const k = splitPoint(end - start);
    if (m <= k) {
      nodes.push(range(start + k, end));
      end = start + k;
    } else {
      nodes.push(range(start, start + k));
      start += k;
      m -= k;
      whole = false;
    }
  }
  if (!whole) nodes.push(range(start, end));
  return (await Promise.all(nodes)).reverse();
}

/** Hashes a multi-proof asks for at once. */
const MULTI_PROOF_BATCH = 10_000;

/**
 * Many leaves proved at once against one root (the dossier's leaves of one contest): the hashes of the
 * largest subtrees holding none of them, left to right, depth first. `known` must be sorted, distinct
 * and below `size`.
 */
export async function multiProof(known: number[], size: number, range: RangeHash): Promise<Hash[]> {
  const ranges: [number, number][] = [];
  const walk = (start: number, end: number, from: number, to: number) => {
    if (from === to) {
      ranges.push([start, end]);
      return;
    }
    if (end - start === 1) return;
    const middle = start + splitPoint(end - start);
    const split = lowerBound(known, middle, from, to);
    walk(start, middle, from, split);
    walk(middle, end, split, to);
  };
  if (size > 0) walk(0, size, 0, known.length);
  // A contest's votes spread over a long log need millions of hashes: asked for a batch at a time.
  const hashes: Hash[] = [];
  for (let first = 0; first < ranges.length; first += MULTI_PROOF_BATCH) {
    const batch = ranges.slice(first, first + MULTI_PROOF_BATCH);
    hashes.push(...(await Promise.all(batch.map(([start, end]) => range(start, end)))));
  }
  return hashes;
}

/**
 * The root a multi-proof leads to from the known leaves' hashes (same order as their indices), or null
 * when the proof has too few or too many hashes.
 */
export function rootFromMultiProof(known: { index: number; hash: Hash }[], size: number, proof: Hash[]): Hash | null {
  if (!Number.isSafeInteger(size) || size < 1) return null;
  for (let i = 0; i < known.length; i += 1) {
    const { index } = known[i];
    if (!Number.isSafeInteger(index) || index < 0 || index >= size || (i > 0 && index <= known[i - 1].index))
      return null;
  }
  const indices = known.map((leaf) => leaf.index);
  let next = 0;
  const walk = (start: number, end: number, from: number, to: number): Hash | null => {
    if (from === to) return next < proof.length ? proof[next++] : null;
    if (end - start === 1) return known[from].hash;
    const middle = start + splitPoint(end - start);
    const split = lowerBound(indices, middle, from, to);
    const left = walk(start, middle, from, split);
    const right = left && walk(middle, end, split, to);
    return left && right && hashChildren(left, right);
  };
  const root = walk(0, size, 0, known.length);
  return root && next === proof.length ? root : null;
}

/** The first position in sorted[from, to) whose value is ≥ value. */
function lowerBound(sorted: number[], value: number, from: number, to: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
