import { ed25519 } from '@noble/curves/ed25519';
import { sha256 } from '@noble/hashes/sha2';
import { fromBase64, toBase64 } from './tree-head';

/**
 * Signed notes and checkpoints as the open transparency-log standards write them (C2SP `signed-note`,
 * `tlog-checkpoint`, `tlog-cosignature`): the format the Go checksum database, Sigstore, Tessera and the
 * public witness network read. A note is text ending in a newline, a blank line, then one line per
 * signature: "— <key name> <base64(key id ‖ signature)>". The key id is the first 4 bytes of
 * SHA-256(key name ‖ 0x0A ‖ signature type ‖ public key).
 */

/** Signature types of C2SP signed-note: a log's Ed25519 key, a witness's timestamped cosignature. */
export const NOTE_ED25519 = 0x01;
export const NOTE_COSIGNATURE_V1 = 0x04;

const encoder = new TextEncoder();
const SIGNATURE_PREFIX = '— ';

export interface NoteSignature {
  name: string;
  /** The key id, as an unsigned 32-bit number. */
  keyId: number;
  /** What follows the key id in the signature line. */
  signature: Uint8Array;
}

export interface NoteVerifierKey {
  name: string;
  keyId: number;
  type: number;
  publicKey: Uint8Array;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

function uint32(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
}

/** A key name: non-empty, no space of any kind, no '+'. */
export function isKeyName(name: string): boolean {
  return name.length > 0 && !/[\s+]/u.test(name) && !hasControl(name);
}

function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x0a) return true;
  }
  return false;
}

export function noteKeyId(name: string, type: number, publicKey: Uint8Array): number {
  const digest = sha256(concat(encoder.encode(`${name}\n`), Uint8Array.of(type), publicKey));
  return new DataView(digest.buffer, digest.byteOffset).getUint32(0);
}

/** The verifier key a note's readers are given: "<name>+<key id, 8 hex>+<base64(type ‖ public key)>". */
export function noteVerifierKey(name: string, publicKey: Uint8Array, type = NOTE_ED25519): string {
  if (!isKeyName(name)) throw new Error(`not a key name: ${name}`);
  const id = noteKeyId(name, type, publicKey).toString(16).padStart(8, '0');
  return `${name}+${id}+${toBase64(concat(Uint8Array.of(type), publicKey))}`;
}

/** Reads a verifier key; null when it is malformed or its id does not match its key. */
export function parseNoteVerifierKey(text: string): NoteVerifierKey | null {
  const [name, id, ...encoded] = text.trim().split('+');
  const parts = [name, id, encoded.join('+')];
  if (encoded.length === 0 || !isKeyName(parts[0]) || !/^[0-9a-f]{8}$/.test(parts[1])) return null;
  let key: Uint8Array;
  try {
    key = fromBase64(parts[2]);
  } catch {
    return null;
  }
  if (key.length !== 33) return null;
  const [type, publicKey] = [key[0], key.subarray(1)];
  if (type !== NOTE_ED25519 && type !== NOTE_COSIGNATURE_V1) return null;
  const keyId = Number.parseInt(parts[1], 16);
  if (noteKeyId(parts[0], type, publicKey) !== keyId) return null;
  return { name: parts[0], keyId, type, publicKey };
}

function signatureLine(name: string, keyId: number, signature: Uint8Array): string {
  return `${SIGNATURE_PREFIX}${name} ${toBase64(concat(uint32(keyId), signature))}\n`;
}

/** Signs `text` (ending in a newline) with an Ed25519 key: the note with its signature line. */
export function signNote(text: string, name: string, seed: Uint8Array): string {
  if (!text.endsWith('\n') || hasControl(text)) throw new Error('a note text ends with a newline and has no control');
  const publicKey = ed25519.getPublicKey(seed);
  const signature = ed25519.sign(encoder.encode(text), seed);
  return `${text}\n${signatureLine(name, noteKeyId(name, NOTE_ED25519, publicKey), signature)}`;
}

/** Splits a note into its text and its signatures; null when it is not a well-formed signed note. */
export function parseNote(note: string): { text: string; signatures: NoteSignature[] } | null {
  if (hasControl(note) || !note.endsWith('\n')) return null;
  const split = note.lastIndexOf('\n\n');
  if (split < 0) return null;
  const text = note.slice(0, split + 1);
  const lines = note.slice(split + 2, -1).split('\n');
  const signatures: NoteSignature[] = [];
  for (const line of lines) {
    if (!line.startsWith(SIGNATURE_PREFIX)) return null;
    const [name, encoded, ...rest] = line.slice(SIGNATURE_PREFIX.length).split(' ');
    if (rest.length > 0 || !encoded || !isKeyName(name)) return null;
    let bytes: Uint8Array;
    try {
      bytes = fromBase64(encoded);
    } catch {
      return null;
    }
    if (bytes.length < 5) return null;
    signatures.push({
      name,
      keyId: new DataView(bytes.buffer, bytes.byteOffset).getUint32(0),
      signature: bytes.subarray(4),
    });
  }
  return signatures.length > 0 ? { text, signatures } : null;
}

/** The note's text when the key's Ed25519 signature is on it and verifies; null otherwise. */
export function openNote(note: string, verifier: NoteVerifierKey): string | null {
  const parsed = parseNote(note);
  if (!parsed || verifier.type !== NOTE_ED25519) return null;
  const signature = parsed.signatures.find((each) => each.name === verifier.name && each.keyId === verifier.keyId);
  if (!signature || signature.signature.length !== 64) return null;
  try {
    return ed25519.verify(signature.signature, encoder.encode(parsed.text), verifier.publicKey) ? parsed.text : null;
  } catch {
    return null;
  }
}

/** A checkpoint (C2SP tlog-checkpoint): the log's origin, its size and its root, then extension lines. */
export interface Checkpoint {
  origin: string;
  size: number;
  root: Uint8Array;
  extensions: string[];
}

export function formatCheckpoint({ origin, size, root, extensions }: Checkpoint): string {
  return [origin, String(size), toBase64(root), ...extensions].join('\n') + '\n';
}

/** Reads a checkpoint's text (a note's text, signatures removed); null when malformed. */
export function parseCheckpoint(text: string): Checkpoint | null {
  if (!text.endsWith('\n')) return null;
  const [origin, size, root, ...extensions] = text.slice(0, -1).split('\n');
  if (!origin || !/^(0|[1-9]\d{0,15})$/.test(size ?? '') || !root || extensions.some((line) => line === ''))
    return null;
  let hash: Uint8Array;
  try {
    hash = fromBase64(root);
  } catch {
    return null;
  }
  const count = Number(size);
  if (hash.length !== 32 || !Number.isSafeInteger(count)) return null;
  return { origin, size: count, root: hash, extensions };
}

/** What a witness's cosignature/v1 covers: the checkpoint's text, at a time (seconds since the epoch). */
export function cosignatureMessage(checkpointText: string, time: number): Uint8Array {
  return encoder.encode(`cosignature/v1\ntime ${time}\n${checkpointText}`);
}

/** A witness's cosignature of a checkpoint: the signature line's bytes after the key id. */
function cosign(checkpointText: string, time: number, seed: Uint8Array): Uint8Array {
  const stamp = new Uint8Array(8);
  new DataView(stamp.buffer).setBigUint64(0, BigInt(time));
  return concat(stamp, ed25519.sign(cosignatureMessage(checkpointText, time), seed));
}

/** A witness's cosignature line (C2SP tlog-cosignature, Ed25519) for a checkpoint's text, at `time`. */
export function cosignatureLine(name: string, seed: Uint8Array, checkpointText: string, time: number): string {
  return signatureLine(
    name,
    noteKeyId(name, NOTE_COSIGNATURE_V1, ed25519.getPublicKey(seed)),
    cosign(checkpointText, time, seed),
  );
}

/** The time a witness's cosignature names when it verifies on the note's text; null otherwise. */
export function verifyCosignature(note: string, witness: NoteVerifierKey): number | null {
  const parsed = parseNote(note);
  if (!parsed || witness.type !== NOTE_COSIGNATURE_V1) return null;
  const line = parsed.signatures.find((each) => each.name === witness.name && each.keyId === witness.keyId);
  if (!line || line.signature.length !== 72) return null;
  const time = new DataView(line.signature.buffer, line.signature.byteOffset).getBigUint64(0);
  if (time > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  try {
    return ed25519.verify(line.signature.subarray(8), cosignatureMessage(parsed.text, Number(time)), witness.publicKey)
      ? Number(time)
      : null;
  } catch {
    return null;
  }
}
