import { LOG_PROOF_HEADER, type LogProofVerdict, verifyLogProof } from '@contracts/transparency/log-proof';
import { parseNoteVerifierKey } from '@contracts/transparency/signed-note';
import type { LogKeys } from '../api/log-keys';

/** Whether a file's or a pasted text is an offline proof (C2SP tlog-proof): by its first line. */
export const isLogProof = (text: string): boolean => text.trimStart().split(/\r?\n/, 1)[0].trim() === LOG_PROOF_HEADER;

/**
 * The proof as the log wrote it: a copy made on another system may end its lines with CR LF, a pasted
 * one lose its last newline. Neither changes what is signed (a note holds no CR, and ends with one newline).
 */
const normalized = (text: string) => `${text.replace(/\r\n/g, '\n').trim()}\n`;

/** An offline proof checked with no network, against the log's and witnesses' keys this browser holds. */
export function readLogProof(text: string, keys: LogKeys): LogProofVerdict {
  const log = parseNoteVerifierKey(keys.log);
  if (!log) throw new Error('the log keys were checked when read');
  return verifyLogProof(normalized(text), {
    log,
    witnesses: keys.witnesses.flatMap(({ verifier_key }) => parseNoteVerifierKey(verifier_key) ?? []),
    quorum: keys.quorum,
  });
}
