import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The device (browser) a free vote came from, as a keyed hash of its signed id: the daily cap per
 * device is restored from it after a Redis loss. Null for rows from before, for paid votes, and for a
 * free vote sent without a device id (counted on its address's share of such votes).
 */
export class VoteLedgerDevice1795328000000 implements MigrationInterface {
  name = 'VoteLedgerDevice1795328000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "vote_ledger" ADD COLUMN "device_hash" varchar(64)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "vote_ledger" DROP COLUMN "device_hash"`);
  }
}
