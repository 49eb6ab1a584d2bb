import { Injectable } from '@nestjs/common';
import { AppError, MESSAGES } from '@app/common';
import { AuthService } from '../auth/auth.service';
import { AddressActivity } from '../devices/address-activity';
import { type Caller, ProofOfWork } from '../devices/proof-of-work';
import type { UserEntity } from '../users/user.entity';
import { UserRepository } from '../users/user.repository';
import type { RegisterResponse } from '../auth/dto/auth.dto';
import { toUserResponse } from '../users/user.response';
import { FacebookVerifier } from './facebook.verifier';
import { GoogleVerifier } from './google.verifier';
import { SocialAccountRepository } from './social-account.repository';
import type { SocialIdentity } from './social-identity';

const PROVIDER_LABEL = { google: 'Google', facebook: 'Facebook' } as const;

@Injectable()
export class SocialAuthService {
  constructor(
    private readonly google: GoogleVerifier,
    private readonly facebook: FacebookVerifier,
    private readonly accounts: SocialAccountRepository,
    private readonly users: UserRepository,
    private readonly auth: AuthService,
    private readonly proofOfWork: ProofOfWork,
    private readonly activity: AddressActivity,
  ) {}

  async withGoogle(token: string | undefined, caller: Caller): Promise<RegisterResponse> {
    if (!token) throw AppError.badRequest(MESSAGES.social.googleTokenMissing);
    await this.admit(caller);
    return this.signIn(await this.google.verify(token), caller);
  }

  async withFacebook(token: string | undefined, caller: Caller): Promise<RegisterResponse> {
    if (!token) throw AppError.badRequest(MESSAGES.social.facebookTokenMissing);
    await this.admit(caller);
    return this.signIn(await this.facebook.verify(token), caller);
  }

  /** A sign-in attempt like the password's: a busy address brings a proof of work, before the provider is asked. */
  private async admit(caller: Caller): Promise<void> {
    await this.proofOfWork.guard('signIn', caller);
    await this.activity.recordSignIn(caller.ip);
  }

  /** The linked user; else the user with that (provider-verified) e-mail, now linked; else a new user. */
  private async signIn(identity: SocialIdentity, caller: Caller): Promise<RegisterResponse> {
    const { user, created } = await this.resolveUser(identity);
    if (created) await this.auth.recordSignup(caller);
    else if (caller.deviceHash) await this.activity.deviceFirstUse(caller.ip, caller.deviceHash);
    if (!user.isActive) throw AppError.forbidden(MESSAGES.auth.inactiveAccount);
    const pair = await this.auth.signIn(user);
    const signedIn = (await this.users.findById(user.id))!;
    return { access_token: pair.access, refresh_token: pair.refresh, user: toUserResponse(signedIn) };
  }

  private async resolveUser(identity: SocialIdentity): Promise<{ user: UserEntity; created: boolean }> {
    const linked = await this.accounts.find(identity.provider, identity.subject);
    if (linked) return { user: (await this.users.findById(linked.userId))!, created: false };

    let user = await this.users.findByEmail(identity.email);
    const created = !user;
    if (user) {
      const other = await this.accounts.findForUser(user.id, identity.provider);
      if (other) throw AppError.conflict(MESSAGES.social.alreadyLinked(PROVIDER_LABEL[identity.provider]));
      // The provider vouches for the address it shares with the account.
      await this.users.confirmEmail(user.id, identity.email);
    } else {
      user = await this.users.create({
        email: identity.email,
        username: await this.users.availableUsername(identity.email.split('@')[0]),
        passwordHash: null,
        firstName: identity.firstName,
        lastName: identity.lastName,
        contactNumber: '',
        address: '',
        city: '',
        country: '',
        emailConfirmedAt: new Date(),
      });
    }
    await this.accounts.link(identity.provider, identity.subject, user.id);
    return { user, created };
  }
}
