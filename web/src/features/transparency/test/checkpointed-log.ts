import { leafBytes, type VoteLeaf, voteLeafHash } from '@contracts/transparency/leaf';
import { formatLogProof } from '@contracts/transparency/log-proof';
import { type Hash, hashChildren, inclusionProof, splitPoint } from '@contracts/transparency/merkle';
import { cosignatureLine, formatCheckpoint, noteVerifierKey, signNote } from '@contracts/transparency/signed-note';
import { ed25519 } from '@noble/curves/ed25519';
import { COURT_WITNESS, ORIGIN, SEALED_AT } from './signed-log';

export { ORIGIN } from './signed-log';

/** The tests' own log key: the deployment's never leaves its worker. */
const LOG_SEED = new Uint8Array(32).fill(9);

/** The one witness, the court officer's. */
export const WITNESS_NAME = COURT_WITNESS.name;

/** GET /api/transparency/log/verifier-key */
export const LOG_KEY = noteVerifierKey(ORIGIN, ed25519.getPublicKey(LOG_SEED));

/** GET /api/transparency/log/witnesses: one witness, whose cosignature is required. */
export const WITNESSES = {
  witnesses: [{ name: WITNESS_NAME, verifier_key: COURT_WITNESS.key }],
  quorum: 1,
  court_witness: WITNESS_NAME,
};

function rootOf(hashes: Hash[]): Hash {
  if (hashes.length === 1) return hashes[0];
  const k = splitPoint(hashes.length);
  return hashChildren(rootOf(hashes.slice(0, k)), rootOf(hashes.slice(k)));
}

/**
 * The log holding `leaves` in this order as the open standards serve it: its checkpoints signed with
 * the test log key and cosigned by the test witness, its offline proofs (C2SP tlog-proof), its tiles.
 */
export function checkpointedLog(leaves: VoteLeaf[]) {
  const hashes = leaves.map(voteLeafHash);
  const range = (start: number, end: number) => Promise.resolve(rootOf(hashes.slice(start, end)));

  /** The checkpoint of the first `size` leaves (another root when given: a fork), signed and cosigned. */
  const checkpoint = (size = leaves.length, root = rootOf(hashes.slice(0, size))) => {
    const text = formatCheckpoint({ origin: ORIGIN, size, root, extensions: [] });
    return `${signNote(text, ORIGIN, LOG_SEED)}${cosignatureLine(WITNESS_NAME, COURT_WITNESS.seed, text, SEALED_AT)}`;
  };

  /** GET /api/transparency/receipts/{id}/proof for the leaf at `index`, in the checkpoint of `size` leaves. */
  const proof = async (index: number, size = leaves.length) =>
    formatLogProof({
      entry: leafBytes(leaves[index]),
      index,
      proof: await inclusionProof(index, size, range),
      checkpoint: checkpoint(size),
    });

  /** The level-0 tile of a log of `size` leaves (fewer than 256): their hashes end to end. */
  const tile = (size = leaves.length) => {
    const bytes = new Uint8Array(size * 32);
    hashes.slice(0, size).forEach((hash, i) => bytes.set(hash, i * 32));
    return bytes;
  };

  return { checkpoint, proof, tile, root: (size = leaves.length) => rootOf(hashes.slice(0, size)) };
}
