import digestAuthHeader from 'digest-header';

/** The credentials of a provider's API protected by HTTP Digest authentication. */
export interface DigestCredentials {
  username: string;
  password: string;
}

/** A parameter of a challenge, quoted or not (`qop="auth,auth-int"`, `algorithm=MD5`). */
function parameter(challenge: string, name: string): string | null {
  const match = new RegExp(`(?:^|[\\s,])${name}\\s*=\\s*(?:"([^"]*)"|([^\\s,]+))`, 'i').exec(challenge);
  return match ? (match[1] ?? match[2]) : null;
}

/**
 * The `Authorization` header answering a server's `WWW-Authenticate: Digest` challenge for `method`
 * on `url` (its path and query are the digest's URI), computed by digest-header: MD5 with
 * `qop=auth` (or no qop, RFC 2069), which is what the providers' servers ask. Null for another
 * scheme, algorithm or protection, or a challenge without realm or nonce: the request then stays
 * unauthenticated and the server's refusal is the answer.
 */
export function digestAuthorization(
  method: string,
  url: string,
  challenge: string,
  { username, password }: DigestCredentials,
): string | null {
  if (!/^\s*Digest\s/i.test(challenge)) return null;
  const algorithm = parameter(challenge, 'algorithm');
  if (algorithm !== null && algorithm.toUpperCase() !== 'MD5') return null;
  const qop = parameter(challenge, 'qop');
  if (qop !== null && !qop.split(',').some((option) => option.trim().toLowerCase() === 'auth')) return null;
  const { pathname, search } = new URL(url);
  // digest-header takes the first option offered: offer it `auth` alone.
  const offered = qop === null ? challenge : challenge.replace(/qop\s*=\s*("[^"]*"|[^\s,]+)/i, 'qop="auth"');
  return digestAuthHeader(method, `${pathname}${search}`, offered, `${username}:${password}`) || null;
}
