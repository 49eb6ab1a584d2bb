import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a nonce the sandbox gave may be answered. */
const NONCE_LIFETIME_MS = 5 * 60_000;

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The parameters of an `Authorization: Digest …` header (quoted strings or tokens), null for another scheme. */
export function digestParameters(header: string): Record<string, string> | null {
  const match = /^\s*Digest\s+(.*)$/is.exec(header);
  if (!match) return null;
  const parameters: Record<string, string> = {};
  for (const [, name, quoted, token] of match[1].matchAll(/([\w-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s,]+))/g)) {
    parameters[name.toLowerCase()] = quoted === undefined ? token : quoted.replace(/\\(.)/g, '$1');
  }
  return parameters;
}

/**
 * The server side of HTTP Digest authentication (RFC 7616, MD5, `qop=auth`), as the TouchPay API
 * asks it: a request without valid credentials gets a challenge with a fresh nonce, which the
 * client answers by hashing its credentials with the method and the request's URI.
 */
export class DigestChallenges {
  private readonly nonces = new Map<string, number>();
  private readonly opaque = randomBytes(8).toString('hex');

  constructor(private readonly realm: string) {}

  /** A `WWW-Authenticate` value with a new nonce. */
  challenge(): string {
    const now = Date.now();
    for (const [nonce, expiresAt] of this.nonces) if (expiresAt <= now) this.nonces.delete(nonce);
    const nonce = randomBytes(16).toString('hex');
    this.nonces.set(nonce, now + NONCE_LIFETIME_MS);
    return `Digest realm="${this.realm}", qop="auth", nonce="${nonce}", opaque="${this.opaque}", algorithm=MD5`;
  }

  /** Whether `authorization` proves the credentials for this request (a nonce of ours, still valid). */
  verify(
    method: string,
    uri: string,
    authorization: string | undefined,
    credentials: { username: string; password: string },
  ): boolean {
    const given = authorization === undefined ? null : digestParameters(authorization);
    if (!given) return false;
    const { username, realm, nonce, uri: digestUri, response, qop, nc, cnonce } = given;
    const expiresAt = nonce === undefined ? undefined : this.nonces.get(nonce);
    if (username !== credentials.username || realm !== this.realm || digestUri !== uri) return false;
    if (expiresAt === undefined || expiresAt <= Date.now()) return false;
    if (qop !== 'auth' || !/^[0-9a-f]{8}$/i.test(nc ?? '') || !cnonce || !response) return false;
    const ha1 = md5(`${credentials.username}:${this.realm}:${credentials.password}`);
    const ha2 = md5(`${method.toUpperCase()}:${uri}`);
    const expected = Buffer.from(md5(`${ha1}:${nonce}:${nc}:${cnonce}:auth:${ha2}`));
    const received = Buffer.from(response.toLowerCase());
    return received.length === expected.length && timingSafeEqual(received, expected);
  }

  reset(): void {
    this.nonces.clear();
  }
}
