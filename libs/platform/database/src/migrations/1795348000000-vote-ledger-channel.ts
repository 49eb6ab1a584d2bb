import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every phone votes: each ledger row records the channel its vote came through (`web`, `ussd` or
 * `sms`), which the public leaf v3 carries. A free vote and a pack write their own; a reversal or a
 * decision copies the channel of the row it refers to, so that its leaf still says where the vote came
 * from. The rows already written came through the site: they are `web`, and keep the leaf version
 * they were made in (1 or 2), their receipts already given; every row written from now on gets v3.
 *
 * No row is rewritten and no trigger fires: a column added with a constant default is kept in the
 * catalogue, and the checks only read the rows. The default `web` stays for the rows written by SQL
 * alone (imports, fixtures); the application names the channel of every row it writes.
 *
 * `payments.channel` is the channel a payment was made through: the site's checkout (`web`), or a
 * mobile-money push to the phone of a USSD session (`ussd`). Its paid ledger row carries it.
 */
export class VoteLedgerChannel1795348000000 implements MigrationInterface {
  name = 'VoteLedgerChannel1795348000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "vote_ledger"
        ADD COLUMN "channel" varchar(4) NOT NULL DEFAULT 'web'
          CONSTRAINT "vote_ledger_channel" CHECK ("channel" IN ('web', 'ussd', 'sms')),
        DROP CONSTRAINT "vote_ledger_leaf_version",
        ADD CONSTRAINT "vote_ledger_leaf_version" CHECK ("leaf_version" IN (1, 2, 3)),
        ALTER COLUMN "leaf_version" SET DEFAULT 3`);
    await queryRunner.query(`
      ALTER TABLE "payments"
        ADD COLUMN "channel" varchar(4) NOT NULL DEFAULT 'web'
          CONSTRAINT "payments_channel" CHECK ("channel" IN ('web', 'ussd', 'sms'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "channel"`);
    await queryRunner.query(`
      ALTER TABLE "vote_ledger"
        ALTER COLUMN "leaf_version" SET DEFAULT 2,
        DROP CONSTRAINT "vote_ledger_leaf_version",
        ADD CONSTRAINT "vote_ledger_leaf_version" CHECK ("leaf_version" IN (1, 2)),
        DROP COLUMN "channel"`);
  }
}
