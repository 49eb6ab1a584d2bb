import { consistencyProof, sameHash, verifyConsistency } from '@contracts/transparency/merkle';
import { type NoteVerifierKey, openNote, parseCheckpoint } from '@contracts/transparency/signed-note';
import { type FetchTile, tileRanges } from '@contracts/transparency/tile-client';
import { fromBase64, toBase64 } from '@contracts/transparency/tree-head';

/** The last checkpoint of the log this browser saw and checked: its origin, size and root (base64). */
export interface FollowedCheckpoint {
  origin: string;
  size: number;
  root: string;
  /** When it was checked (ISO 8601). */
  checkedAt: string;
}

/** What the log's latest checkpoint showed, against the one remembered. */
export type Following =
  /** The log only grew since the one remembered (or none was): this one is remembered now. */
  | { status: 'followed'; checkpoint: FollowedCheckpoint }
  /** Another history than the one remembered (same size another root, smaller, or not its prefix). */
  | { status: 'fork'; seen: FollowedCheckpoint; shown: number }
  /** The checkpoint is not signed by the log's key. */
  | { status: 'bad-signature' }
  /** The tiles needed to check it could not be read: the one remembered stays. */
  | { status: 'unchecked'; seen: FollowedCheckpoint };

const STORAGE = 'transparency_followed_checkpoint';

export function rememberedCheckpoint(): FollowedCheckpoint | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE) ?? 'null') as Partial<FollowedCheckpoint> | null;
    return typeof value?.origin === 'string' &&
      Number.isSafeInteger(value.size) &&
      typeof value.root === 'string' &&
      typeof value.checkedAt === 'string'
      ? (value as FollowedCheckpoint)
      : null;
  } catch {
    return null;
  }
}

function remember(checkpoint: FollowedCheckpoint): Following {
  try {
    localStorage.setItem(STORAGE, JSON.stringify(checkpoint));
  } catch {
    // Storage full or refused: this visit's check stands, the next visit starts again.
  }
  return { status: 'followed', checkpoint };
}

/**
 * Checks the log's latest checkpoint (its signed note) against the one this browser remembers: signed
 * by the log's key, and a continuation of the remembered one, proved from the log's tiles (C2SP
 * tlog-tiles) with no trust in the log's own answers. Only a checkpoint that passes is remembered.
 */
export async function followCheckpoint(
  note: string,
  logKey: NoteVerifierKey,
  fetchTile: FetchTile,
  now = new Date(),
): Promise<Following> {
  const opened = openNote(note, logKey);
  const checkpoint = opened === null ? null : parseCheckpoint(opened);
  if (!checkpoint || checkpoint.origin !== logKey.name) return { status: 'bad-signature' };
  const shown: FollowedCheckpoint = {
    origin: checkpoint.origin,
    size: checkpoint.size,
    root: toBase64(checkpoint.root),
    checkedAt: now.toISOString(),
  };
  const seen = rememberedCheckpoint();
  // Another log (another site's, or its address changed): nothing to compare with.
  if (!seen || seen.origin !== shown.origin || seen.size === 0) return remember(shown);
  const fork: Following = { status: 'fork', seen, shown: shown.size };
  if (shown.size < seen.size) return fork;
  let seenRoot: Uint8Array;
  try {
    seenRoot = fromBase64(seen.root);
  } catch {
    return remember(shown);
  }
  if (shown.size === seen.size) return sameHash(seenRoot, checkpoint.root) ? remember(shown) : fork;
  let proof: Uint8Array[];
  try {
    proof = await consistencyProof(seen.size, shown.size, tileRanges(shown.size, fetchTile));
  } catch {
    return { status: 'unchecked', seen };
  }
  return verifyConsistency(seen.size, shown.size, seenRoot, checkpoint.root, proof) ? remember(shown) : fork;
}
