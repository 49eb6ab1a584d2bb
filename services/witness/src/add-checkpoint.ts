import {
  cosignatureLine,
  fromBase64,
  type NoteVerifierKey,
  openNote,
  parseCheckpoint,
  parseNote,
  sameHash,
  toBase64,
  verifyConsistency,
} from '@app/contracts';
import type { WitnessStore } from './witness-store';

/** An answer of the add-checkpoint call (C2SP tlog-witness): its status, content type and body. */
export interface WitnessAnswer {
  status: 200 | 400 | 403 | 404 | 409 | 422;
  type: string;
  body: string;
}

export interface WitnessIdentity {
  name: string;
  seed: Uint8Array;
  /** The logs this witness follows: their verifier keys, by origin. */
  logs: Map<string, NoteVerifierKey>;
}

const MAX_PROOF_LINES = 63;
const text = (status: WitnessAnswer['status'], body: string): WitnessAnswer => ({
  status,
  type: 'text/plain; charset=utf-8',
  body: `${body}\n`,
});

interface Submission {
  old: number;
  proof: Uint8Array[];
  note: string;
}

/** The request body: "old <size>", the proof's hashes one per line, an empty line, the checkpoint. */
function parseSubmission(body: string): Submission | null {
  const split = body.indexOf('\n\n');
  if (split < 0) return null;
  const [oldLine, ...proofLines] = body.slice(0, split).split('\n');
  const old = /^old (0|[1-9]\d{0,15})$/.exec(oldLine ?? '');
  if (!old || proofLines.length > MAX_PROOF_LINES) return null;
  const proof: Uint8Array[] = [];
  for (const line of proofLines) {
    try {
      const hash = fromBase64(line);
      if (hash.length !== 32) return null;
      proof.push(hash);
    } catch {
      return null;
    }
  }
  return { old: Number(old[1]), proof, note: body.slice(split + 2) };
}

/**
 * Checks a log's submission and cosigns it, or refuses it as the standard says: 404 for a log it does
 * not follow, 403 when no signature of the log's key verifies, 400 for a malformed body or an old size
 * beyond the checkpoint, 409 (with the size it holds) when the old size is not the one it cosigned last
 * or the same size comes with another root, 422 when the consistency proof does not verify. A fork, a
 * rollback and a bad proof are journaled: they are evidence against the log.
 */
export function addCheckpoint(identity: WitnessIdentity, store: WitnessStore, body: string): Promise<WitnessAnswer> {
  const submission = parseSubmission(body);
  const parsed = submission && parseNote(submission.note);
  const checkpoint = parsed && parseCheckpoint(parsed.text);
  if (!submission || !parsed || !checkpoint) {
    return Promise.resolve(text(400, 'Corps illisible : « old <taille> », la preuve, une ligne vide, le checkpoint.'));
  }
  const key = identity.logs.get(checkpoint.origin);
  if (!key) return Promise.resolve(text(404, `Registre inconnu de ce témoin : ${checkpoint.origin}`));
  if (openNote(submission.note, key) === null) {
    return Promise.resolve(text(403, 'Aucune signature du registre ne se vérifie sur ce checkpoint.'));
  }
  if (submission.old > checkpoint.size) {
    return Promise.resolve(text(400, "L'ancienne taille dépasse celle du checkpoint."));
  }
  const root = toBase64(checkpoint.root);
  return store.update(checkpoint.origin, (current) => {
    const time = Math.floor(Date.now() / 1000);
    const refuse = (status: 409 | 422, reason: string) => ({
      journal: { time, origin: checkpoint.origin, size: checkpoint.size, root, outcome: 'refused' as const, reason },
      answer: text(status, reason),
    });
    const held = current?.size ?? 0;
    // Not evidence of anything: the log learns the size this witness holds and proves from there.
    if (submission.old !== held)
      return { answer: { status: 409 as const, type: 'text/x.tlog.size', body: `${held}\n` } };
    if (current && checkpoint.size === current.size && !sameHash(checkpoint.root, fromBase64(current.root))) {
      return refuse(409, `Fourche : une autre racine pour la taille ${current.size}, déjà cosignée.`);
    }
    const consistent =
      held === 0
        ? submission.proof.length === 0
        : verifyConsistency(held, checkpoint.size, fromBase64(current!.root), checkpoint.root, submission.proof);
    if (!consistent) return refuse(422, `La preuve de cohérence de ${held} à ${checkpoint.size} ne se vérifie pas.`);
    return {
      store: { size: checkpoint.size, root, note: submission.note, time },
      journal: { time, origin: checkpoint.origin, size: checkpoint.size, root, outcome: 'cosigned' as const },
      answer: {
        status: 200 as const,
        type: 'text/plain; charset=utf-8',
        body: cosignatureLine(identity.name, identity.seed, parsed.text, time),
      },
    };
  });
}
