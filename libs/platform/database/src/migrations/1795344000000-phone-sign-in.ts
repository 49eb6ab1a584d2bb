import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The phone number as the voter: `phone_numbers` holds each confirmed number (E.164) and the one
 * account it belongs to at a time (the free-vote caps are the number's). An account signed up with
 * its number alone has no e-mail (''): the e-mail's uniqueness covers the accounts that have one.
 */
export class PhoneSignIn1795344000000 implements MigrationInterface {
  name = 'PhoneSignIn1795344000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "users_email_lower_key"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "users_email_lower_key" ON "users" (lower("email")) WHERE "email" <> ''`,
    );
    await queryRunner.query(`
      CREATE TABLE "phone_numbers" (
        "id" SERIAL PRIMARY KEY,
        "e164" varchar(16) NOT NULL,
        "user_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
        "verified_at" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "phone_numbers_e164_key" UNIQUE ("e164"),
        CONSTRAINT "phone_numbers_user_id_key" UNIQUE ("user_id"),
        CONSTRAINT "phone_numbers_e164_format" CHECK ("e164" ~ '^\\+[1-9][0-9]{6,14}$')
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "phone_numbers"`);
    await queryRunner.query(`DROP INDEX "users_email_lower_key"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_lower_key" ON "users" (lower("email"))`);
  }
}
