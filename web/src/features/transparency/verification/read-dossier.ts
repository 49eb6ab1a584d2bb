import { DuplicateKeyError, parseJsonStrictly } from '@contracts/transparency/strict-json';
import type { NoteVerifierKey } from '@contracts/transparency/signed-note';
import { claimsToBeDossier, type Dossier, dossierProblems, hasDossierShape } from '@contracts/transparency/verify';
import { transparency as TRANSPARENCY_TEXT } from '@/messages/transparency';

const t = TRANSPARENCY_TEXT.dossier;

export type DossierReading = { dossier: Dossier } | { error: string };

/** A dossier file's text, parsed: the dossier to check, or why it cannot be checked. */
export function readDossier(text: string): DossierReading {
  let value: unknown;
  try {
    // Strictly: a key given twice would let the file show one value and its signature cover another.
    value = parseJsonStrictly(text);
  } catch (error) {
    return { error: error instanceof DuplicateKeyError ? t.duplicateKey(error.key) : t.notJson };
  }
  if (!claimsToBeDossier(value)) return { error: t.notDossier };
  if (!hasDossierShape(value)) return { error: t.damaged };
  return { dossier: value };
}

/**
 * Every problem found in the dossier (none: verified), the close's cosignature by each of `witnesses`
 * required; or why it cannot be checked.
 */
export function checkDossier(
  dossier: Dossier,
  witnesses: NoteVerifierKey[],
): { problems: string[] } | { error: string } {
  try {
    return { problems: dossierProblems(dossier, witnesses) };
  } catch {
    // A field of the wrong type deeper in (a hash that is not text…): the file was not made by the log.
    return { error: t.damaged };
  }
}
