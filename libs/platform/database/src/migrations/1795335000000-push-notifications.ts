import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web push notifications (libs/domain/notifications): each browser's push subscription (its endpoint and its
 * keys), each account's choices (the kinds it wants, its time zone for quiet hours), every
 * notification sent with its outcome, the cursor by which the worker follows the vote ledger, and
 * the rounds sent once (a contest's "closing in one hour"), and the rank last told of each child
 * followed.
 */
export class PushNotifications1795335000000 implements MigrationInterface {
  name = 'PushNotifications1795335000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "push_subscriptions" (
        "id" bigserial PRIMARY KEY,
        "user_id" integer NOT NULL,
        "endpoint" varchar(1024) NOT NULL UNIQUE,
        "p256dh" varchar(128) NOT NULL,
        "auth" varchar(64) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_success_at" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "push_subscriptions_user" ON "push_subscriptions" ("user_id")`);
    await queryRunner.query(`
      CREATE TABLE "notification_settings" (
        "user_id" integer PRIMARY KEY,
        "kinds" text[] NOT NULL DEFAULT '{}',
        "time_zone" varchar(64) NOT NULL DEFAULT 'Africa/Dakar',
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "notifications" (
        "id" bigserial PRIMARY KEY,
        "user_id" integer NOT NULL,
        "kind" varchar(32) NOT NULL,
        "title" varchar(200) NOT NULL,
        "body" varchar(500) NOT NULL,
        "url" varchar(500) NOT NULL,
        "outcome" varchar(16) NOT NULL CHECK ("outcome" IN ('pending', 'sent', 'failed', 'no_device', 'quiet', 'opted_out')),
        "devices" integer NOT NULL DEFAULT 0,
        "dedupe_key" varchar(200) UNIQUE,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "notifications_user" ON "notifications" ("user_id", "id" DESC)`);
    await queryRunner.query(`
      CREATE TABLE "notification_rounds" (
        "name" varchar(64) PRIMARY KEY,
        "done_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "notification_ranks" (
        "participant_id" integer PRIMARY KEY,
        "rank" integer,
        "told_at" timestamptz NOT NULL DEFAULT 'epoch'
      )`);
    await queryRunner.query(`
      CREATE TABLE "notification_cursors" (
        "name" varchar(32) PRIMARY KEY,
        "tx" xid8 NOT NULL,
        "ledger_id" bigint NOT NULL
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "notification_cursors"`);
    await queryRunner.query(`DROP TABLE "notification_rounds"`);
    await queryRunner.query(`DROP TABLE "notification_ranks"`);
    await queryRunner.query(`DROP TABLE "notifications"`);
    await queryRunner.query(`DROP TABLE "notification_settings"`);
    await queryRunner.query(`DROP TABLE "push_subscriptions"`);
  }
}
