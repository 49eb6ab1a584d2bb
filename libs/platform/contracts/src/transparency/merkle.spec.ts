import fc from 'fast-check';
import {
  consistencyProof,
  type Hash,
  hashChildren,
  hashLeaf,
  inclusionProof,
  multiProof,
  rootFromInclusionProof,
  rootFromMultiProof,
  sameHash,
  splitPoint,
  toHex,
  verifyConsistency,
} from './merkle';

/** RFC 9162's MTH written as the RFC writes it, recursively over the leaves: the reference. */
function referenceRoot(leaves: Hash[]): Hash {
  if (leaves.length === 1) return leaves[0];
  const k = splitPoint(leaves.length);
  return hashChildren(referenceRoot(leaves.slice(0, k)), referenceRoot(leaves.slice(k)));
}

const treeOf = (leaves: Hash[]) => (start: number, end: number) =>
  Promise.resolve(referenceRoot(leaves.slice(start, end)));

const leafHashes = (count: number, seed: number) =>
  Array.from({ length: count }, (_, i) => hashLeaf(new TextEncoder().encode(`leaf ${seed}:${i}`)));

/** The same proof with one byte of one hash changed. */
function tampered(proof: Hash[], which: number): Hash[] {
  return proof.map((hash, i) =>
    i === which % proof.length ? Uint8Array.from(hash, (b, j) => (j === 0 ? b ^ 1 : b)) : hash,
  );
}

describe('the vote log Merkle tree (RFC 9162)', () => {
  it('hashes leaves and nodes with distinct prefixes (the RFC 6962 test vector of an empty leaf)', () => {
    expect(toHex(hashLeaf(new Uint8Array(0)))).toBe('6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d');
  });

  it('proves every leaf of a random tree, and refuses a proof with any hash, the index or the leaf changed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 70 }), fc.nat(), fc.nat(), async (size, seed, pick) => {
        const leaves = leafHashes(size, seed);
        const root = referenceRoot(leaves);
        for (let index = 0; index < size; index += 1) {
          const proof = await inclusionProof(index, size, treeOf(leaves));
          expect(sameHash(rootFromInclusionProof(index, size, leaves[index], proof)!, root)).toBe(true);
        }
        const index = pick % size;
        const proof = await inclusionProof(index, size, treeOf(leaves));
        const accepts = (i: number, n: number, leaf: Hash, path: Hash[]) => {
          const computed = rootFromInclusionProof(i, n, leaf, path);
          return computed !== null && sameHash(computed, root);
        };
        if (proof.length > 0) expect(accepts(index, size, leaves[index], tampered(proof, pick))).toBe(false);
        if (size > 1) {
          expect(accepts((index + 1) % size, size, leaves[index], proof)).toBe(false);
          expect(accepts(index, size, leaves[(index + 1) % size], proof)).toBe(false);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('proves each tree a prefix of every later one, and refuses a changed proof or root', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 60 }), fc.nat(), fc.nat(), async (second, seed, pick) => {
        const leaves = leafHashes(second, seed);
        const secondRoot = referenceRoot(leaves);
        for (let first = 1; first <= second; first += 1) {
          const firstRoot = referenceRoot(leaves.slice(0, first));
          const proof = await consistencyProof(first, second, treeOf(leaves));
          expect(verifyConsistency(first, second, firstRoot, secondRoot, proof)).toBe(true);
          if (first < second) {
            expect(verifyConsistency(first, second, firstRoot, secondRoot, tampered(proof, pick))).toBe(false);
            const other = leafHashes(second, seed + 1);
            expect(verifyConsistency(first, second, referenceRoot(other.slice(0, first)), secondRoot, proof)).toBe(
              false,
            );
            expect(verifyConsistency(first, second, firstRoot, referenceRoot(other), proof)).toBe(false);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('proves any set of leaves at once, and refuses it with any hash changed or a leaf missing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 90 }),
        fc.nat(),
        fc.array(fc.nat(), { minLength: 1, maxLength: 30 }),
        async (size, seed, picks) => {
          const leaves = leafHashes(size, seed);
          const root = referenceRoot(leaves);
          const known = [...new Set(picks.map((pick) => pick % size))].sort((a, b) => a - b);
          const proof = await multiProof(known, size, treeOf(leaves));
          const entries = known.map((index) => ({ index, hash: leaves[index] }));
          expect(sameHash(rootFromMultiProof(entries, size, proof)!, root)).toBe(true);

          const changed = entries.map((entry, i) =>
            i === 0 ? { ...entry, hash: leaves[(entry.index + 1) % size] } : entry,
          );
          const wrong = rootFromMultiProof(changed, size, proof);
          if (size > 1) expect(wrong !== null && sameHash(wrong, root)).toBe(false);
          if (proof.length > 0) {
            const bad = rootFromMultiProof(entries, size, tampered(proof, seed));
            expect(bad !== null && sameHash(bad, root)).toBe(false);
          }
          if (entries.length > 1) {
            const fewer = rootFromMultiProof(entries.slice(1), size, proof);
            expect(fewer !== null && sameHash(fewer, root)).toBe(false);
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});
