import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { UserEntity } from '../users/user.entity';
import { UserRepository } from '../users/user.repository';
import { type PhoneNumberRecord, PhoneNumberRepository } from './phone-number.repository';

/** The account a phone number votes as, on a channel where the carrier vouches for the number. */
export interface PhoneVoter {
  userId: number;
  phoneNumberId: number;
  /** When the number was first confirmed (ms since the epoch): the voter's age for the fraud score. */
  numberSinceMs: number;
  /** False for an account an administrator deactivated: it does not vote. */
  active: boolean;
}

const phoneVoter = (number: Pick<PhoneNumberRecord, 'id' | 'createdAt'>, userId: number, active: boolean) => ({
  userId,
  phoneNumberId: number.id,
  numberSinceMs: number.createdAt.getTime(),
  active,
});

/**
 * The voter behind a number the network gave (a USSD session, an SMS): the account that holds the
 * number, or a new account of the number alone when none does (no name, no e-mail, no password: the
 * number signs in on the site later with a code). The carrier authenticated the number, so no code is
 * asked; the number then has the same caps on every channel, since they count per account and a number
 * belongs to one account at a time.
 */
@Injectable()
export class PhoneVoters {
  constructor(
    private readonly numbers: PhoneNumberRepository,
    private readonly users: UserRepository,
  ) {}

  async voterFor(e164: string): Promise<PhoneVoter> {
    const holder = await this.numbers.holderOf(e164);
    if (holder) return phoneVoter(holder, holder.userId, holder.active);
    return this.users.transaction(async (manager) => {
      const locked = await this.numbers.findByNumberLocked(e164, manager);
      if (locked?.userId) {
        const user = await this.users.findById(locked.userId);
        return phoneVoter(locked, locked.userId, user?.isActive ?? false);
      }
      const user = await this.createAccount(e164, '', manager);
      const { record } = await this.numbers.assign(e164, user.id, manager);
      return phoneVoter(record, user.id, true);
    });
  }

  /** A new account of the number alone: the first name given, no e-mail, no password (the number is assigned by the caller). */
  createAccount(e164: string, firstName: string, manager: EntityManager): Promise<UserEntity> {
    return this.users.createWith(
      {
        email: '',
        username: `tel_${randomBytes(6).toString('hex')}`,
        passwordHash: null,
        firstName,
        lastName: '',
        contactNumber: e164,
        address: '',
        city: '',
        country: '',
      },
      manager,
    );
  }
}
