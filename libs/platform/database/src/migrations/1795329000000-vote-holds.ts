import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Held free votes. A free vote the fraud score judges doubtful is appended as `held`, of weight 0:
 * acknowledged and in the ledger, not in the ranking, whose projection is the sum of the weights. An
 * administrator decides each one once: a `release` row (weight 1, counted from then on) or a
 * `rejection` row (weight 0), naming the held row in `decides_id` (unique: one decision per vote), with
 * its actor and reason. `signals` are what held it. Daily caps and cooldowns count held votes like
 * free ones (the recent-free index covers both).
 *
 * `vote_disputes`: a parent contests a reversal or a rejection of their child's votes; the back office
 * answers. Owned by the voting lib.
 */
export class VoteHolds1795329000000 implements MigrationInterface {
  name = 'VoteHolds1795329000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "vote_ledger"
        DROP CONSTRAINT "vote_ledger_kind_check",
        DROP CONSTRAINT "vote_ledger_weight_check",
        DROP CONSTRAINT "vote_ledger_kind_weight",
        ADD COLUMN "decides_id" bigint REFERENCES "vote_ledger" ("id"),
        ADD COLUMN "signals" varchar(40)[],
        ADD CONSTRAINT "vote_ledger_kind_check"
          CHECK ("kind" IN ('free', 'paid', 'reversal', 'held', 'release', 'rejection')),
        ADD CONSTRAINT "vote_ledger_kind_weight" CHECK (
          ("kind" = 'free' AND "weight" = 1) OR ("kind" = 'paid' AND "weight" > 0)
          OR ("kind" = 'reversal' AND "weight" < 0) OR ("kind" = 'held' AND "weight" = 0)
          OR ("kind" = 'release' AND "weight" = 1) OR ("kind" = 'rejection' AND "weight" = 0)
        ),
        ADD CONSTRAINT "vote_ledger_held_has_signals"
          CHECK ("kind" <> 'held' OR ("signals" IS NOT NULL AND "reason" IS NOT NULL)),
        ADD CONSTRAINT "vote_ledger_decision_complete" CHECK (
          ("kind" IN ('release', 'rejection')) = ("decides_id" IS NOT NULL)
          AND ("kind" NOT IN ('release', 'rejection') OR ("reason" IS NOT NULL AND "actor_id" IS NOT NULL))
        )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "vote_ledger_decides_key" ON "vote_ledger" ("decides_id") WHERE "decides_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "vote_ledger_held" ON "vote_ledger" ("contest_id", "id") WHERE "kind" = 'held'`,
    );
    await queryRunner.query(`DROP INDEX "vote_ledger_recent_free"`);
    await queryRunner.query(
      `CREATE INDEX "vote_ledger_recent_free" ON "vote_ledger" ("created_at") WHERE "kind" IN ('free', 'held')`,
    );
    await queryRunner.query(`
      CREATE TABLE "vote_disputes" (
        "id" serial PRIMARY KEY,
        "participant_id" integer NOT NULL REFERENCES "participants" ("id") ON DELETE CASCADE,
        "ledger_id" bigint NOT NULL REFERENCES "vote_ledger" ("id"),
        "user_id" integer NOT NULL,
        "message" text NOT NULL,
        "status" varchar(10) NOT NULL DEFAULT 'open' CHECK ("status" IN ('open', 'answered')),
        "answer" text,
        "answered_by" integer,
        "answered_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "vote_disputes_answer_complete" CHECK (
          ("status" = 'answered') = ("answer" IS NOT NULL AND "answered_by" IS NOT NULL AND "answered_at" IS NOT NULL)
        )
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "vote_disputes_one_open" ON "vote_disputes" ("ledger_id") WHERE "status" = 'open'`,
    );
    await queryRunner.query(`CREATE INDEX "vote_disputes_status" ON "vote_disputes" ("status", "id")`);
    await queryRunner.query(`CREATE INDEX "vote_disputes_participant" ON "vote_disputes" ("participant_id", "id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "vote_disputes"`);
    await queryRunner.query(`DROP INDEX "vote_ledger_recent_free"`);
    await queryRunner.query(
      `CREATE INDEX "vote_ledger_recent_free" ON "vote_ledger" ("created_at") WHERE "kind" = 'free'`,
    );
    await queryRunner.query(`DROP INDEX "vote_ledger_held"`);
    await queryRunner.query(`DROP INDEX "vote_ledger_decides_key"`);
    await queryRunner.query(`
      ALTER TABLE "vote_ledger"
        DROP CONSTRAINT "vote_ledger_decision_complete",
        DROP CONSTRAINT "vote_ledger_held_has_signals",
        DROP CONSTRAINT "vote_ledger_kind_weight",
        DROP CONSTRAINT "vote_ledger_kind_check",
        DROP COLUMN "signals",
        DROP COLUMN "decides_id",
        ADD CONSTRAINT "vote_ledger_kind_check" CHECK ("kind" IN ('free', 'paid', 'reversal')),
        ADD CONSTRAINT "vote_ledger_weight_check" CHECK ("weight" <> 0),
        ADD CONSTRAINT "vote_ledger_kind_weight" CHECK (
          ("kind" = 'free' AND "weight" = 1) OR ("kind" = 'paid' AND "weight" > 0) OR ("kind" = 'reversal' AND "weight" < 0)
        )`);
  }
}
