import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '@app/config';
import { AppError, MESSAGES } from '@app/common';
import { REDIS } from '@app/redis';
import type Redis from 'ioredis';
import { type PhoneNumberRecord, PhoneNumberRepository } from '../phones/phone-number.repository';
import type { TokenAudience } from './refresh-token.entity';
import { RefreshTokenRepository } from './refresh-token.repository';

export interface AccessTokenPayload {
  token_type: 'access';
  user_id: number;
  jti: string;
  /** When it was issued, in milliseconds since the epoch (a sign-out revokes the tokens issued before it). */
  issued_ms: number;
  /**
   * `admin` on the back office's tokens (held in HttpOnly cookies), the only ones administration
   * routes accept; absent on the site's, which a script of the page can read.
   */
  aud?: 'admin';
  /**
   * The back office's session (its refresh tokens' family), on `admin` tokens only: the session's CSRF
   * value is derived from it (AdminSessionCookies).
   */
  sid?: string;
  /**
   * The id of the account's confirmed phone number when the token was issued (`phone_numbers.id`): the
   * free vote needs one. A number moved to another account ends this account's access tokens.
   */
  pn?: number;
  /**
   * When that number was first confirmed (ms since the epoch), with `pn`: the fraud score takes the voter's
   * age from it, so that a vote reads no account. It never changes for a given `pn`.
   */
  pns?: number;
  /** Expiry, in seconds since the epoch (set by the signature). */
  exp?: number;
}

/** The moment (ms) before which a user's access tokens no longer count (Redis, kept as long as one lives). */
/** Access tokens of the user issued before the moment this key holds (ms) are revoked. */
export const accessRevocationKey = (userId: number) => `auth:{u:${userId}}:revoked-before`;

/** Access tokens already verified, kept until they expire: a voter sends the same one many times. */
const VERIFIED_TOKENS_MAX = 20_000;

export interface TokenPair {
  access: string;
  refresh: string;
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Access tokens are short-lived JWTs. Refresh tokens are random strings stored as hashes; each use
 * rotates them, and presenting one that was already rotated revokes its whole family (the sign-in
 * it came from) and the user's access tokens at once, since only a thief or a replay would do that:
 * whoever used it first may hold an access token of that family, and an access token names no family
 * (the user's other sign-ins get new ones with their refresh tokens, as after a sign-out).
 */
@Injectable()
export class TokenService {
  private readonly logger = new Logger(TokenService.name);
  private readonly verified = new Map<string, AccessTokenPayload>();

  constructor(
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
    private readonly refreshTokens: RefreshTokenRepository,
    private readonly phoneNumbers: PhoneNumberRepository,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async issue(userId: number, familyId: string = randomUUID(), audience: TokenAudience = 'site'): Promise<TokenPair> {
    const refresh = randomBytes(32).toString('base64url');
    await this.refreshTokens.insert({
      userId,
      familyId,
      tokenHash: sha256(refresh),
      expiresAt: new Date(Date.now() + this.config.auth.refreshTokenTtlSeconds * 1000),
      audience,
    });
    const phoneNumber = audience === 'site' ? await this.phoneNumbers.findByUser(userId) : null;
    return { access: this.accessToken(userId, audience, familyId, phoneNumber ?? undefined), refresh };
  }

  /**
   * `session`: the back-office session (refresh family) an `admin` token belongs to, which its CSRF value
   * is bound to; `phoneNumber`: the account's confirmed number, on the site's tokens.
   */
  accessToken(
    userId: number,
    audience: TokenAudience = 'site',
    session?: string,
    phoneNumber?: Pick<PhoneNumberRecord, 'id' | 'createdAt'>,
  ): string {
    const payload: AccessTokenPayload = {
      token_type: 'access',
      user_id: userId,
      jti: randomUUID(),
      issued_ms: Date.now(),
      ...(audience === 'admin' ? { aud: audience, ...(session === undefined ? {} : { sid: session }) } : {}),
      ...(phoneNumber === undefined ? {} : { pn: phoneNumber.id, pns: phoneNumber.createdAt.getTime() }),
    };
    return this.jwt.sign(payload, { expiresIn: this.config.auth.accessTokenTtlSeconds });
  }

  /**
   * The payload of a valid, unexpired access token that was not revoked (sign-out, password reset,
   * deactivation), else null.
   */
  async verifyAccess(token: string): Promise<AccessTokenPayload | null> {
    const payload = this.verifySignature(token);
    if (!payload) return null;
    const revokedBefore = await this.redis.get(accessRevocationKey(payload.user_id));
    return revokedBefore !== null && !(payload.issued_ms >= Number(revokedBefore)) ? null : payload;
  }

  /**
   * The signature and expiry only, not the revocation (for a handler that checks it itself). A token
   * seen before is not verified again (its signature cannot have changed) but its expiry is checked at
   * each use.
   */
  verifySignature(token: string): AccessTokenPayload | null {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp! * 1000 > Date.now()) return known;
      this.verified.delete(token);
      return null;
    }
    let payload: AccessTokenPayload;
    try {
      payload = this.jwt.verify<AccessTokenPayload>(token, { algorithms: ['HS256'] });
    } catch {
      return null;
    }
    if (payload.token_type !== 'access' || !Number.isInteger(payload.user_id)) return null;
    if (payload.exp !== undefined) {
      if (this.verified.size >= VERIFIED_TOKENS_MAX) this.verified.clear();
      this.verified.set(token, payload);
    }
    return payload;
  }

  /**
   * The back-office session an access token names, expired or not (a request sent as it expires is
   * still that session's), or null for a forged token or one of the public site.
   */
  adminSessionOf(token: string): string | null {
    try {
      const payload = this.jwt.verify<AccessTokenPayload>(token, { algorithms: ['HS256'], ignoreExpiration: true });
      return payload.token_type === 'access' && payload.aud === 'admin' && typeof payload.sid === 'string'
        ? payload.sid
        : null;
    } catch {
      return null;
    }
  }

  /** The back-office session a refresh token belongs to, spent or not; null for an unknown one or the site's. */
  async adminSessionOfRefresh(refresh: string): Promise<string | null> {
    const stored = await this.refreshTokens.findByHash(sha256(refresh));
    return stored?.audience === 'admin' ? stored.familyId : null;
  }

  /**
   * Exchanges a refresh token of `audience` for a new pair of the same audience; returns the user it
   * belongs to. A token of the other door is unknown here.
   */
  async rotate(
    refresh: string,
    isUserActive: (userId: number) => Promise<boolean>,
    audience: TokenAudience = 'site',
  ): Promise<TokenPair & { userId: number }> {
    const now = new Date();
    const stored = await this.refreshTokens.findByHash(sha256(refresh));
    if (!stored || stored.audience !== audience) throw this.invalid();
    if (stored.usedAt || stored.revokedAt) {
      await this.refreshTokens.revokeFamily(stored.familyId, now);
      if (!stored.revokedAt) {
        this.logger.warn(
          { userId: stored.userId, familyId: stored.familyId },
          'Refresh token reused: family and access tokens revoked',
        );
        await this.revokeAccessTokens(stored.userId);
      }
      throw this.invalid();
    }
    if (stored.expiresAt <= now || !(await isUserActive(stored.userId))) throw this.invalid();
    if (!(await this.refreshTokens.markUsed(stored.id, now))) {
      await this.refreshTokens.revokeFamily(stored.familyId, now);
      await this.revokeAccessTokens(stored.userId);
      throw this.invalid();
    }
    return { ...(await this.issue(stored.userId, stored.familyId, audience)), userId: stored.userId };
  }

  /**
   * Ends the sign-in the token belongs to. Already-ended sign-ins are fine; unknown tokens are not.
   * The user's access tokens of that moment stop working everywhere: their other sign-ins get new
   * ones with their refresh tokens.
   */
  async revoke(refresh: string): Promise<void> {
    const stored = await this.refreshTokens.findByHash(sha256(refresh));
    if (!stored) throw this.invalid();
    await this.refreshTokens.revokeFamily(stored.familyId, new Date());
    await this.revokeAccessTokens(stored.userId);
  }

  async revokeAllForUser(userId: number): Promise<void> {
    await this.refreshTokens.revokeAllForUser(userId, new Date());
    await this.revokeAccessTokens(userId);
  }

  /** Access tokens issued until now stop working (the account's sign-ins get new ones with their refresh tokens). */
  async revokeAccessTokens(userId: number): Promise<void> {
    await this.redis.set(
      accessRevocationKey(userId),
      String(Date.now() + 1),
      'EX',
      this.config.auth.accessTokenTtlSeconds,
    );
  }

  private invalid(): AppError {
    return AppError.unauthorized(MESSAGES.auth.tokenInvalid, 'token_not_valid');
  }
}
