import { ed25519 } from '@noble/curves/ed25519';
import { sha256 } from '@noble/hashes/sha2';
import canonicalize from 'canonicalize';
import { toHex } from './merkle';

/** A signed tree head: the log's size and root at a moment, signed with the deployment's Ed25519 key. */
export interface TreeHead {
  size: number;
  /** The Merkle root of the first `size` leaves (hex). */
  root: string;
  /** When it was signed (ISO 8601). */
  time: string;
  /** Which key signed it: the first 16 hex characters of the public key's fingerprint. */
  key_id: string;
  /** Ed25519 signature of `treeHeadMessage` (base64). */
  signature: string;
}

const encoder = new TextEncoder();

/** What a tree head's signature covers: its fields in RFC 8785 canonical JSON, under the log's name. */
export function treeHeadMessage(head: Omit<TreeHead, 'signature'>): Uint8Array {
  return encoder.encode(
    canonicalize({
      log: 'bebe-star/vote-log/v1',
      size: head.size,
      root: head.root,
      time: head.time,
      key_id: head.key_id,
    }),
  );
}

/** SHA-256 of the raw 32-byte public key, in hex: what the back office and the dossier print. */
export function keyFingerprint(publicKey: Uint8Array): string {
  return toHex(sha256(publicKey));
}

export function keyIdOf(publicKey: Uint8Array): string {
  return keyFingerprint(publicKey).slice(0, 16);
}

export function fromBase64(value: string): Uint8Array {
  const binary = atob(value);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

/** Whether `signature` (base64) is the key's Ed25519 signature of `message`; false for anything malformed. */
export function verifySignature(publicKey: Uint8Array, message: Uint8Array, signature: string): boolean {
  try {
    return ed25519.verify(fromBase64(signature), message, publicKey);
  } catch {
    return false;
  }
}

export function verifyTreeHead(head: TreeHead, publicKey: Uint8Array): boolean {
  if (keyIdOf(publicKey) !== head.key_id || !/^[0-9a-f]{64}$/.test(head.root)) return false;
  return verifySignature(publicKey, treeHeadMessage(head), head.signature);
}
