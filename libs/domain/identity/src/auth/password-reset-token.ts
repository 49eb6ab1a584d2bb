import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import type { UserEntity } from '../users/user.entity';
import { SignedLinkTokens } from './signed-link';

type ResetSubject = Pick<UserEntity, 'id' | 'passwordHash' | 'lastLogin' | 'email'>;

/**
 * Stateless reset links: the token is bound to the user's current password hash and last login.
 * Setting a new password or signing in changes those, so a link works once and dies with the first
 * successful use.
 */
@Injectable()
export class PasswordResetTokens {
  private readonly links: SignedLinkTokens;

  constructor(config: AppConfig) {
    this.links = new SignedLinkTokens(`password-reset:${config.auth.jwtSecret}`, config.auth.passwordResetTtlSeconds);
  }

  make(user: ResetSubject, now = Date.now()): string {
    return this.links.make(boundTo(user), now);
  }

  check(user: ResetSubject, token: string, now = Date.now()): boolean {
    return this.links.check(boundTo(user), token, now);
  }
}

const boundTo = (user: ResetSubject) => [
  user.id,
  user.email,
  user.passwordHash ?? '',
  user.lastLogin?.toISOString() ?? '',
];
