import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The phone number is the voter: a free or held vote keeps the voter's confirmed number
 * (`phone_numbers.id`; a reversal or a decision its row's), which the public log's leaves name as a
 * salted per-contest hash. No foreign key, as for `voter_id`: the ledger is append-only and must not
 * be touched (SET NULL) nor block anything (RESTRICT) when a number's row goes.
 *
 * `leaf_version` is the public leaf's format a row is made into. The rows already written keep v1
 * (account and device): their leaves are in the log, or their receipts already given, and are
 * recomputed from the row for "Mes votes" and the payments' receipts. Every row written from now on
 * gets v2 (the number). No row is rewritten (a constant default is kept in the catalogue, the check
 * only reads them), so the append-only triggers are not involved.
 */
export class VoteLedgerPhoneNumber1795346000000 implements MigrationInterface {
  name = 'VoteLedgerPhoneNumber1795346000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "vote_ledger"
        ADD COLUMN "phone_number_id" integer,
        ADD COLUMN "leaf_version" smallint NOT NULL DEFAULT 1 CONSTRAINT "vote_ledger_leaf_version" CHECK ("leaf_version" IN (1, 2))`);
    await queryRunner.query(`ALTER TABLE "vote_ledger" ALTER COLUMN "leaf_version" SET DEFAULT 2`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "vote_ledger" DROP COLUMN "leaf_version", DROP COLUMN "phone_number_id"`);
  }
}
