import type { components } from '@contracts/api-schema';
import {
  type VoteLeaf,
  voteLeafHash,
  type VoteLeafV1,
  type VoteLeafV2,
  type VoteLeafV3,
} from '@contracts/transparency/leaf';
import {
  fromHex,
  type Hash,
  hashChildren,
  inclusionProof,
  multiProof,
  splitPoint,
  toHex,
} from '@contracts/transparency/merkle';
import {
  cosignatureLine,
  formatCheckpoint,
  NOTE_COSIGNATURE_V1,
  noteVerifierKey,
  signNote,
} from '@contracts/transparency/signed-note';
import { keyFingerprint, keyIdOf, toBase64, type TreeHead, treeHeadMessage } from '@contracts/transparency/tree-head';
import { countsFromLeaves, type Dossier, dossierMessage } from '@contracts/transparency/verify';
import { ed25519 } from '@noble/curves/ed25519';

/** A signing key of the tests' own: the deployment's never leaves its worker. */
const SECRET = new Uint8Array(32).fill(7);
const PUBLIC_KEY = ed25519.getPublicKey(SECRET);

/** The test key as GET /api/transparency/keys lists it. */
export const TEST_KEY: components['schemas']['TransparencyKeyResponse'] = {
  key_id: keyIdOf(PUBLIC_KEY),
  algorithm: 'ed25519',
  public_key: toBase64(PUBLIC_KEY),
  fingerprint: keyFingerprint(PUBLIC_KEY),
  created_at: '2026-11-01T00:00:00.000Z',
};

/** The log's name: the origin line of its checkpoints. */
export const ORIGIN = 'bebe-star.example/api/transparency/log';

/** A witness of the tests' own: its name, its signing seed and its verifier key (C2SP cosignature/v1). */
export interface TestWitness {
  name: string;
  seed: Uint8Array;
  key: string;
}

const testWitness = (name: string, fill: number): TestWitness => {
  const seed = new Uint8Array(32).fill(fill);
  return { name, seed, key: noteVerifierKey(name, ed25519.getPublicKey(seed), NOTE_COSIGNATURE_V1) };
};

/** The court officer's witness, a parents' association's, and one the log never submitted to. */
export const COURT_WITNESS = testWitness('huissier.example/temoin', 11);
export const PARENTS_WITNESS = testWitness('parents.example/temoin', 13);
export const STRANGER_WITNESS = testWitness('autre.example/temoin', 17);

/** When the witnesses cosigned the close: 27 November 2026 at 10:06 UTC. */
export const SEALED_AT = Date.UTC(2026, 10, 27, 10, 6) / 1000;

const common = (id: number) => ({
  id,
  kind: 'free' as const,
  weight: 1,
  contest: 4,
  participant: 12,
  at: `2026-11-27T10:00:${String(id).padStart(2, '0')}.000Z`,
  ref: null,
  payment: null,
});

/** A leaf of a row written before the phone number was the voter: the account and the device. */
export const leaf = (id: number, overrides: Partial<VoteLeafV1> = {}): VoteLeafV1 => ({
  v: 1,
  ...common(id),
  voter: 'a'.repeat(32),
  device: 'b'.repeat(32),
  ...overrides,
});

/** A leaf of a row written after that, before the channel was recorded: the phone number. */
export const leafV2 = (id: number, overrides: Partial<VoteLeafV2> = {}): VoteLeafV2 => ({
  v: 2,
  ...common(id),
  number: 'd'.repeat(32),
  ...overrides,
});

/** A leaf of a row written since every phone votes: the phone number and the channel. */
export const leafV3 = (id: number, overrides: Partial<VoteLeafV3> = {}): VoteLeafV3 => ({
  v: 3,
  ...common(id),
  number: 'd'.repeat(32),
  channel: 'web',
  ...overrides,
});

/** RFC 9162's root of the leaves, as the RFC defines it. */
function rootOf(hashes: Hash[]): Hash {
  if (hashes.length === 1) return hashes[0];
  const k = splitPoint(hashes.length);
  return hashChildren(rootOf(hashes.slice(0, k)), rootOf(hashes.slice(k)));
}

/**
 * The contest a test dossier is about. Spread into the dossier, not written in it: a field the
 * dossier's format drops (its close time is being moved out) must not fail these tests' typing.
 */
const CONTEST = {
  title: 'Concours Bébés Filles — Saison sèche',
  start_date: '2026-11-01T00:00:00.000Z',
  end_date: '2026-11-27T10:01:00.000Z',
  closed_at: '2026-11-27T10:05:00.000Z',
  rules: ['Un vote gratuit toutes les 10 minutes.'],
};

/** The log holding `leaves` in this order, its head signed with the test key. */
export function signedLog(leaves: VoteLeaf[]) {
  const hashes = leaves.map(voteLeafHash);
  const range = (start: number, end: number) => Promise.resolve(rootOf(hashes.slice(start, end)));
  const unsigned = {
    size: leaves.length,
    root: toHex(rootOf(hashes)),
    time: '2026-11-27T10:05:00.000Z',
    key_id: TEST_KEY.key_id,
  };
  const head: TreeHead = {
    ...unsigned,
    signature: toBase64(ed25519.sign(treeHeadMessage(unsigned), SECRET)),
  };

  /** GET /api/transparency/receipts/{id} for the leaf at `index`. */
  const receipt = async (
    index: number,
    beside: Pick<components['schemas']['ReceiptProofResponse'], 'participant_name' | 'standing'> = {
      participant_name: null,
      standing: null,
    },
  ): Promise<components['schemas']['ReceiptProofResponse']> => ({
    ...beside,
    index,
    leaf: leaves[index],
    leaf_hash: toHex(hashes[index]),
    head,
    public_key: TEST_KEY.public_key,
    proof: (await inclusionProof(index, leaves.length, range)).map(toHex),
  });

  /**
   * The results dossier of `contest`: its leaves, proved together, the counts they give, signed;
   * `edit` changes its content before it is signed (a dossier the key signed, wrong all the same).
   */
  const dossier = async (
    contest: number,
    names: Record<number, string>,
    edit?: (content: Dossier['content']) => void,
  ): Promise<Dossier> => {
    const entries = leaves.flatMap((one, index) => (one.contest === contest ? [{ index, leaf: one }] : []));
    const counts = [...countsFromLeaves(entries.map((entry) => entry.leaf)).values()].sort((a, b) => b.total - a.total);
    const content: Dossier['content'] = {
      format: 'bebe-star/results-dossier/v1',
      contest: { ...CONTEST, id: contest },
      winners: [
        { rank: 1, participant: counts[0].participant, name: names[counts[0].participant], prize: '100 000 F CFA' },
      ],
      participants: counts.map((count, rank) => ({ ...count, name: names[count.participant], rank: rank + 1 })),
      head,
      public_key: TEST_KEY.public_key,
      leaves: entries,
      proof: (
        await multiProof(
          entries.map((entry) => entry.index),
          leaves.length,
          range,
        )
      ).map(toHex),
    };
    edit?.(content);
    return { content, signature: toBase64(ed25519.sign(dossierMessage(content), SECRET)) };
  };

  /**
   * The checkpoint that seals the head (C2SP tlog-checkpoint, of its size and root), signed with the test
   * key and cosigned by `witnesses` at SEALED_AT: what a dossier's `checkpoint` carries.
   */
  const seal = (witnesses: TestWitness[]) => {
    const text = formatCheckpoint({ origin: ORIGIN, size: head.size, root: fromHex(head.root), extensions: [] });
    return `${signNote(text, ORIGIN, SECRET)}${witnesses.map(({ name, seed }) => cosignatureLine(name, seed, text, SEALED_AT)).join('')}`;
  };

  return { head, receipt, dossier, seal };
}
