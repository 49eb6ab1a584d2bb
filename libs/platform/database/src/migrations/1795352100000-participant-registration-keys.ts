import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The key a parent's browser sends with a registration (`Idempotency-Key`): the same key sent again
 * by the same account (a retry after a dropped connection) answers the participation it made instead
 * of entering the child twice.
 */
export class ParticipantRegistrationKeys1795352100000 implements MigrationInterface {
  name = 'ParticipantRegistrationKeys1795352100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "participants" ADD "registration_key" varchar(100)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "participants_registration_key" ON "participants" ("user_id", "registration_key")
         WHERE "registration_key" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "participants_registration_key"`);
    await queryRunner.query(`ALTER TABLE "participants" DROP COLUMN "registration_key"`);
  }
}
