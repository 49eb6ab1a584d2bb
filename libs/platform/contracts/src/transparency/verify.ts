import canonicalize from 'canonicalize';
import { countedLeaves } from './close-rule';
import { leafProblem, type VoteLeaf, voteLeafHash } from './leaf';
import { fromHex, type Hash, rootFromInclusionProof, rootFromMultiProof, sameHash, toHex } from './merkle';
import {
  NOTE_ED25519,
  noteKeyId,
  type NoteVerifierKey,
  openNote,
  parseCheckpoint,
  verifyCosignature,
} from './signed-note';
import { fromBase64, keyIdOf, type TreeHead, verifySignature, verifyTreeHead } from './tree-head';

/** A participant's final count as the dossier states it. Free votes include held votes later released. */
export interface ParticipantCount {
  participant: number;
  name: string;
  /** Place in the final ranking; null without a vote counted. */
  rank: number | null;
  free: number;
  paid: number;
  /** Held votes never decided: not counted. */
  held: number;
  /** Held votes rejected: never counted. */
  rejected: number;
  /** Votes cancelled by reversals. */
  reversed: number;
  /** What the ranking counts: free + paid − reversed. */
  total: number;
  /** Withdrawn from the contest: counted and placed, but not on the podium. Absent otherwise. */
  withdrawn?: true;
}

export type CountField = 'free' | 'paid' | 'held' | 'rejected' | 'reversed' | 'total';
export const COUNT_FIELDS: CountField[] = ['free', 'paid', 'held', 'rejected', 'reversed', 'total'];

/** What a dossier's signature covers. */
export interface DossierContent {
  format: 'bebe-star/results-dossier/v1';
  contest: {
    id: number;
    title: string;
    start_date: string;
    end_date: string;
    /** The rules in force, as sentences. */
    rules: string[];
  };
  winners: { rank: number; participant: number; name: string; prize: string }[];
  participants: ParticipantCount[];
  /** The signed tree head of the close: every leaf below was in the log then. */
  head: TreeHead;
  /** The raw Ed25519 public key (base64) whose fingerprint starts with the head's key id. */
  public_key: string;
  /** The contest's leaves, by their position in the log. */
  leaves: { index: number; leaf: VoteLeaf }[];
  /** The multi-proof of these leaves against the head's root (hex). */
  proof: string[];
  /**
   * The checkpoint that sealed the close (C2SP tlog-checkpoint, of the head's size and root), signed by
   * the log and cosigned by its witnesses, the court officer's among them when there is one.
   */
  checkpoint?: string;
  /** The version this one follows, when votes changed after it (a reversal, a held vote decided). */
  previous?: { version: number; file_sha256: string; tree_size: number };
}

export interface Dossier {
  content: DossierContent;
  /** Ed25519 signature (base64) of the content in RFC 8785 canonical JSON. */
  signature: string;
}

/** A vote's receipt as the API proves it: the leaf, its place, the head and the path to its root. */
export interface ReceiptProof {
  index: number;
  leaf: VoteLeaf;
  head: TreeHead;
  public_key: string;
  proof: string[];
}

const encoder = new TextEncoder();

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A parsed file that says it is a results dossier (its format), before anything in it is checked. */
export const claimsToBeDossier = (value: unknown): boolean =>
  isObject(value) && isObject(value.content) && value.content.format === 'bebe-star/results-dossier/v1';

/**
 * Whether a parsed file has every part dossierProblems walks through, of the right type: the site and
 * the CLI ask it before trusting a field of a file someone brought.
 */
export function hasDossierShape(value: unknown): value is Dossier {
  if (!isObject(value) || typeof value.signature !== 'string' || !isObject(value.content)) return false;
  const { content } = value;
  const head = content.head;
  return (
    isObject(content.contest) &&
    typeof content.contest.title === 'string' &&
    typeof content.contest.end_date === 'string' &&
    Array.isArray(content.winners) &&
    content.winners.every(isObject) &&
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

export function dossierMessage(content: DossierContent): Uint8Array {
  return encoder.encode(canonicalize(content));
}

/** The counts the leaves add up to, per participant. */
export function countsFromLeaves(leaves: VoteLeaf[]): Map<number, Omit<ParticipantCount, 'name' | 'rank'>> {
  const counts = new Map<number, Omit<ParticipantCount, 'name' | 'rank'>>();
  for (const leaf of leaves) {
    let count = counts.get(leaf.participant);
    if (!count) {
      count = { participant: leaf.participant, free: 0, paid: 0, held: 0, rejected: 0, reversed: 0, total: 0 };
      counts.set(leaf.participant, count);
    }
    count.total += leaf.weight;
    if (leaf.kind === 'free') count.free += leaf.weight;
    else if (leaf.kind === 'paid') count.paid += leaf.weight;
    else if (leaf.kind === 'held') count.held += 1;
    else if (leaf.kind === 'release') {
      count.held -= 1;
      count.free += leaf.weight;
    } else if (leaf.kind === 'rejection') {
      count.held -= 1;
      count.rejected += 1;
    } else count.reversed -= leaf.weight;
  }
  return counts;
}

/**
 * Each participant's final counts in the ranking's order, with their places: most votes first; equal
 * counts place first who reached the count first, the one whose latest vote that moved it is the older
 * ledger row (libs/domain/ranking's rankingScore, the podium's rule), then the smaller number. No place
 * without a vote counted. The dossier is built with it and checked against it.
 */
export function placeParticipants(
  leaves: VoteLeaf[],
  participantIds: Iterable<number>,
): Omit<ParticipantCount, 'name' | 'withdrawn'>[] {
  const counts = countsFromLeaves(leaves);
  const reached = new Map<number, number>();
  for (const leaf of leaves) {
    if (leaf.weight !== 0) reached.set(leaf.participant, Math.max(reached.get(leaf.participant) ?? 0, leaf.id));
  }
  const lines = [...new Set([...participantIds, ...counts.keys()])].map((participant) => ({
    participant,
    free: 0,
    paid: 0,
    held: 0,
    rejected: 0,
    reversed: 0,
    total: 0,
    ...counts.get(participant),
  }));
  lines.sort(
    (a, b) =>
      (b.total > 0 ? 1 : 0) - (a.total > 0 ? 1 : 0) ||
      b.total - a.total ||
      (reached.get(a.participant) ?? 0) - (reached.get(b.participant) ?? 0) ||
      a.participant - b.participant,
  );
  return lines.map((line, index) => ({ ...line, rank: line.total > 0 ? index + 1 : null }));
}

const place = (rank: number | null) => (rank === null ? 'sans rang' : rank === 1 ? '1er' : `${rank}e`);
const nthPlace = (rank: number) => `${rank === 1 ? '1re' : `${rank}e`} place`;
const named = (line: { name: string; participant: number }) => `« ${line.name} » (n° ${line.participant})`;

/** Places and winners that do not follow from the leaves' counts. */
function placeProblems(content: DossierContent, counted: VoteLeaf[]): string[] {
  const problems: string[] = [];
  const stated = new Map(content.participants.map((line) => [line.participant, line]));
  const placed = placeParticipants(counted, stated.keys()).map((line) => ({
    ...line,
    name: stated.get(line.participant)?.name ?? '',
    withdrawn: stated.get(line.participant)?.withdrawn,
  }));
  for (const line of placed) {
    const claimed = stated.get(line.participant);
    if (claimed && claimed.rank !== line.rank) {
      problems.push(
        `${named(line)} : le dossier le classe ${place(claimed.rank)}, ses votes le placent ${place(line.rank)}.`,
      );
    }
  }
  const podium = placed.filter((line) => line.rank !== null && line.withdrawn !== true);
  [...content.winners]
    .sort((a, b) => a.rank - b.rank)
    .forEach((winner, index) => {
      const due = podium[index];
      if (winner.rank === index + 1 && winner.participant === due?.participant) return;
      problems.push(
        due === undefined
          ? `Les gagnants ne suivent pas les votes : le dossier donne la ${nthPlace(winner.rank)} à ${named(winner)}, les votes ne donnent pas de ${nthPlace(index + 1)}.`
          : `Les gagnants ne suivent pas les votes : la ${nthPlace(index + 1)} revient à ${named(due)}, le dossier la donne à ${named(winner)}.`,
      );
    });
  return problems;
}

/**
 * Votes dated at or after the contest's end that the dossier counts all the same: the ledger refuses
 * them and countedLeaves leaves them out, so a total that includes them does not follow from the rule.
 */
function lateProblems(content: DossierContent, all: VoteLeaf[], counted: VoteLeaf[]): string[] {
  if (Number.isNaN(Date.parse(content.contest.end_date))) return ['La date de fin du concours est illisible.'];
  const kept = new Set(counted.map((leaf) => leaf.id));
  const late = all.filter((leaf) => !kept.has(leaf.id));
  if (late.length === 0) return [];
  const withLate = countsFromLeaves(all);
  const withoutLate = countsFromLeaves(counted);
  return content.participants.flatMap((stated) => {
    const ids = late.filter((leaf) => leaf.participant === stated.participant).map((leaf) => leaf.id);
    const total = withLate.get(stated.participant)?.total;
    if (ids.length === 0 || stated.total !== total || total === (withoutLate.get(stated.participant)?.total ?? 0))
      return [];
    return [
      `${named(stated)} : le dossier compte des votes enregistrés à la fin du concours (${content.contest.end_date}) ou après (n° ${ids.join(', ')}) ; un vote ne compte que s'il est enregistré avant la fin.`,
    ];
  });
}

const FIELD_NAMES: Record<CountField, string> = {
  free: 'votes gratuits',
  paid: 'votes payés',
  held: 'votes en vérification',
  rejected: 'votes rejetés',
  reversed: 'votes annulés',
  total: 'votes au total',
};

function signatureProblems(head: TreeHead, publicKey: string): { key: Uint8Array | null; problems: string[] } {
  let key: Uint8Array;
  try {
    key = fromBase64(publicKey);
  } catch {
    return { key: null, problems: ['La clé publique est illisible.'] };
  }
  if (key.length !== 32 || keyIdOf(key) !== head.key_id) {
    return { key: null, problems: ["La clé publique n'est pas celle qui a signé l'état du registre."] };
  }
  return {
    key,
    problems: verifyTreeHead(head, key) ? [] : ["La signature de l'état du registre est invalide."],
  };
}

function hashes(hex: string[]): Hash[] | null {
  try {
    return hex.map(fromHex);
  } catch {
    return null;
  }
}

/** The cosignatures of the dossier's closing checkpoint by these witnesses that verify: name and time. */
export function sealCosigners(content: DossierContent, witnesses: NoteVerifierKey[]): { name: string; time: number }[] {
  if (typeof content.checkpoint !== 'string') return [];
  return witnesses.flatMap((witness) => {
    const time = verifyCosignature(content.checkpoint!, witness);
    return time === null ? [] : [{ name: witness.name, time }];
  });
}

/**
 * What does not hold in the dossier's closing checkpoint: the log's signature, the same size and root as
 * the head, and a cosignature by each witness the reader trusts.
 */
function sealProblems(content: DossierContent, witnesses: NoteVerifierKey[]): string[] {
  if (typeof content.checkpoint !== 'string') {
    return witnesses.length > 0 ? ['Le dossier ne porte pas de point de contrôle de clôture cosigné.'] : [];
  }
  let publicKey: Uint8Array;
  try {
    publicKey = fromBase64(content.public_key);
  } catch {
    return [];
  }
  const origin = content.checkpoint.split('\n', 1)[0];
  const logKey = { name: origin, keyId: noteKeyId(origin, NOTE_ED25519, publicKey), type: NOTE_ED25519, publicKey };
  const text = openNote(content.checkpoint, logKey);
  const checkpoint = text === null ? null : parseCheckpoint(text);
  if (!checkpoint) return ['La signature du registre sur le point de contrôle de clôture est invalide.'];
  const problems: string[] = [];
  if (checkpoint.size !== content.head.size || toHex(checkpoint.root) !== content.head.root) {
    problems.push("Le point de contrôle de clôture ne scelle pas l'état signé du dossier.");
  }
  const cosigned = new Set(sealCosigners(content, witnesses).map((each) => each.name));
  for (const witness of witnesses) {
    if (!cosigned.has(witness.name)) problems.push(`Le témoin « ${witness.name} » n'a pas cosigné la clôture.`);
  }
  return problems;
}

/**
 * Everything that does not match in a dossier, in French; an empty list means "Vérifié". `witnesses`:
 * the verifier keys of the witnesses the reader trusts (the court officer's), whose cosignature of the
 * close must be there.
 */
export function dossierProblems(dossier: Dossier, witnesses: NoteVerifierKey[] = []): string[] {
  const { content } = dossier;
  if (content?.format !== 'bebe-star/results-dossier/v1')
    return ["Ce fichier n'est pas un dossier de résultats Bébé Star."];
  const { key, problems } = signatureProblems(content.head, content.public_key);
  if (key && !verifySignature(key, dossierMessage(content), dossier.signature)) {
    problems.push('La signature du dossier est invalide : son contenu a été modifié après signature.');
  }
  const badLeaf = content.leaves.findIndex(
    (entry) => leafProblem(entry.leaf) !== null || entry.leaf.contest !== content.contest.id,
  );
  if (badLeaf >= 0) {
    problems.push(`Le vote n° ${badLeaf + 1} du dossier est illisible ou d'un autre concours.`);
    return problems;
  }
  const proof = hashes(content.proof);
  const root =
    proof &&
    rootFromMultiProof(
      content.leaves.map((entry) => ({ index: entry.index, hash: voteLeafHash(entry.leaf) })),
      content.head.size,
      proof,
    );
  if (!root || !sameHash(root, fromHex(content.head.root))) {
    problems.push('Les votes du dossier ne sont pas ceux du registre signé : la preuve ne mène pas à sa racine.');
  }
  const all = content.leaves.map((entry) => entry.leaf);
  const counted = countedLeaves(all, content.contest.end_date);
  const counts = countsFromLeaves(counted);
  for (const stated of content.participants) {
    const computed = counts.get(stated.participant) ?? {
      participant: stated.participant,
      free: 0,
      paid: 0,
      held: 0,
      rejected: 0,
      reversed: 0,
      total: 0,
    };
    for (const field of COUNT_FIELDS) {
      if (stated[field] !== computed[field]) {
        problems.push(
          `« ${stated.name} » (n° ${stated.participant}) : le dossier annonce ${stated[field]} ${FIELD_NAMES[field]}, les votes du registre en donnent ${computed[field]}.`,
        );
      }
    }
    counts.delete(stated.participant);
  }
  for (const missing of counts.keys()) {
    problems.push(`Le participant n° ${missing} a des votes dans le registre mais manque au dossier.`);
  }
  problems.push(
    ...lateProblems(content, all, counted),
    ...placeProblems(content, counted),
    ...sealProblems(content, witnesses),
  );
  return problems;
}

/** Everything that does not match in a receipt's proof, in French; `leafHash` is the hash the vote's answer gave. */
export function receiptProblems(receipt: ReceiptProof, leafHash?: string): string[] {
  const { key, problems } = signatureProblems(receipt.head, receipt.public_key);
  if (leafProblem(receipt.leaf) !== null) return [...problems, 'Le vote prouvé est illisible.'];
  const hash = voteLeafHash(receipt.leaf);
  if (leafHash !== undefined && toHex(hash) !== leafHash.toLowerCase()) {
    problems.push("Le vote enregistré n'est pas celui de votre reçu : son empreinte diffère.");
  }
  const proof = hashes(receipt.proof);
  const root = proof && rootFromInclusionProof(receipt.index, receipt.head.size, hash, proof);
  if (!key || !root || !sameHash(root, fromHex(receipt.head.root))) {
    if (key) problems.push("Le vote n'est pas dans le registre signé : la preuve ne mène pas à sa racine.");
  }
  return problems;
}
