import {
  NOTE_COSIGNATURE_V1,
  type NoteVerifierKey,
  parseCheckpoint,
  parseNote,
  parseNoteVerifierKey,
} from '@contracts/transparency/signed-note';
import { type DossierContent, sealCosigners } from '@contracts/transparency/verify';
import { transparency as TRANSPARENCY_TEXT } from '@/messages/transparency';
import type { LogKeys } from '../api/log-keys';

const t = TRANSPARENCY_TEXT.seal;

/** A witness's verifier key a reader pasted (the one the court officer handed over): read, or why it cannot be. */
export function readWitnessKey(text: string): { key: NoteVerifierKey } | { error: string } {
  const key = parseNoteVerifierKey(text);
  if (!key) return { error: t.badKey };
  return key.type === NOTE_COSIGNATURE_V1 ? { key } : { error: t.notWitness };
}

/** The court officer's witness key the close is checked with: the reader's, else the site's (read now or kept). */
export interface CourtKey {
  key: NoteVerifierKey;
  given: boolean;
}

export function courtKeyOf(given: NoteVerifierKey | null, keys: LogKeys | null): CourtKey | null {
  if (given) return { key: given, given: true };
  const published = keys?.witnesses.find((witness) => witness.name === keys.court_witness);
  const key = published && parseNoteVerifierKey(published.verifier_key);
  return key ? { key, given: false } : null;
}

/**
 * The witnesses whose cosignature of the close must verify: the court officer's, when the dossier carries a
 * close (one published before closes were sealed has none, and is not refused for it), or when the reader
 * gave its key (then a dossier without a close is refused).
 */
export const requiredWitnesses = (content: DossierContent, court: CourtKey | null): NoteVerifierKey[] =>
  court && (court.given || typeof content.checkpoint === 'string') ? [court.key] : [];

export interface SealedClose {
  /** The closing checkpoint's size; null when it cannot be read (dossierProblems says why). */
  size: number | null;
  /** The witnesses whose cosignature of the close verifies, when, and which one is the court officer's. */
  cosigners: { name: string; time: number; court: boolean }[];
}

/**
 * What the dossier's close shows, with the witnesses' keys the site publishes (or this browser kept) and the
 * court officer's: null when the dossier carries no closing checkpoint.
 */
export function sealedClose(content: DossierContent, keys: LogKeys | null, court: CourtKey | null): SealedClose | null {
  if (typeof content.checkpoint !== 'string') return null;
  const note = parseNote(content.checkpoint);
  const checkpoint = note && parseCheckpoint(note.text);
  // A key the reader gave stands for its witness's name: the site's key of that name is not the court officer's.
  const published = (keys?.witnesses ?? []).filter((witness) => !court?.given || witness.name !== court.key.name);
  const witnesses = published.flatMap(({ verifier_key }) => parseNoteVerifierKey(verifier_key) ?? []);
  if (court?.given) witnesses.push(court.key);
  return {
    size: checkpoint ? checkpoint.size : null,
    cosigners: sealCosigners(content, witnesses).map((cosigner) => ({
      ...cosigner,
      court: cosigner.name === court?.key.name,
    })),
  };
}
