import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { AppError, MESSAGES, RateLimitService, type RateLimitRule } from '@app/common';
import { maskPhone } from '@app/contracts';
import { SmsBudgetExhausted, SmsSender } from '@app/sms';
import { AuthService } from '../auth/auth.service';
import { TokenService } from '../auth/token.service';
import { type Caller, ProofOfWork } from '../devices/proof-of-work';
import { PrivilegeAudit } from '../privileges/privilege-audit';
import type { UserEntity } from '../users/user.entity';
import { UserRepository } from '../users/user.repository';
import { toUserResponse } from '../users/user.response';
import type { PhoneCodeDto, PhoneCodeSentResponse, PhoneSignInDto, PhoneSignInResponse } from './dto/phone-sign-in.dto';
import { PhoneCodes } from './phone-codes';
import { rangeOf, readNumber } from './phone-number';
import { PhoneNumberRepository } from './phone-number.repository';
import { PhoneNumberMoves } from './phone-number-moves';
import { PhoneVoters } from './phone-voters';

/**
 * Signing in with a phone number and a 6-digit code sent by SMS, and confirming a number for an account
 * signed in otherwise. SMS cost money and draw SMS-pumping fraud, so before any is sent: only mobile
 * numbers of the countries served, a daily cap per number with a doubling wait between resends, caps per
 * number range and per address, and a proof of work for a number never confirmed (the SMS layer adds
 * its daily budget). A code is hashed, lives 10 minutes and allows a few wrong tries.
 */
@Injectable()
export class PhoneSignIn {
  private readonly logger = new Logger(PhoneSignIn.name);
  private readonly rules: Record<'number' | 'range' | 'address' | 'withoutScript', RateLimitRule>;
  private readonly countries: Set<string>;
  private readonly prefixDigits: number;

  constructor(
    config: AppConfig,
    private readonly codes: PhoneCodes,
    private readonly numbers: PhoneNumberRepository,
    private readonly users: UserRepository,
    private readonly auth: AuthService,
    private readonly tokens: TokenService,
    private readonly limits: RateLimitService,
    private readonly proofOfWork: ProofOfWork,
    private readonly sms: SmsSender,
    private readonly audit: PrivilegeAudit,
    private readonly moves: PhoneNumberMoves,
    private readonly voters: PhoneVoters,
  ) {
    const settings = config.phoneSignIn;
    this.rules = {
      number: { name: 'phone:number', points: settings.codesPerNumberPerDay, windowSeconds: 24 * 3600 },
      range: { name: 'phone:range', points: settings.codesPerPrefixPerHour, windowSeconds: 3600 },
      address: { name: 'phone:ip', points: settings.codesPerIpPerHour, windowSeconds: 3600 },
      withoutScript: {
        name: 'phone:ip-no-script',
        points: settings.newNumbersWithoutScriptPerIpPerHour,
        windowSeconds: 3600,
      },
    };
    this.countries = new Set(settings.countries.map((code) => code.toUpperCase()));
    this.prefixDigits = settings.prefixDigits;
  }

  /**
   * Sends a code to the number, if every limit allows it; nothing is sent otherwise. `withoutScript`: the
   * caller is a page without script (libs/domain/plain-pages), which cannot compute a proof of work; a number
   * never confirmed then takes one of the address's codes without script instead (a small hourly budget,
   * PHONE_NEW_NUMBERS_WITHOUT_SCRIPT_PER_IP_PER_HOUR).
   */
  async sendCode(dto: PhoneCodeDto, caller: Caller, { withoutScript = false } = {}): Promise<PhoneCodeSentResponse> {
    const e164 = this.served(dto);
    const numberKey = this.codes.numberKey(e164);
    const range = this.codes.numberKey(rangeOf(e164, this.prefixDigits));
    await saying(this.limits.assertAvailable(this.rules.address, caller.ip), MESSAGES.phone.addressCap);
    await saying(this.limits.assertAvailable(this.rules.number, numberKey), MESSAGES.phone.numberDailyCap);
    await saying(this.limits.assertAvailable(this.rules.range, range), MESSAGES.phone.prefixCap);
    const newNumber = !(await this.numbers.findByNumber(e164));
    const scriptless = newNumber && withoutScript;
    if (scriptless) {
      await saying(this.limits.assertAvailable(this.rules.withoutScript, caller.ip), MESSAGES.phone.addressCap);
    } else if (newNumber) {
      // A number never confirmed costs a proof of work: a script cannot send SMS to made-up numbers for free.
      if (caller.proof === undefined)
        throw await this.proofOfWork.requiredFrom(caller.ip, MESSAGES.auth.proofOfWorkRequired);
      await this.proofOfWork.spend(caller.proof);
    }
    const created = await this.codes.create(e164);
    if ('waitSeconds' in created) {
      throw AppError.tooManyRequests(MESSAGES.phone.resendWait(created.waitSeconds), created.waitSeconds);
    }
    const charged = [
      [this.rules.address, caller.ip],
      [this.rules.number, numberKey],
      [this.rules.range, range],
      ...(scriptless ? [[this.rules.withoutScript, caller.ip] as const] : []),
    ] as const;
    for (const [rule, key] of charged) await this.limits.consume(rule, key);
    try {
      await this.sms.send({ to: e164, text: codeText(created.code), purpose: 'sign_in_code' });
    } catch (failure) {
      await this.codes.withdraw(e164);
      await Promise.all(charged.map(([rule, key]) => this.limits.refund(rule, key)));
      if (failure instanceof SmsBudgetExhausted) throw AppError.unavailable(MESSAGES.phone.budgetSpent);
      this.logger.warn({ err: failure }, 'Sign-in code not sent');
      throw AppError.unavailable(MESSAGES.phone.gatewayFailed);
    }
    const masked = maskPhone(e164)!;
    return {
      detail: MESSAGES.phone.codeSent(masked),
      phone: e164,
      masked_phone: masked,
      resend_after_seconds: created.nextResendSeconds,
    };
  }

  /**
   * Signs in with a valid code: the number's account, or a new one named with the first name given (an
   * account of its number alone: no e-mail, no password).
   */
  async signIn(dto: PhoneSignInDto, caller: Caller): Promise<PhoneSignInResponse> {
    const e164 = this.served(dto);
    const held = await this.numbers.findByNumber(e164);
    const holder = held?.userId ? await this.users.findById(held.userId) : null;
    const firstName = dto.first_name?.trim() ?? '';
    if (!holder && firstName === '') throw AppError.field('first_name', MESSAGES.phone.firstNameRequired);
    await this.checkCode(e164, dto.code);
    if (holder && !holder.isActive) throw AppError.forbidden(MESSAGES.auth.inactiveAccount);
    const user = holder ?? (await this.createAccount(e164, firstName, caller));
    const pair = await this.auth.signIn(user);
    return {
      access_token: pair.access,
      refresh_token: pair.refresh,
      created: holder === null,
      user: toUserResponse((await this.users.findById(user.id))!),
    };
  }

  /** Sends a code to confirm a number for a signed-in account: the same limits as a sign-in's. */
  async sendCodeForAccount(userId: number, dto: PhoneCodeDto, caller: Caller): Promise<PhoneCodeSentResponse> {
    const held = await this.numbers.findByUser(userId);
    if (held?.e164 === this.served(dto)) throw AppError.conflict(MESSAGES.phone.numberTaken);
    return this.sendCode(dto, caller);
  }

  /**
   * Confirms the number for the signed-in account. A number belongs to one account at a time: taken from
   * another one, it is moved (audited), that account's access tokens end (its next ones carry no number)
   * and the free-vote counts of the day follow the number.
   */
  async confirmForAccount(userId: number, dto: PhoneSignInDto): Promise<PhoneSignInResponse> {
    const e164 = this.served(dto);
    await this.checkCode(e164, dto.code);
    const previousHolder = await this.users.transaction(async (manager) => {
      const assigned = await this.numbers.assign(e164, userId, manager);
      if (assigned.previousHolder !== null) {
        await this.audit.record(manager, {
          actorId: userId,
          action: 'move_phone_number',
          subjectId: assigned.previousHolder,
          details: { phone: maskPhone(e164), from_user: assigned.previousHolder, to_user: userId },
        });
      }
      await this.users.update(userId, { contactNumber: e164 }, manager);
      return assigned.previousHolder;
    });
    if (previousHolder !== null) {
      await this.tokens.revokeAccessTokens(previousHolder);
      await this.moves.moved(previousHolder, userId);
    }
    const user = (await this.users.findById(userId))!;
    const pair = await this.auth.signIn(user);
    return {
      access_token: pair.access,
      refresh_token: pair.refresh,
      created: false,
      user: toUserResponse(user),
      detail: MESSAGES.phone.numberAdded(maskPhone(e164)!),
    };
  }

  private async checkCode(e164: string, code: string): Promise<void> {
    const check = await this.codes.check(e164, code);
    if (check.outcome === 'missing') throw AppError.field('code', MESSAGES.phone.codeMissing);
    if (check.outcome === 'wrong') throw AppError.field('code', MESSAGES.phone.codeWrong(check.attemptsLeft));
  }

  private async createAccount(e164: string, firstName: string, caller: Caller): Promise<UserEntity> {
    const user = await this.users.transaction(async (manager) => {
      const created = await this.voters.createAccount(e164, firstName, manager);
      await this.numbers.assign(e164, created.id, manager);
      return created;
    });
    await this.auth.recordSignup(caller);
    return user;
  }

  /** The number, in E.164, if it is a mobile number of a country served; a French 400 otherwise. */
  private served(dto: PhoneCodeDto): string {
    const number = readNumber(dto.phone, dto.country?.toUpperCase());
    if (!number) throw AppError.field('phone', MESSAGES.phone.invalid);
    if (!this.countries.has(number.country))
      throw AppError.field('phone', MESSAGES.phone.countryNotServed(number.country));
    if (!number.mobile) throw AppError.field('phone', MESSAGES.phone.notMobile);
    return number.e164;
  }
}

/** A limit's 429 with the words of the limit reached (its wait kept). */
async function saying(check: Promise<void>, detail: string): Promise<void> {
  try {
    await check;
  } catch (refusal) {
    if (refusal instanceof AppError && refusal.status === HttpStatus.TOO_MANY_REQUESTS) {
      throw AppError.tooManyRequests(detail, Number(refusal.headers['Retry-After'] ?? 60));
    }
    throw refusal;
  }
}

/** The SMS: the code first (phones offer to copy it), then who sends it, within one SMS's 160 characters. */
export function codeText(code: string): string {
  return `${code} est votre code Bébé Star. Il est valable 10 minutes. Ne le donnez à personne.`;
}
