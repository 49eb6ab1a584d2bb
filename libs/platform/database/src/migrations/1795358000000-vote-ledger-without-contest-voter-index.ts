import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger without its (contest_id, voter_id) index: every free vote kept it up to date, and no query
 * needs it. A voter's rows in a contest (a reversal or its preview for one voter) are read through
 * `vote_ledger_voter` (voter_id, id), a voter's few rows across contests filtered by contest; the queries by
 * contest alone (the voters of a contest, its tallies, totals, votes per hour, row count, the check that a
 * deleted contest is not named) use the contest_id prefix of `vote_ledger_contest_ip`, as they did of this
 * one. A free vote's row now maintains seven indexes instead of eight.
 */
export class VoteLedgerWithoutContestVoterIndex1795358000000 implements MigrationInterface {
  name = 'VoteLedgerWithoutContestVoterIndex1795358000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "vote_ledger_contest_voter"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "vote_ledger_contest_voter" ON "vote_ledger" ("contest_id", "voter_id")`);
  }
}
