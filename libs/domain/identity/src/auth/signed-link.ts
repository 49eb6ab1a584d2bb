import { createHmac, timingSafeEqual } from 'node:crypto';

/** The user id of a mailed link, in base64url. */
export const uidOf = (userId: number): string => Buffer.from(String(userId)).toString('base64url');

/** The user id a link's `uid` names, or null for anything that is not one. */
export function userIdOf(uid: string): number | null {
  const decoded = Buffer.from(uid, 'base64url').toString('utf8');
  const id = /^\d{1,10}$/.test(decoded) ? Number(decoded) : 0;
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * The tokens of mailed links, kept nowhere: a timestamp and an HMAC, under the link's own key, of the
 * values the link is bound to (an account, its address, its password…). A token is good for
 * `ttlSeconds` after it was made, and only while those values are the same.
 */
export class SignedLinkTokens {
  constructor(
    private readonly key: string,
    private readonly ttlSeconds: number,
  ) {}

  make(values: readonly (string | number)[], now = Date.now()): string {
    const issued = Math.floor(now / 1000).toString(36);
    return `${issued}-${this.signature(values, issued)}`;
  }

  check(values: readonly (string | number)[], token: string, now = Date.now()): boolean {
    const match = /^([0-9a-z]{1,10})-([0-9a-f]{40})$/.exec(token);
    if (!match) return false;
    const [, issued, signature] = match;
    const ageSeconds = Math.floor(now / 1000) - parseInt(issued, 36);
    if (ageSeconds < 0 || ageSeconds > this.ttlSeconds) return false;
    return timingSafeEqual(Buffer.from(signature), Buffer.from(this.signature(values, issued)));
  }

  private signature(values: readonly (string | number)[], issued: string): string {
    return createHmac('sha256', this.key)
      .update([...values, issued].join('|'))
      .digest('hex')
      .slice(0, 40);
  }
}
