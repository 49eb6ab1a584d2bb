import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A voter's votes, newest first, across contests: the receipts of "Mes votes" on /account. */
export class VoteLedgerVoter1795333000000 implements MigrationInterface {
  name = 'VoteLedgerVoter1795333000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "vote_ledger_voter" ON "vote_ledger" ("voter_id", "id") WHERE "voter_id" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "vote_ledger_voter"`);
  }
}
