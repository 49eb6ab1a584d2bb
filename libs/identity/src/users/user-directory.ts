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

/** What lists of other libs show of an account: its e-mail, names and phone, and whether it may sign in. */
export interface AccountSummary {
  id: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** Whether the account may sign in. */
  active: boolean;
}

/** Where a search term is looked for: the e-mail, the username, or "first name last name". */
export type AccountSearchField = 'email' | 'username' | 'name';

const SEARCH_COLUMNS: Record<AccountSearchField, string> = {
  email: 'email',
  username: 'username',
  name: "(first_name || ' ' || last_name)",
};

/**
 * Case- and accent-insensitive comparison without the `unaccent` extension: `translate()` maps
 * accented letters to plain ones, then `lower()` folds the case.
 */
const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝŸýÿ';
const PLAIN = [...ACCENTED].map((letter) => letter.normalize('NFD').replace(/\p{M}/gu, '')).join('');
const fold = (expression: string) => `lower(translate(${expression}, '${ACCENTED}', '${PLAIN}'))`;

/** Accounts' contact details, summaries and searches for other libs, which know an account by its id. */
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

  /** The e-mail of each of these accounts (ids of accounts that are gone are absent). */
  async emails(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows: { id: number; email: string }[] = await this.users.query(
      'SELECT id, email FROM users WHERE id = ANY($1::int[])',
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row.email]));
  }

  /** The summary of each of these accounts (ids of accounts that are gone are absent). */
  async summaries(ids: number[]): Promise<Map<number, AccountSummary>> {
    if (ids.length === 0) return new Map();
    const rows: AccountSummary[] = await this.users.query(
      `SELECT id, email, username, first_name AS "firstName", last_name AS "lastName", contact_number AS phone,
              is_active AS active
         FROM users WHERE id = ANY($1::int[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Accounts where one of `fields` contains `term` (ILIKE: case aside, accents as written). */
  async idsMatching(term: string, fields: readonly AccountSearchField[]): Promise<number[]> {
    const conditions = fields.map((field) => `${SEARCH_COLUMNS[field]} ILIKE $1`);
    const rows: { id: number }[] = await this.users.query(`SELECT id FROM users WHERE ${conditions.join(' OR ')}`, [
      `%${term.replace(/[\\%_]/g, '\\$&')}%`,
    ]);
    return rows.map((row) => row.id);
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
