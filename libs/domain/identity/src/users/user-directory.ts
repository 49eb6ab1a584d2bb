import { Injectable } from '@nestjs/common';
import { type AccountContact, type AccountSearchField, type AccountSummary, UserRepository } from './user.repository';

/**
 * Accounts' contact details, summaries and searches for other libs, which know an account by its id.
 * The statements are UserRepository's.
 */
@Injectable()
export class UserDirectory {
  constructor(private readonly accounts: UserRepository) {}

  /** The account; null once it is gone. */
  async find(id: number): Promise<AccountContact | null> {
    return (await this.findMany([id])).get(id) ?? null;
  }

  /** Each of these accounts (ids of accounts that are gone are absent). */
  findMany(ids: number[]): Promise<Map<number, AccountContact>> {
    return this.accounts.accountContacts(ids);
  }

  /** The e-mail of each of these accounts (ids of accounts that are gone are absent). */
  emails(ids: number[]): Promise<Map<number, string>> {
    return this.accounts.emails(ids);
  }

  /** The summary of each of these accounts (ids of accounts that are gone are absent). */
  summaries(ids: number[]): Promise<Map<number, AccountSummary>> {
    return this.accounts.summaries(ids);
  }

  /** Accounts where one of `fields` contains `term` (ILIKE: case aside, accents as written). */
  idsMatching(term: string, fields: readonly AccountSearchField[]): Promise<number[]> {
    return this.accounts.idsMatching(term, fields);
  }

  /** Accounts whose e-mail contains `term` (case and accents aside). */
  idsWithEmailContaining(term: string): Promise<number[]> {
    return this.accounts.idsWithEmailContaining(term);
  }
}
