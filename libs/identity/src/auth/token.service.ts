import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '@app/config';
import { AppError, MESSAGES } from '@app/common';
import { RefreshTokenRepository } from './refresh-token.repository';

export interface AccessTokenPayload {
  token_type: 'access';
  user_id: number;
  jti: string;
  /** Expiry, in seconds since the epoch (set by the signature). */
  exp?: number;
}

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
 * it came from), since only a thief or a replay would do that.
 */
@Injectable()
export class TokenService {
  private readonly logger = new Logger(TokenService.name);
  private readonly verified = new Map<string, AccessTokenPayload>();

  constructor(
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
    private readonly refreshTokens: RefreshTokenRepository,
  ) {}

  async issue(userId: number, familyId: string = randomUUID()): Promise<TokenPair> {
    const refresh = randomBytes(32).toString('base64url');
    await this.refreshTokens.insert({
      userId,
      familyId,
      tokenHash: sha256(refresh),
      expiresAt: new Date(Date.now() + this.config.auth.refreshTokenTtlSeconds * 1000),
    });
    return { access: this.accessToken(userId), refresh };
  }

  accessToken(userId: number): string {
    const payload: AccessTokenPayload = { token_type: 'access', user_id: userId, jti: randomUUID() };
    return this.jwt.sign(payload, { expiresIn: this.config.auth.accessTokenTtlSeconds });
  }

  /**
   * The payload of a valid, unexpired access token, else null. A token seen before is not verified
   * again (its signature cannot have changed) but its expiry is checked at each use.
   */
  verifyAccess(token: string): AccessTokenPayload | null {
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

  /** Exchanges a refresh token for a new pair; returns the user it belongs to. */
  async rotate(
    refresh: string,
    isUserActive: (userId: number) => Promise<boolean>,
  ): Promise<TokenPair & { userId: number }> {
    const now = new Date();
    const stored = await this.refreshTokens.findByHash(sha256(refresh));
    if (!stored) throw this.invalid();
    if (stored.usedAt || stored.revokedAt) {
      if (!stored.revokedAt) {
        this.logger.warn({ userId: stored.userId, familyId: stored.familyId }, 'Refresh token reused: family revoked');
      }
      await this.refreshTokens.revokeFamily(stored.familyId, now);
      throw this.invalid();
    }
    if (stored.expiresAt <= now || !(await isUserActive(stored.userId))) throw this.invalid();
    if (!(await this.refreshTokens.markUsed(stored.id, now))) {
      await this.refreshTokens.revokeFamily(stored.familyId, now);
      throw this.invalid();
    }
    return { ...(await this.issue(stored.userId, stored.familyId)), userId: stored.userId };
  }

  /** Ends the sign-in the token belongs to. Already-ended sign-ins are fine; unknown tokens are not. */
  async revoke(refresh: string): Promise<void> {
    const stored = await this.refreshTokens.findByHash(sha256(refresh));
    if (!stored) throw this.invalid();
    await this.refreshTokens.revokeFamily(stored.familyId, new Date());
  }

  async revokeAllForUser(userId: number): Promise<void> {
    await this.refreshTokens.revokeAllForUser(userId, new Date());
  }

  private invalid(): AppError {
    return AppError.unauthorized(MESSAGES.auth.tokenInvalid, 'token_not_valid');
  }
}
