import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The vote ledger: the single source of truth of every vote and correction. Rows are only ever
 * appended: a trigger refuses UPDATE, DELETE and TRUNCATE, so a fraudulent vote is cancelled by a
 * `reversal` row. `tx` is the inserting transaction's id: rows are projected in (tx, id) order,
 * only below the oldest transaction still running, which is commit-safe where ids alone are not.
 * `voter_id` has no foreign key on purpose: deleting an account must not touch (or be blocked by)
 * the ledger.
 */
export class VoteLedger1795323000000 implements MigrationInterface {
  name = 'VoteLedger1795323000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "vote_ledger" (
        "id" bigserial PRIMARY KEY,
        "kind" varchar(10) NOT NULL CHECK ("kind" IN ('free', 'paid', 'reversal')),
        "weight" integer NOT NULL CHECK ("weight" <> 0),
        "contest_id" integer NOT NULL REFERENCES "contests" ("id"),
        "participant_id" integer NOT NULL REFERENCES "participants" ("id"),
        "voter_id" integer,
        "ip_hash" varchar(32),
        "payment_id" bigint,
        "idempotency_key" varchar(120),
        "reverses_id" bigint REFERENCES "vote_ledger" ("id"),
        "actor_id" integer,
        "reason" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "tx" xid8 NOT NULL DEFAULT pg_current_xact_id(),
        CONSTRAINT "vote_ledger_kind_weight" CHECK (
          ("kind" = 'free' AND "weight" = 1) OR ("kind" = 'paid' AND "weight" > 0) OR ("kind" = 'reversal' AND "weight" < 0)
        ),
        CONSTRAINT "vote_ledger_paid_has_payment" CHECK (("kind" = 'paid') = ("payment_id" IS NOT NULL)),
        CONSTRAINT "vote_ledger_reversal_has_reason" CHECK ("kind" <> 'reversal' OR ("reason" IS NOT NULL AND "actor_id" IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "vote_ledger_payment_key" ON "vote_ledger" ("payment_id") WHERE "payment_id" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "vote_ledger_idempotency_key" ON "vote_ledger" ("idempotency_key")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "vote_ledger_reverses_key" ON "vote_ledger" ("reverses_id") WHERE "reverses_id" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "vote_ledger_projection_order" ON "vote_ledger" ("tx", "id")`);
    await queryRunner.query(`CREATE INDEX "vote_ledger_participant" ON "vote_ledger" ("participant_id", "id")`);
    await queryRunner.query(`CREATE INDEX "vote_ledger_contest_voter" ON "vote_ledger" ("contest_id", "voter_id")`);
    await queryRunner.query(`CREATE INDEX "vote_ledger_contest_ip" ON "vote_ledger" ("contest_id", "ip_hash")`);
    await queryRunner.query(
      `CREATE INDEX "vote_ledger_recent_free" ON "vote_ledger" ("created_at") WHERE "kind" = 'free'`,
    );
    await queryRunner.query(`
      CREATE FUNCTION "vote_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'vote_ledger is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "vote_ledger_no_change" BEFORE UPDATE OR DELETE ON "vote_ledger"
      FOR EACH ROW EXECUTE FUNCTION "vote_ledger_append_only"()`);
    await queryRunner.query(`
      CREATE TRIGGER "vote_ledger_no_truncate" BEFORE TRUNCATE ON "vote_ledger"
      FOR EACH STATEMENT EXECUTE FUNCTION "vote_ledger_append_only"()`);
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
    await queryRunner.query(`CREATE INDEX "vote_audit_log_created" ON "vote_audit_log" ("created_at")`);
    await queryRunner.query(`
      CREATE TRIGGER "vote_audit_log_no_change" BEFORE UPDATE OR DELETE ON "vote_audit_log"
      FOR EACH ROW EXECUTE FUNCTION "vote_ledger_append_only"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "vote_audit_log"`);
    await queryRunner.query(`DROP TABLE "vote_ledger"`);
    await queryRunner.query(`DROP FUNCTION "vote_ledger_append_only"()`);
  }
}
