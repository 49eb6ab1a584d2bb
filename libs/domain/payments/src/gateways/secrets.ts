import { timingSafeEqual } from 'node:crypto';

/** Constant-time equality of two strings (different lengths are simply unequal). */
export function sameSecret(received: string, expected: string): boolean {
  const a = Buffer.from(received, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The expected `Authorization` header for HTTP Basic credentials. */
export function basicAuthorization(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}
