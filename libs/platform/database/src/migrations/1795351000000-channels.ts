import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Voting by USSD and SMS (libs/domain/channels): the deployment's channel settings (one row: the SMS short
 * code, the USSD service code, the keywords an SMS vote starts with) and, per contest, the channels an
 * administrator closed (a contest without a row takes every channel). The SMS layer's purposes grow with
 * the messages these channels send: a vote's receipt and a pushed payment's outcome.
 */
export class Channels1795351000000 implements MigrationInterface {
  name = 'Channels1795351000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "channel_settings" (
        "id" smallint PRIMARY KEY DEFAULT 1 CONSTRAINT "channel_settings_single" CHECK ("id" = 1),
        "short_code" varchar(8) NOT NULL,
        "ussd_service_code" varchar(20) NOT NULL,
        "keywords" varchar(12)[] NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "updated_by" integer
      )`);
    await queryRunner.query(`
      INSERT INTO "channel_settings" ("short_code", "ussd_service_code", "keywords")
      VALUES ('7575', '*384*7#', ARRAY['VOTE', 'VOTER'])`);
    await queryRunner.query(`
      CREATE TABLE "contest_channels" (
        "contest_id" integer PRIMARY KEY REFERENCES "contests" ("id") ON DELETE CASCADE,
        "ussd" boolean NOT NULL,
        "sms" boolean NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "updated_by" integer
      )`);
    await queryRunner.query(`ALTER TABLE "sms_messages" DROP CONSTRAINT "sms_messages_purpose_check"`);
    await queryRunner.query(`
      ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_purpose_check"
        CHECK ("purpose" IN ('sign_in_code', 'vote_receipt', 'payment_receipt'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sms_messages" DROP CONSTRAINT "sms_messages_purpose_check"`);
    await queryRunner.query(
      `ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_purpose_check" CHECK ("purpose" IN ('sign_in_code'))`,
    );
    await queryRunner.query(`DROP TABLE "contest_channels"`);
    await queryRunner.query(`DROP TABLE "channel_settings"`);
  }
}
