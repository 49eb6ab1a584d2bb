import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { UserEntity } from './user.entity';

/** An account's contact details, as other libs use them (a payment provider's checkout, the payments' back office). */
export interface AccountContact {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  city: string;
  /** As the account gave it (a name, not a code). */
  country: string;
  /** Whether the account may sign in. */
  active: boolean;
}

/**
 * Case- and accent-insensitive comparison without the `unaccent` extension: `translate()` maps
 * accented letters to plain ones, then `lower()` folds the case.
 */
const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝŸýÿ';
const PLAIN = [...ACCENTED].map((letter) => letter.normalize('NFD').replace(/\p{M}/gu, '')).join('');
const fold = (expression: string) => `lower(translate(${expression}, '${ACCENTED}', '${PLAIN}'))`;

/** Accounts' contact details for other libs, which know an account by its id. */
@Injectable()
export class UserDirectory {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /** The account; null once it is gone. */
  async find(id: number): Promise<AccountContact | null> {
    return (await this.findMany([id])).get(id) ?? null;
  }

  /** Each of these accounts (ids of accounts that are gone are absent). */
  async findMany(ids: number[]): Promise<Map<number, AccountContact>> {
    if (ids.length === 0) return new Map();
    const users = await this.users.find({
      where: { id: In(ids) },
      select: {
        id: true,
        email: true,
        firstName: true,
        lastName: true,
        contactNumber: true,
        address: true,
        city: true,
        country: true,
        isActive: true,
      },
    });
    return new Map(
      users.map((user) => [
        user.id,
        {
          id: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          phone: user.contactNumber,
          address: user.address,
          city: user.city,
          country: user.country,
          active: user.isActive,
        },
      ]),
    );
  }

  /** Accounts whose e-mail contains `term` (case and accents aside). */
  async idsWithEmailContaining(term: string): Promise<number[]> {
    const rows: { id: number }[] = await this.users.query(
      `SELECT id FROM users WHERE ${fold('email')} LIKE ${fold('$1')}`,
      [`%${term.replace(/[\\%_]/g, '\\$&')}%`],
    );
    return rows.map((row) => row.id);
  }
}
