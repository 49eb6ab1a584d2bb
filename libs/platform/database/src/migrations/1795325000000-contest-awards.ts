import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The end of a contest: its winners (recorded once when it closes; a recompute after fraud revokes
 * the old rows and adds new ones, nothing is erased), the prize claims of winning parents with their
 * payout, and the winners' testimonials. Names and prizes are snapshots: a parent who later renames
 * or deletes a baby does not change who won what.
 *
 * `audit_log` is the one append-only log of administrators' actions; the vote reversals' log moves
 * into it (its reversed count goes to `details`).
 */
export class ContestAwards1795325000000 implements MigrationInterface {
  name = 'ContestAwards1795325000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "winners" (
        "id" serial PRIMARY KEY,
        "contest_id" integer NOT NULL REFERENCES "contests" ("id"),
        "participant_id" integer NOT NULL REFERENCES "participants" ("id"),
        "baby_id" integer REFERENCES "babies" ("id") ON DELETE SET NULL,
        "user_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
        "rank" smallint NOT NULL CHECK ("rank" BETWEEN 1 AND 3),
        "votes" integer NOT NULL,
        "prize" integer NOT NULL CHECK ("prize" >= 0),
        "baby_name" varchar(100) NOT NULL,
        "parent_name" varchar(300) NOT NULL DEFAULT '',
        "awarded_at" timestamptz NOT NULL DEFAULT now(),
        "notified_at" timestamptz,
        "revoked_at" timestamptz,
        "revoked_reason" text
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "winners_contest_rank_key" ON "winners" ("contest_id", "rank") WHERE "revoked_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "winners_contest_participant_key" ON "winners" ("contest_id", "participant_id") WHERE "revoked_at" IS NULL`,
    );
    await queryRunner.query(`CREATE INDEX "winners_user" ON "winners" ("user_id")`);
    await queryRunner.query(`CREATE INDEX "winners_baby" ON "winners" ("baby_id")`);
    await queryRunner.query(
      `CREATE INDEX "winners_to_notify" ON "winners" ("id") WHERE "notified_at" IS NULL AND "revoked_at" IS NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE "prize_claims" (
        "id" serial PRIMARY KEY,
        "winner_id" integer NOT NULL REFERENCES "winners" ("id"),
        "user_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
        "phone_number" varchar(20) NOT NULL,
        "status" varchar(10) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'paid', 'rejected')),
        "payout_reference" varchar(100),
        "payout_amount" integer CHECK ("payout_amount" >= 0),
        "rejection_reason" text,
        "decided_by" integer REFERENCES "users" ("id") ON DELETE SET NULL,
        "decided_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "prize_claims_winner_key" UNIQUE ("winner_id"),
        CONSTRAINT "prize_claims_paid_has_payout" CHECK (
          "status" <> 'paid' OR ("payout_reference" IS NOT NULL AND "payout_amount" IS NOT NULL)),
        CONSTRAINT "prize_claims_rejected_has_reason" CHECK ("status" <> 'rejected' OR "rejection_reason" IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE INDEX "prize_claims_created" ON "prize_claims" ("created_at")`);

    await queryRunner.query(`
      CREATE TABLE "testimonials" (
        "id" serial PRIMARY KEY,
        "winner_id" integer NOT NULL REFERENCES "winners" ("id"),
        "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "rating" smallint NOT NULL CHECK ("rating" BETWEEN 1 AND 5),
        "text" text NOT NULL,
        "is_hidden" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "testimonials_winner_key" UNIQUE ("winner_id")
      )`);
    await queryRunner.query(`CREATE INDEX "testimonials_created" ON "testimonials" ("created_at")`);

    await queryRunner.query(`
      CREATE TABLE "audit_log" (
        "id" bigserial PRIMARY KEY,
        "actor_id" integer NOT NULL,
        "action" varchar(40) NOT NULL,
        "contest_id" integer,
        "participant_id" integer,
        "subject_id" integer,
        "details" jsonb NOT NULL DEFAULT '{}'::jsonb,
        "reason" text NOT NULL DEFAULT '',
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "audit_log_created" ON "audit_log" ("created_at")`);
    await queryRunner.query(`CREATE INDEX "audit_log_action" ON "audit_log" ("action", "id")`);
    await queryRunner.query(`
      INSERT INTO "audit_log" ("actor_id", "action", "contest_id", "participant_id", "details", "reason", "created_at")
      SELECT "actor_id", "action", "contest_id", "participant_id",
             "target" || jsonb_build_object('reversed_count', "reversed_count"), "reason", "created_at"
        FROM "vote_audit_log" ORDER BY "id"`);
    await queryRunner.query(`DROP TABLE "vote_audit_log"`);
    await queryRunner.query(`
      CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log"
      FOR EACH ROW EXECUTE FUNCTION "vote_ledger_append_only"()`);
    await queryRunner.query(`
      CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
      FOR EACH STATEMENT EXECUTE FUNCTION "vote_ledger_append_only"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "vote_audit_log" (
        "id" bigserial PRIMARY KEY,
        "actor_id" integer NOT NULL,
        "action" varchar(40) NOT NULL,
        "contest_id" integer,
        "participant_id" integer,
        "target" jsonb NOT NULL DEFAULT '{}'::jsonb,
        "reason" text NOT NULL,
        "reversed_count" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      INSERT INTO "vote_audit_log" ("actor_id", "action", "contest_id", "participant_id", "target", "reason", "reversed_count", "created_at")
      SELECT "actor_id", "action", "contest_id", "participant_id", "details" - 'reversed_count', "reason",
             coalesce(("details" ->> 'reversed_count')::int, 0), "created_at"
        FROM "audit_log" WHERE "action" LIKE 'reverse_%' ORDER BY "id"`);
    await queryRunner.query(`CREATE INDEX "vote_audit_log_created" ON "vote_audit_log" ("created_at")`);
    await queryRunner.query(`
      CREATE TRIGGER "vote_audit_log_no_change" BEFORE UPDATE OR DELETE ON "vote_audit_log"
      FOR EACH ROW EXECUTE FUNCTION "vote_ledger_append_only"()`);
    await queryRunner.query(`DROP TABLE "audit_log"`);
    await queryRunner.query(`DROP TABLE "testimonials"`);
    await queryRunner.query(`DROP TABLE "prize_claims"`);
    await queryRunner.query(`DROP TABLE "winners"`);
  }
}
