import { createECDH, createHash } from 'node:crypto';

/** The deployment's web push (VAPID) key pair, base64url as the Push API and web-push take them. */
export interface PushKeys {
  /** The uncompressed P-256 point the browser's `applicationServerKey` is. */
  publicKey: string;
  privateKey: string;
}

/**
 * The key pair derived from PUSH_SIGNING_KEY: the API and the worker compute the same pair from the
 * same secret, and no key file has to travel with the processes.
 */
export function pushKeysOf(seed: string): PushKeys {
  const privateKey = createHash('sha256').update(`bebe-star/web-push/${seed}`).digest();
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
}
