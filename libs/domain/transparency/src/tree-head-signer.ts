import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ed25519 } from '@noble/curves/ed25519';
import { AppConfig } from '@app/config';
import {
  formatCheckpoint,
  keyIdOf,
  noteVerifierKey,
  signNote,
  toBase64,
  type TreeHead,
  treeHeadMessage,
} from '@app/contracts';

/**
 * The deployment's Ed25519 key, derived from the worker's `TRANSPARENCY_SIGNING_KEY` (SHA-256 of the
 * secret under the log's name is the 32-byte seed). Only the worker holds it: the API serves the
 * public keys the worker recorded. A new secret is a new key with a new id; heads signed with the old
 * one keep naming it, and its public key stays served. The same key signs the log's checkpoints as
 * signed notes (C2SP), under the log's origin as key name.
 */
@Injectable()
export class TreeHeadSigner {
  private readonly seed: Uint8Array;
  readonly publicKey: Uint8Array;
  readonly keyId: string;
  readonly origin: string;

  constructor(config: AppConfig) {
    if (!config.transparency.signingKey) {
      throw new Error('TRANSPARENCY_SIGNING_KEY must be set for the worker in production (docs/transparency.md)');
    }
    this.seed = createHash('sha256').update(`bebe-star/vote-log/v1:${config.transparency.signingKey}`).digest();
    this.publicKey = ed25519.getPublicKey(this.seed);
    this.keyId = keyIdOf(this.publicKey);
    this.origin = config.transparency.origin;
  }

  /** The checkpoint of a tree of `size` leaves whose root is `root`, as a signed note. */
  signCheckpoint(size: number, root: Uint8Array): string {
    return signNote(formatCheckpoint({ origin: this.origin, size, root, extensions: [] }), this.origin, this.seed);
  }

  /** What a reader of the checkpoints verifies them with (C2SP signed-note verifier key). */
  get verifierKey(): string {
    return noteVerifierKey(this.origin, this.publicKey);
  }

  sign(head: Omit<TreeHead, 'signature' | 'key_id'>): TreeHead {
    const unsigned = { ...head, key_id: this.keyId };
    return { ...unsigned, signature: toBase64(ed25519.sign(treeHeadMessage(unsigned), this.seed)) };
  }

  signBytes(message: Uint8Array): string {
    return toBase64(ed25519.sign(message, this.seed));
  }
}
