import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import type { UserEntity } from '../users/user.entity';

type ResetSubject = Pick<UserEntity, 'id' | 'passwordHash' | 'lastLogin' | 'email'>;

/**
 * Stateless reset links: `uid` is the user id in base64url, the token a timestamp and an HMAC of
 * the user's current password hash and last login. Setting a new password or signing in changes
 * those, so a link works once and dies with the first successful use.
 */
@Injectable()
export class PasswordResetTokens {
  constructor(private readonly config: AppConfig) {}

  uidOf(userId: number): string {
    return Buffer.from(String(userId)).toString('base64url');
  }

  userIdOf(uid: string): number | null {
    const decoded = Buffer.from(uid, 'base64url').toString('utf8');
    const id = /^\d{1,10}$/.test(decoded) ? Number(decoded) : 0;
    return id >= 1 && id <= 2_147_483_647 ? id : null;
  }

  make(user: ResetSubject, now = Date.now()): string {
    const issued = Math.floor(now / 1000).toString(36);
    return `${issued}-${this.signature(user, issued)}`;
  }

  check(user: ResetSubject, token: string, now = Date.now()): boolean {
    const match = /^([0-9a-z]{1,10})-([0-9a-f]{40})$/.exec(token);
    if (!match) return false;
    const [, issued, signature] = match;
    const ageSeconds = Math.floor(now / 1000) - parseInt(issued, 36);
    if (ageSeconds < 0 || ageSeconds > this.config.auth.passwordResetTtlSeconds) return false;
    return timingSafeEqual(Buffer.from(signature), Buffer.from(this.signature(user, issued)));
  }

  private signature(user: ResetSubject, issued: string): string {
    return createHmac('sha256', `password-reset:${this.config.auth.jwtSecret}`)
      .update([user.id, user.email, user.passwordHash ?? '', user.lastLogin?.toISOString() ?? '', issued].join('|'))
      .digest('hex')
      .slice(0, 40);
  }
}
