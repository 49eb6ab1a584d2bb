import { createHmac, randomUUID } from 'node:crypto';
import type { AccessTokenPayload } from '@app/identity/auth/token.service';
import { JwtService } from '@nestjs/jwt';
import type { SeededNumber } from './phone-numbers';

/** Long enough for a whole run; the API checks signature, type and expiry, not the account. */
const TOKEN_TTL_SECONDS = 4 * 3600;

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * Access tokens for seeded voters, signed as TokenService signs them (HS256 over {token_type,
 * user_id, jti, issued_ms} and `pn` and `pns`, the voter's confirmed number and when it was first
 * confirmed when `numbers` gives them (same order as `userIds`), same secret): logging tens of thousands of voters in through argon2 would
 * benchmark the password hash, not the vote. Signed here with node:crypto directly (a few µs
 * each, where jsonwebtoken takes hundreds on a busy core); the first one is checked with
 * @nestjs/jwt, the library the API verifies with.
 */
export function mintAccessTokens(
  secret: string,
  userIds: ArrayLike<number>,
  numbers?: ArrayLike<SeededNumber>,
): string[] {
  const issuedAt = Math.floor(Date.now() / 1000);
  const tokens: string[] = new Array<string>(userIds.length);
  for (let index = 0; index < userIds.length; index += 1) {
    const payload: AccessTokenPayload & { iat: number; exp: number } = {
      token_type: 'access',
      user_id: userIds[index],
      jti: randomUUID(),
      issued_ms: issuedAt * 1000,
      ...(numbers === undefined ? {} : { pn: numbers[index].id, pns: numbers[index].sinceMs }),
      iat: issuedAt,
      exp: issuedAt + TOKEN_TTL_SECONDS,
    };
    const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    tokens[index] = `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
  }
  if (tokens.length > 0) {
    const verified = new JwtService({ secret }).verify<AccessTokenPayload>(tokens[0], { algorithms: ['HS256'] });
    if (verified.user_id !== userIds[0] || verified.token_type !== 'access') throw new Error('minted token unreadable');
  }
  return tokens;
}
