import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Vote packs, payments and the raw record of every provider exchange. Prices are whole francs,
 * multiples of 5 and at least 100 so that every provider accepts them. A payment snapshots what was
 * bought (pack name, votes, amount, currency) at creation: editing or deleting the pack later never
 * changes what a pending payment credits. Packs are soft-deleted because payments point at them.
 * `payment_events` is append-only, like the ledger; the ledger's paid rows now reference payments.
 */
export class Payments1795324000000 implements MigrationInterface {
  name = 'Payments1795324000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "vote_packs" (
        "id" serial PRIMARY KEY,
        "name" varchar(100) NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "votes_count" integer NOT NULL CHECK ("votes_count" > 0),
        "price" integer NOT NULL,
        "promotion_price" integer,
        "promotion_start_date" timestamptz,
        "promotion_end_date" timestamptz,
        "promotion_description" text NOT NULL DEFAULT '',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "deleted_at" timestamptz,
        CONSTRAINT "vote_packs_price" CHECK ("price" >= 100 AND "price" % 5 = 0),
        CONSTRAINT "vote_packs_promotion_price" CHECK (
          "promotion_price" IS NULL OR ("promotion_price" >= 100 AND "promotion_price" % 5 = 0 AND "promotion_price" < "price")
        ),
        CONSTRAINT "vote_packs_promotion_dates" CHECK (
          "promotion_start_date" IS NULL OR "promotion_end_date" IS NULL OR "promotion_end_date" > "promotion_start_date"
        )
      )`);
    await queryRunner.query(`
      CREATE TABLE "payments" (
        "id" bigserial PRIMARY KEY,
        "provider" varchar(20) NOT NULL CHECK ("provider" IN ('cinetpay', 'paydunya', 'intouch')),
        "transaction_id" varchar(64) NOT NULL,
        "provider_token" varchar(128),
        "status" varchar(20) NOT NULL DEFAULT 'pending'
          CHECK ("status" IN ('pending', 'succeeded', 'failed', 'cancelled', 'expired', 'flagged')),
        "provider_status" varchar(64) NOT NULL DEFAULT '',
        "user_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
        "participant_id" integer NOT NULL REFERENCES "participants" ("id"),
        "contest_id" integer NOT NULL REFERENCES "contests" ("id"),
        "pack_id" integer REFERENCES "vote_packs" ("id"),
        "pack_name" varchar(100) NOT NULL,
        "votes_count" integer NOT NULL CHECK ("votes_count" > 0),
        "amount" integer NOT NULL CHECK ("amount" >= 100),
        "currency" char(3) NOT NULL CHECK ("currency" IN ('XOF', 'XAF')),
        "site_id" varchar(40) NOT NULL DEFAULT '',
        "checkout_url" text,
        "flag_reason" text,
        "check_count" integer NOT NULL DEFAULT 0,
        "last_checked_at" timestamptz,
        "completed_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "payments_transaction_id_key" UNIQUE ("transaction_id"),
        CONSTRAINT "payments_provider_token_key" UNIQUE ("provider", "provider_token")
      )`);
    await queryRunner.query(`CREATE INDEX "payments_pending" ON "payments" ("created_at") WHERE "status" = 'pending'`);
    await queryRunner.query(`CREATE INDEX "payments_created" ON "payments" ("created_at", "id")`);
    await queryRunner.query(`CREATE INDEX "payments_participant" ON "payments" ("participant_id")`);
    await queryRunner.query(`CREATE INDEX "payments_user" ON "payments" ("user_id")`);
    await queryRunner.query(`
      CREATE TABLE "payment_events" (
        "id" bigserial PRIMARY KEY,
        "payment_id" bigint REFERENCES "payments" ("id"),
        "provider" varchar(20) NOT NULL,
        "source" varchar(20) NOT NULL CHECK ("source" IN ('init', 'notification', 'return', 'check', 'expiry', 'admin')),
        "reference" varchar(128) NOT NULL DEFAULT '',
        "verdict" varchar(40) NOT NULL,
        "detail" text NOT NULL DEFAULT '',
        "payload" jsonb NOT NULL DEFAULT '{}'::jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "payment_events_payment" ON "payment_events" ("payment_id", "id")`);
    await queryRunner.query(`CREATE INDEX "payment_events_created" ON "payment_events" ("created_at")`);
    await queryRunner.query(`
      CREATE FUNCTION "payment_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'payment_events is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "payment_events_no_change" BEFORE UPDATE OR DELETE ON "payment_events"
      FOR EACH ROW EXECUTE FUNCTION "payment_events_append_only"()`);
    await queryRunner.query(`
      CREATE TRIGGER "payment_events_no_truncate" BEFORE TRUNCATE ON "payment_events"
      FOR EACH STATEMENT EXECUTE FUNCTION "payment_events_append_only"()`);
    await queryRunner.query(`
      ALTER TABLE "vote_ledger" ADD CONSTRAINT "vote_ledger_payment_fk" FOREIGN KEY ("payment_id") REFERENCES "payments" ("id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "vote_ledger" DROP CONSTRAINT "vote_ledger_payment_fk"`);
    await queryRunner.query(`DROP TABLE "payment_events"`);
    await queryRunner.query(`DROP FUNCTION "payment_events_append_only"()`);
    await queryRunner.query(`DROP TABLE "payments"`);
    await queryRunner.query(`DROP TABLE "vote_packs"`);
  }
}
