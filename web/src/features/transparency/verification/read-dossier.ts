import { type Dossier, dossierProblems } from '@contracts/transparency/verify';
import { transparency as TRANSPARENCY_TEXT } from '@/messages/transparency';

const t = TRANSPARENCY_TEXT.dossier;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** What the verifier reads before trusting a field: the parts dossierProblems walks through. */
function hasDossierShape(value: unknown): value is Dossier {
  if (!isObject(value) || typeof value.signature !== 'string' || !isObject(value.content)) return false;
  const { content } = value;
  const head = content.head;
  return (
    isObject(content.contest) &&
    typeof content.contest.title === 'string' &&
    isObject(head) &&
    typeof head.root === 'string' &&
    typeof head.key_id === 'string' &&
    typeof head.signature === 'string' &&
    Number.isSafeInteger(head.size) &&
    typeof content.public_key === 'string' &&
    Array.isArray(content.leaves) &&
    content.leaves.every(isObject) &&
    Array.isArray(content.participants) &&
    content.participants.every(isObject) &&
    Array.isArray(content.proof) &&
    content.proof.every((hash) => typeof hash === 'string')
  );
}

export type DossierReading = { dossier: Dossier; problems: string[] } | { error: string };

/** A dossier file's text, parsed and checked: every problem found (none: verified), or why it cannot be checked. */
export function readDossier(text: string): DossierReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: t.notJson };
  }
  if (!isObject(value) || !isObject(value.content) || value.content.format !== 'bebe-star/results-dossier/v1') {
    return { error: t.notDossier };
  }
  if (!hasDossierShape(value)) return { error: t.damaged };
  try {
    return { dossier: value, problems: dossierProblems(value) };
  } catch {
    // A field of the wrong type deeper in (a hash that is not text…): the file was not made by the log.
    return { error: t.damaged };
  }
}
