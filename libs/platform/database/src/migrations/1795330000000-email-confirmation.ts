import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the account's e-mail was confirmed (the link of the confirmation mail, or a Google or Facebook
 * sign-in that vouches for it); null while it is not, and again after the address changes. A young
 * account whose e-mail is confirmed loses the fraud score's "young account" point.
 */
export class EmailConfirmation1795330000000 implements MigrationInterface {
  name = 'EmailConfirmation1795330000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamptz`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "email_confirmed_at"`);
  }
}
