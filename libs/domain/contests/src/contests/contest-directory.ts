import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ContestGender, ContestStatus } from './contest.entity';
import {
  type ContestCard,
  type ContestDetails,
  type ContestEntryLock,
  type ContestPrizeAmounts,
  ContestRepository,
  type ContestSheet,
} from './contest.repository';

export type { ContestCard, ContestDetails, ContestEntryLock, ContestPrizeAmounts, ContestSheet };

/**
 * Contests as other libs read them: their titles, end dates and details for a page of rows, the ids a
 * filter or a search names, so that a list of another lib filters its own rows by contest ids. The
 * statements are ContestRepository's.
 */
@Injectable()
export class ContestDirectory {
  constructor(private readonly contests: ContestRepository) {}

  /**
   * These contests, deleted ones included (what was won in them stays); `transaction`: read inside
   * it, as a step of its work.
   */
  findMany(ids: number[], transaction?: EntityManager): Promise<Map<number, ContestCard>> {
    return this.contests.findMany(ids, transaction);
  }

  /** These contests if they exist and are not deleted (what a notice or a link may name). */
  liveMany(ids: number[]): Promise<Map<number, ContestCard>> {
    return this.contests.liveMany(ids);
  }

  /**
   * The contest's dates, status and prizes, deleted or not; null when unknown. `transaction` reads in
   * the caller's transaction (a payment's settlement, which holds the payment's row meanwhile).
   */
  sheet(id: number, transaction?: EntityManager): Promise<ContestSheet | null> {
    return this.contests.sheet(id, transaction);
  }

  /** Open contests, not deleted: those whose rankings move. */
  openIds(): Promise<number[]> {
    return this.contests.openIds();
  }

  /** Open contests, not deleted, whose end falls in (from, to]: those about to close. */
  openEndingBetween(from: Date, to: Date): Promise<ContestCard[]> {
    return this.contests.openEndingBetween(from, to);
  }

  /** Contests closed and not deleted: those whose winners the public sees. */
  closedIds(): Promise<number[]> {
    return this.contests.closedIds();
  }

  deletedIds(): Promise<number[]> {
    return this.contests.deletedIds();
  }

  /** Contests, deleted ones included, whose title contains `term`, case aside but accents not (`ILIKE`). */
  idsTitledLike(term: string): Promise<number[]> {
    return this.contests.idsTitledLike(term);
  }

  /**
   * These contests' details, deleted ones included (a page of participants or pre-registrations
   * shows each row's contest); `transaction`: read inside it, as a step of its work.
   */
  details(ids: number[], transaction?: EntityManager): Promise<Map<number, ContestDetails>> {
    return this.contests.details(ids, transaction);
  }

  /** The contest's details if it exists and is not deleted (drafts included: the caller decides what they mean). */
  liveDetails(id: number): Promise<ContestDetails | null> {
    return this.contests.liveDetails(id);
  }

  /**
   * The open contest for a child of this gender (not deleted, ending after `now`): that gender
   * first, else mixed; the one ending first.
   */
  openFor(gender: Exclude<ContestGender, 'mixed'>, now: Date): Promise<ContestDetails | null> {
    return this.contests.openFor(gender, now);
  }

  /** Contests the public sees (neither deleted nor draft), so that a list keeps only their rows. */
  publicIds(): Promise<number[]> {
    return this.contests.publicIds();
  }

  /** Whether the public may see the contest: it exists, is not deleted and is not a draft. */
  isPublic(id: number): Promise<boolean> {
    return this.contests.isPublic(id);
  }

  /** Contests not deleted that take pre-registrations or participants (`pre_registration` or `open`). */
  idsTakingEntries(): Promise<number[]> {
    return this.contests.idsTakingEntries();
  }

  /** Every contest, deleted ones included, in id order (the ranking projection covers them all). */
  allIds(): Promise<number[]> {
    return this.contests.allIds();
  }

  /**
   * Contests whose ranking may still change, in id order: public, and open or ended less than a week
   * ago.
   */
  idsToReconcile(): Promise<number[]> {
    return this.contests.idsToReconcile();
  }

  /**
   * The status and end date of a contest not deleted, its row share-locked until `transaction` ends
   * (it cannot close meanwhile, while registrations run side by side); null when there is none.
   */
  lockForEntry(transaction: EntityManager, id: number): Promise<ContestEntryLock | null> {
    return this.contests.lockForEntry(transaction, id);
  }

  /**
   * The status of a contest not deleted, its row locked for update until `transaction` ends (no
   * close or edit meanwhile); null when there is none.
   */
  lockStatus(transaction: EntityManager, id: number): Promise<ContestStatus | null> {
    return this.contests.lockStatus(transaction, id);
  }

  prizes(transaction: EntityManager, id: number): Promise<ContestPrizeAmounts> {
    return this.contests.prizes(transaction, id);
  }
}
