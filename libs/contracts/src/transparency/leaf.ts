import canonicalize from 'canonicalize';
import { type Hash, hashLeaf } from './merkle';

export const LEAF_KINDS = ['free', 'paid', 'reversal', 'held', 'release', 'rejection'] as const;
export type LeafKind = (typeof LEAF_KINDS)[number];

/**
 * One row of the vote ledger as the public log holds it: what a verifier needs, and no personal data.
 * The voter, the device and the payment are keyed hashes (the deployment's `TRANSPARENCY_SALT`), the
 * same for one voter or device within one contest, so that caps can be checked without naming anyone.
 */
export interface VoteLeaf {
  /** The format's version. */
  v: 1;
  /** The ledger row's id: the receipt's number. */
  id: number;
  kind: LeafKind;
  /** What the row adds to the participant's count (negative for a reversal, 0 for a held vote or a rejection). */
  weight: number;
  contest: number;
  /** The participant's public number, the one in the vote page's address. */
  participant: number;
  /** When the row was written (ISO 8601, milliseconds). */
  at: string;
  /** The row a reversal cancels, or the held vote a release or a rejection decides. */
  ref: number | null;
  voter: string | null;
  device: string | null;
  payment: string | null;
}

const encoder = new TextEncoder();

/** The leaf's JSON in the canonical form of RFC 8785 (sorted keys, no spaces): what is hashed and stored. */
export function canonicalLeaf(leaf: VoteLeaf): string {
  return canonicalize(leaf)!;
}

export function leafBytes(leaf: VoteLeaf): Uint8Array {
  return encoder.encode(canonicalLeaf(leaf));
}

export function voteLeafHash(leaf: VoteLeaf): Hash {
  return hashLeaf(leafBytes(leaf));
}

const HASHED = /^[0-9a-f]{32}$/;

/** Why a value read from a file is not a vote leaf, or null when it is one. */
export function leafProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return 'not an object';
  const leaf = value as Record<string, unknown>;
  const integer = (key: string) => Number.isSafeInteger(leaf[key]);
  const hashOrNull = (key: string) => leaf[key] === null || (typeof leaf[key] === 'string' && HASHED.test(leaf[key]));
  if (leaf.v !== 1) return 'unknown version';
  if (!integer('id') || !integer('weight') || !integer('contest') || !integer('participant')) return 'bad number';
  if (!LEAF_KINDS.includes(leaf.kind as LeafKind)) return 'unknown kind';
  if (typeof leaf.at !== 'string' || Number.isNaN(Date.parse(leaf.at))) return 'bad time';
  if (!(leaf.ref === null || integer('ref'))) return 'bad reference';
  if (!hashOrNull('voter') || !hashOrNull('device') || !hashOrNull('payment')) return 'bad hash';
  return Object.keys(leaf).length === 11 ? null : 'unexpected field';
}
