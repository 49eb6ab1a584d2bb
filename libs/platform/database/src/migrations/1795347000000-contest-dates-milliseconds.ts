import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A contest's dates are instants to the millisecond, as the services hold them (a JavaScript Date).
 * With microseconds in the table, an end read by a service fell up to a millisecond before the end the
 * ledger's trigger enforces, and a vote the ledger accepted in that last millisecond was left out of
 * the winners' tallies and the results dossier. Stored at the precision everyone reads, the trigger,
 * the tallies and the dossier compare against the same instant. Existing values are rounded once.
 */
export class ContestDatesMilliseconds1795347000000 implements MigrationInterface {
  name = 'ContestDatesMilliseconds1795347000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "contests"
        ALTER COLUMN "start_date" TYPE timestamptz(3),
        ALTER COLUMN "end_date" TYPE timestamptz(3),
        ALTER COLUMN "preregistration_start_date" TYPE timestamptz(3),
        ALTER COLUMN "preregistration_end_date" TYPE timestamptz(3)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "contests"
        ALTER COLUMN "start_date" TYPE timestamptz,
        ALTER COLUMN "end_date" TYPE timestamptz,
        ALTER COLUMN "preregistration_start_date" TYPE timestamptz,
        ALTER COLUMN "preregistration_end_date" TYPE timestamptz`);
  }
}
