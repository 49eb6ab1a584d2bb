import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { AppError, type FieldErrors, MESSAGES, RateLimitService, type RateLimitRule } from '@app/common';
import { JobName, JobQueue } from '@app/jobs';
import { AddressActivity } from '../devices/address-activity';
import { type Caller, ProofOfWork } from '../devices/proof-of-work';
import type { UserEntity } from '../users/user.entity';
import { UserRepository } from '../users/user.repository';
import { isAdministrator, toUserResponse } from '../users/user.response';
import type { ForgotPasswordDto, LoginDto, RegisterDto, RegisterResponse, ResetPasswordDto } from './dto/auth.dto';
import { PasswordHasher, passwordProblems } from './password-hasher';
import { EmailConfirmations } from '../users/email-confirmation';
import { PasswordResetTokens } from './password-reset-token';
import { userIdOf } from './signed-link';
import type { TokenAudience } from './refresh-token.entity';
import { type TokenPair, TokenService } from './token.service';

@Injectable()
export class AuthService {
  private readonly rules: Record<
    'loginIp' | 'loginFailures' | 'loginFailuresIp' | 'register' | 'forgotIp' | 'forgotAccount' | 'refresh',
    RateLimitRule
  >;

  constructor(
    config: AppConfig,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly resetTokens: PasswordResetTokens,
    private readonly jobs: JobQueue,
    private readonly limits: RateLimitService,
    private readonly proofOfWork: ProofOfWork,
    private readonly activity: AddressActivity,
    private readonly confirmations: EmailConfirmations,
  ) {
    const { windowSeconds, ...perWindow } = config.rateLimits;
    this.rules = {
      loginIp: { name: 'login:ip', points: perWindow.loginPerIp, windowSeconds },
      loginFailures: { name: 'login:failures', points: perWindow.loginPerAccount, windowSeconds },
      loginFailuresIp: { name: 'login:failures-ip', points: perWindow.loginFailuresPerIp, windowSeconds },
      register: { name: 'register:ip', points: perWindow.registerPerIp, windowSeconds },
      forgotIp: { name: 'forgot:ip', points: perWindow.forgotPerIp, windowSeconds },
      forgotAccount: { name: 'forgot:account', points: perWindow.forgotPerAccount, windowSeconds },
      refresh: { name: 'refresh:ip', points: perWindow.refreshPerIp, windowSeconds },
    };
  }

  /**
   * The address's ceiling first (a plain 429), then, when the address is busy, the proof of work; an
   * account created counts for its address and its device. The ceiling is charged once the proof of
   * work is settled, so that a request sent again with its solution counts once.
   */
  async register(dto: RegisterDto, caller: Caller): Promise<RegisterResponse> {
    await this.limits.assertAvailable(this.rules.register, caller.ip);
    await this.proofOfWork.guard('signUp', caller);
    await this.limits.consume(this.rules.register, caller.ip);
    const errors: FieldErrors = {};
    const confirmation = dto.confirm_password ?? dto.password2;
    if (confirmation !== undefined && confirmation !== dto.password) {
      errors.confirm_password = [MESSAGES.auth.passwordMismatch];
    }
    const problems = passwordProblems(dto.password);
    if (problems.length > 0) errors.password = problems;
    if (await this.users.emailTaken(dto.email)) errors.email = [MESSAGES.auth.emailTaken];
    if (await this.users.usernameTaken(dto.username)) errors.username = [MESSAGES.auth.usernameTaken];
    if (Object.keys(errors).length > 0) throw AppError.fields(errors);

    const user = await this.users.create({
      email: dto.email,
      username: dto.username,
      passwordHash: await this.hasher.hash(dto.password),
      firstName: dto.first_name,
      lastName: dto.last_name,
      contactNumber: dto.contact_number ?? dto.phone ?? '',
      address: dto.address ?? '',
      city: dto.city ?? '',
      country: dto.country ?? '',
    });
    await this.recordSignup(caller);
    await this.confirmations.send(user);
    const pair = await this.tokens.issue(user.id);
    return { access_token: pair.access, refresh_token: pair.refresh, user: toUserResponse(user) };
  }

  /**
   * Wrong passwords slow down the pair (account, address) that sent them, never the account as a
   * whole: nobody can lock an administrator out from elsewhere. Each address has a ceiling sized for a
   * carrier, a budget of failures charged before the password is hashed, and past its free sign-ins
   * each attempt must bring a proof of work.
   */
  async login(dto: LoginDto, caller: Caller): Promise<TokenPair> {
    return this.signIn(await this.checkCredentials(dto, caller));
  }

  /**
   * The back office's sign-in: the same checks and limits, for administrators only; its tokens are
   * of the back office's audience (they go into HttpOnly cookies).
   */
  async adminLogin(dto: LoginDto, caller: Caller): Promise<TokenPair & { userId: number }> {
    const user = await this.checkCredentials(dto, caller);
    if (!isAdministrator(user)) throw AppError.forbidden(MESSAGES.auth.notAdministrator);
    return { ...(await this.signIn(user, 'admin')), userId: user.id };
  }

  private async checkCredentials(dto: LoginDto, caller: Caller): Promise<UserEntity> {
    const pair = `${dto.email.toLowerCase()}|${caller.ip}`;
    await this.limits.assertAvailable(this.rules.loginIp, caller.ip);
    await this.limits.assertAvailable(this.rules.loginFailuresIp, caller.ip);
    await this.limits.assertNoBackoff(this.rules.loginFailures, pair);
    await this.proofOfWork.guard('signIn', caller);
    await this.limits.consume(this.rules.loginIp, caller.ip);
    // Charged as a failure before argon2 runs (about 40 ms), given back once the password is right: a
    // flood of failures from one address meets its 429 without costing a hash, however many run at once.
    await this.limits.consume(this.rules.loginFailuresIp, caller.ip);
    await this.activity.recordSignIn(caller.ip);
    const user = await this.users.findByEmail(dto.email);
    const valid = await this.hasher.verify(user?.passwordHash ?? null, dto.password);
    if (!user || !valid) {
      await this.limits.recordFailure(this.rules.loginFailures, pair);
      throw AppError.unauthorized(MESSAGES.auth.invalidCredentials, 'no_active_account');
    }
    await this.limits.refund(this.rules.loginFailuresIp, caller.ip);
    if (!user.isActive) throw AppError.forbidden(MESSAGES.auth.inactiveAccount);
    await this.limits.clearFailures(this.rules.loginFailures, pair);
    if (caller.deviceHash) await this.activity.deviceFirstUse(caller.ip, caller.deviceHash);
    return user;
  }

  /** Counts an account created from the caller's address, and the first use of its device. */
  async recordSignup(caller: Caller): Promise<void> {
    await this.activity.recordSignup(caller.ip);
    if (caller.deviceHash) await this.activity.deviceFirstUse(caller.ip, caller.deviceHash);
  }

  /** Records the sign-in and issues a new token family. */
  async signIn(user: UserEntity, audience: TokenAudience = 'site'): Promise<TokenPair> {
    await this.users.update(user.id, { lastLogin: new Date() });
    return this.tokens.issue(user.id, undefined, audience);
  }

  async refresh(refresh: string, ip: string): Promise<TokenPair> {
    await this.limits.consume(this.rules.refresh, ip);
    const { access, refresh: next } = await this.tokens.rotate(refresh, async (userId) => {
      const user = await this.users.findById(userId);
      return user?.isActive ?? false;
    });
    return { access, refresh: next };
  }

  /** Rotates a back-office refresh token, while its account is still an active administrator. */
  async adminRefresh(refresh: string, ip: string): Promise<TokenPair & { userId: number }> {
    await this.limits.consume(this.rules.refresh, ip);
    return this.tokens.rotate(
      refresh,
      async (userId) => {
        const user = await this.users.findById(userId);
        return !!user && user.isActive && isAdministrator(user);
      },
      'admin',
    );
  }

  async logout(refresh: string): Promise<{ detail: string }> {
    await this.tokens.revoke(refresh);
    return { detail: MESSAGES.auth.loggedOut };
  }

  /** Same answer whether or not the address exists, so it cannot be used to probe for accounts. */
  async forgotPassword(dto: ForgotPasswordDto, ip: string): Promise<{ detail: string }> {
    await this.limits.consume(this.rules.forgotIp, ip);
    await this.limits.consume(this.rules.forgotAccount, dto.email.toLowerCase());
    // The worker looks the account up: the same work here, and as fast, whether or not it exists.
    await this.jobs.enqueue({ name: JobName.SendPasswordReset, data: { email: dto.email.toLowerCase() } });
    return { detail: MESSAGES.auth.resetEmailSent };
  }

  async resetPassword(uid: string, token: string, dto: ResetPasswordDto): Promise<TokenPair> {
    const userId = userIdOf(uid);
    const user = userId === null ? null : await this.users.findById(userId);
    if (!user || !user.isActive || !this.resetTokens.check(user, token)) {
      throw AppError.badRequest(MESSAGES.auth.resetLinkInvalid);
    }
    const errors: FieldErrors = {};
    const problems = passwordProblems(dto.new_password);
    if (problems.length > 0) errors.new_password = problems;
    if (dto.confirm_password !== dto.new_password) errors.confirm_password = [MESSAGES.auth.passwordMismatch];
    if (Object.keys(errors).length > 0) throw AppError.fields(errors);

    await this.users.update(user.id, { passwordHash: await this.hasher.hash(dto.new_password) });
    await this.tokens.revokeAllForUser(user.id);
    return this.signIn(user);
  }
}
