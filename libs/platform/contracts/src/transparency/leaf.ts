import canonicalize from 'canonicalize';
import { type Hash, hashLeaf } from './merkle';

export const LEAF_KINDS = ['free', 'paid', 'reversal', 'held', 'release', 'rejection'] as const;
export type LeafKind = (typeof LEAF_KINDS)[number];

/** What a vote came through: the site, a USSD menu or an SMS. */
export const LEAF_CHANNELS = ['web', 'ussd', 'sms'] as const;
export type LeafChannel = (typeof LEAF_CHANNELS)[number];

/** The fields every version of a leaf has. */
interface LeafFields {
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
  payment: string | null;
}

/** Version 1, the rows written before the phone number was the voter: the account and the device. */
export interface VoteLeafV1 extends LeafFields {
  v: 1;
  voter: string | null;
  device: string | null;
}

/** Version 2: the voter is its confirmed phone number (null for a row without one: a pack, a vote without a number). */
export interface VoteLeafV2 extends LeafFields {
  v: 2;
  number: string | null;
}

/**
 * Version 3, the rows written since every phone votes: v2's number, and the channel the vote came
 * through (a reversal's or a decision's: that of the vote it refers to; a pack's: its payment's).
 */
export interface VoteLeafV3 extends LeafFields {
  v: 3;
  number: string | null;
  channel: LeafChannel;
}

/**
 * One row of the vote ledger as the public log holds it: what a verifier needs, and no personal data.
 * The hashed fields are keyed hashes (the deployment's `TRANSPARENCY_SALT`): the voter's (v1: account
 * and device; v2 and v3: phone number) the same for one voter within one contest, so that caps can be
 * checked without naming anyone. A row keeps the version its leaf was made in: the log is never rewritten.
 */
export type VoteLeaf = VoteLeafV1 | VoteLeafV2 | VoteLeafV3;

/** Each version's fields besides the common ones: hashes or null, then the others. */
const HASHED_FIELDS: Record<VoteLeaf['v'], readonly string[]> = {
  1: ['voter', 'device', 'payment'],
  2: ['number', 'payment'],
  3: ['number', 'payment'],
};
const OTHER_FIELDS: Record<VoteLeaf['v'], readonly string[]> = { 1: [], 2: [], 3: ['channel'] };
const COMMON_FIELDS = ['v', 'id', 'kind', 'weight', 'contest', 'participant', 'at', 'ref'];

const encoder = new TextEncoder();

/** A version's keys. */
const fieldsOf = (version: VoteLeaf['v']) => [...COMMON_FIELDS, ...HASHED_FIELDS[version], ...OTHER_FIELDS[version]];

/** Each version's keys in RFC 8785's order (UTF-16 code units: these are ASCII, so `sort()`'s). */
const SORTED_KEYS = new Map(([1, 2, 3] as const).map((version) => [version, fieldsOf(version).sort()]));

/**
 * The leaf's JSON in the canonical form of RFC 8785 (sorted keys, no spaces): what is hashed and stored.
 * A leaf is flat, its values strings, finite numbers and null, which RFC 8785 writes as `JSON.stringify`
 * does: a copy of it made in sorted key order, written by `JSON.stringify`, is the canonical form, at
 * about a third of a general canonicalizer's cost (every vote's answer and every leaf the log appends
 * make one). Anything else (a file's leaf with a nested value or a key too many, say) goes through the
 * general one.
 */
export function canonicalLeaf(leaf: VoteLeaf): string {
  const keys = SORTED_KEYS.get(leaf.v);
  if (keys === undefined || Object.keys(leaf).length !== keys.length) return canonicalize(leaf)!;
  const values = leaf as unknown as Record<string, unknown>;
  const ordered: Record<string, unknown> = {};
  for (const key of keys) {
    const value = values[key];
    if (!isScalar(value)) return canonicalize(leaf)!;
    ordered[key] = value;
  }
  return JSON.stringify(ordered);
}

/** A value both write alike: no object or array (whose own keys would need sorting), no NaN or infinity. */
function isScalar(value: unknown): boolean {
  return value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

export function leafBytes(leaf: VoteLeaf): Uint8Array {
  return encoder.encode(canonicalLeaf(leaf));
}

export function voteLeafHash(leaf: VoteLeaf): Hash {
  return hashLeaf(leafBytes(leaf));
}

const HASHED = /^[0-9a-f]{32}$/;

/** Why a value read from a file is not a vote leaf of a known version, or null when it is one. */
export function leafProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return 'not an object';
  const leaf = value as Record<string, unknown>;
  const version = leaf.v === 1 || leaf.v === 2 || leaf.v === 3 ? leaf.v : null;
  if (version === null) return 'unknown version';
  const hashed = HASHED_FIELDS[version];
  const integer = (key: string) => Number.isSafeInteger(leaf[key]);
  const hashOrNull = (key: string) => leaf[key] === null || (typeof leaf[key] === 'string' && HASHED.test(leaf[key]));
  if (!integer('id') || !integer('weight') || !integer('contest') || !integer('participant')) return 'bad number';
  if (!LEAF_KINDS.includes(leaf.kind as LeafKind)) return 'unknown kind';
  if (typeof leaf.at !== 'string' || Number.isNaN(Date.parse(leaf.at))) return 'bad time';
  if (!(leaf.ref === null || integer('ref'))) return 'bad reference';
  if (!hashed.every(hashOrNull)) return 'bad hash';
  if (version === 3 && !LEAF_CHANNELS.includes(leaf.channel as LeafChannel)) return 'unknown channel';
  const expected = new Set(fieldsOf(version));
  const keys = Object.keys(leaf);
  return keys.length === expected.size && keys.every((key) => expected.has(key)) ? null : 'unexpected field';
}
