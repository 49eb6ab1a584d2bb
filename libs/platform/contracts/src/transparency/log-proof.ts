import { leafProblem, type VoteLeaf } from './leaf';
import { type Hash, hashLeaf, rootFromInclusionProof, sameHash, toHex } from './merkle';
import { type NoteVerifierKey, openNote, parseCheckpoint, parseNote, verifyCosignature } from './signed-note';
import { fromBase64, toBase64 } from './tree-head';

/**
 * A vote's offline proof (C2SP tlog-proof): the vote's leaf (as the `extra` line, base64 of its canonical
 * JSON), its index, its inclusion proof and the checkpoint cosigned by the witnesses. Checked with no
 * network against the log's key and the witnesses' keys the reader trusts. Saved as `.tlog-proof`.
 */
export const LOG_PROOF_HEADER = 'c2sp.org/tlog-proof@v1';

const decoder = new TextDecoder('utf-8', { fatal: true });

export interface LogProof {
  /** The leaf's bytes (the canonical JSON the log hashed). */
  entry: Uint8Array;
  index: number;
  proof: Hash[];
  /** The checkpoint as signed and cosigned. */
  checkpoint: string;
}

export function formatLogProof({ entry, index, proof, checkpoint }: LogProof): string {
  return [LOG_PROOF_HEADER, `extra ${toBase64(entry)}`, `index ${index}`, ...proof.map(toBase64), '', checkpoint].join(
    '\n',
  );
}

/** Reads a proof's text; null when it is not one. */
export function parseLogProof(text: string): LogProof | null {
  const split = text.indexOf('\n\n');
  if (split < 0) return null;
  const [header, extra, indexLine, ...proofLines] = text.slice(0, split).split('\n');
  const index = /^index (0|[1-9]\d{0,15})$/.exec(indexLine ?? '');
  if (header !== LOG_PROOF_HEADER || !extra?.startsWith('extra ') || !index || proofLines.length > 63) return null;
  try {
    const proof = proofLines.map(fromBase64);
    if (proof.some((hash) => hash.length !== 32)) return null;
    return { entry: fromBase64(extra.slice(6)), index: Number(index[1]), proof, checkpoint: text.slice(split + 2) };
  } catch {
    return null;
  }
}

/** What a proof establishes, or why it does not, in French. */
export interface LogProofVerdict {
  problems: string[];
  leaf: VoteLeaf | null;
  index: number | null;
  /** The size of the checkpoint the vote is proven in. */
  size: number | null;
  /** The trusted witnesses whose cosignature verifies, with its time (seconds since the epoch). */
  cosigners: { name: string; time: number }[];
}

/**
 * Checks an offline proof: the log's signature on the checkpoint, the leaf's inclusion in it, a vote leaf
 * of a known version, and at least `quorum` cosignatures of the trusted witnesses; `leafHash`, when given,
 * must be the leaf's (the receipt's fingerprint).
 */
export function verifyLogProof(
  text: string,
  {
    log,
    witnesses = [],
    quorum = 0,
    leafHash,
  }: { log: NoteVerifierKey; witnesses?: NoteVerifierKey[]; quorum?: number; leafHash?: string },
): LogProofVerdict {
  const verdict: LogProofVerdict = { problems: [], leaf: null, index: null, size: null, cosigners: [] };
  const proof = parseLogProof(text);
  if (!proof || !parseNote(proof.checkpoint)) {
    return { ...verdict, problems: ["Ce fichier n'est pas une preuve de vote (c2sp.org/tlog-proof@v1)."] };
  }
  verdict.index = proof.index;
  const opened = openNote(proof.checkpoint, log);
  const checkpoint = opened === null ? null : parseCheckpoint(opened);
  if (!checkpoint || checkpoint.origin !== log.name) {
    verdict.problems.push("Le point de contrôle n'est pas signé par la clé du registre.");
    return verdict;
  }
  verdict.size = checkpoint.size;
  let leaf: unknown = null;
  try {
    leaf = JSON.parse(decoder.decode(proof.entry));
  } catch {
    leaf = null;
  }
  if (leafProblem(leaf) !== null) verdict.problems.push('Le vote prouvé est illisible.');
  else verdict.leaf = leaf as VoteLeaf;
  const hash = hashLeaf(proof.entry);
  if (leafHash !== undefined && toHex(hash) !== leafHash.toLowerCase()) {
    verdict.problems.push("Le vote prouvé n'est pas celui de votre reçu : son empreinte diffère.");
  }
  const root = rootFromInclusionProof(proof.index, checkpoint.size, hash, proof.proof);
  if (!root || !sameHash(root, checkpoint.root)) {
    verdict.problems.push("Le vote n'est pas dans le registre signé : la preuve ne mène pas à sa racine.");
  }
  verdict.cosigners = witnesses.flatMap((witness) => {
    const time = verifyCosignature(proof.checkpoint, witness);
    return time === null ? [] : [{ name: witness.name, time }];
  });
  if (verdict.cosigners.length < quorum) {
    verdict.problems.push(
      `Le point de contrôle n'est cosigné que par ${verdict.cosigners.length} témoin(s) sur les ${quorum} requis.`,
    );
  }
  return verdict;
}
