import { Injectable } from '@nestjs/common';
import { AppError, MESSAGES, RateLimitService, type RateLimitRule } from '@app/common';
import { AppConfig } from '@app/config';
import { JobName, JobQueue } from '@app/jobs';
import { SignedLinkTokens, uidOf, userIdOf } from '../auth/signed-link';
import type { UserEntity } from './user.entity';
import { UserRepository } from './user.repository';

/** A confirmation link works for a week; a new one can be asked for from the account page. */
export const EMAIL_CONFIRMATION_TTL_SECONDS = 7 * 24 * 3600;

type ConfirmationSubject = Pick<UserEntity, 'id' | 'email'>;

/**
 * Confirming an account's e-mail: a link mailed at sign-up and after each change of address, whose
 * token is a timestamp and an HMAC of the account and the address it was sent to (stateless, like
 * the reset links; a link sent to an old address confirms nothing). A confirmed e-mail lifts the
 * fraud score's "young account" point; a Google or Facebook sign-in comes confirmed.
 */
@Injectable()
export class EmailConfirmations {
  private readonly resendRule: RateLimitRule;
  private readonly links: SignedLinkTokens;

  constructor(
    private readonly config: AppConfig,
    private readonly users: UserRepository,
    private readonly jobs: JobQueue,
    private readonly limits: RateLimitService,
  ) {
    this.links = new SignedLinkTokens(`email-confirmation:${config.auth.jwtSecret}`, EMAIL_CONFIRMATION_TTL_SECONDS);
    this.resendRule = {
      name: 'confirm:account',
      points: config.rateLimits.forgotPerAccount,
      windowSeconds: config.rateLimits.windowSeconds,
    };
  }

  /** Mails the confirmation link to the account's current address. */
  async send(user: Pick<UserEntity, 'id' | 'email' | 'firstName' | 'username'>): Promise<void> {
    const link = `${this.config.publicWebUrl}/confirm-email/${uidOf(user.id)}/${this.make(user)}`;
    await this.jobs.enqueue({
      name: JobName.SendMail,
      data: {
        to: user.email,
        subject: MESSAGES.auth.confirmMailSubject,
        text: [
          `Bonjour ${user.firstName || user.username},`,
          '',
          'Bienvenue sur Bébé Star ! Confirmez votre adresse e-mail en ouvrant ce lien (valable 7 jours) :',
          link,
          '',
          "Un compte confirmé voit ses votes gratuits comptés sans attendre de vérification. Si vous n'avez pas créé de compte, ignorez ce message.",
        ].join('\n'),
      },
    });
  }

  /** The signed-in account asks for the link again: a few times per window, never once confirmed. */
  async resend(userId: number): Promise<{ detail: string }> {
    const user = await this.users.findById(userId);
    if (!user) throw AppError.notFound(MESSAGES.users.notFound);
    if (user.emailConfirmedAt) throw AppError.badRequest(MESSAGES.auth.emailAlreadyConfirmed);
    await this.limits.consume(this.resendRule, String(user.id));
    await this.send(user);
    return { detail: MESSAGES.auth.confirmEmailSent(user.email) };
  }

  /** Opens a link: the account's e-mail is confirmed (a link used twice says so again). */
  async confirm(uid: string, token: string): Promise<{ detail: string }> {
    const userId = userIdOf(uid);
    const user = userId === null ? null : await this.users.findById(userId);
    if (!user || !user.isActive || !this.check(user, token)) {
      throw AppError.badRequest(MESSAGES.auth.confirmLinkInvalid);
    }
    await this.users.confirmEmail(user.id, user.email);
    return { detail: MESSAGES.auth.emailConfirmed };
  }

  make(user: ConfirmationSubject, now = Date.now()): string {
    return this.links.make([user.id, user.email.toLowerCase()], now);
  }

  private check(user: ConfirmationSubject, token: string): boolean {
    return this.links.check([user.id, user.email.toLowerCase()], token);
  }
}
