import type { EntityManager } from 'typeorm';

/**
 * What else a contest's close decides: its winners, which live in the awards lib, built on this one.
 * The awards lib provides this port (AwardsWorkerModule), so the dependency points one way.
 */
export abstract class ContestClosing {
  /** Inside the transaction that closes the contest, so that no close happens without it. */
  abstract closed(transaction: EntityManager, contestId: number): Promise<void>;

  /** After each sync's commits: what follows the closes (the winners' notices). */
  abstract afterSync(): Promise<void>;
}
