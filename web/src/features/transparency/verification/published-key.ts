import { fromBase64, keyFingerprint } from '@contracts/transparency/tree-head';
import type { TransparencyKey } from '../api/get-transparency-keys';

/**
 * The key a receipt or a dossier brings with it, against the keys the site publishes: a proof signed
 * by a key of its own making would otherwise verify. `published` is null when the list could not be read.
 */
export interface KeyCheck {
  /** SHA-256 of the raw public key (hex), or null when the key is unreadable. */
  fingerprint: string | null;
  /** Whether it is one of the published keys; null when the list is unknown. */
  published: boolean | null;
}

export function checkKey(publicKey: string, published: TransparencyKey[] | null): KeyCheck {
  let fingerprint: string | null;
  try {
    fingerprint = keyFingerprint(fromBase64(publicKey));
  } catch {
    fingerprint = null;
  }
  return {
    fingerprint,
    published: published && fingerprint !== null ? published.some((key) => key.fingerprint === fingerprint) : null,
  };
}
