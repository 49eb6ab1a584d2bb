import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A vote counts only if it was written before its contest's end. The ledger refuses, whoever writes,
 * a row that adds votes (`free`, `paid`, `held`) dated at or after the end of its contest: one check
 * per statement over the rows it inserted, so a batch of free votes pays one join, not a lookup per
 * row. Decisions on held votes and reversals stay possible after the close (they refer to earlier
 * rows). A payment confirmed after the end is never credited: it becomes `late`, to be refunded, and
 * its refund (the provider's reference, who recorded it, when) is kept on the payment.
 */
export class CloseMeansClosed1795336000000 implements MigrationInterface {
  name = 'CloseMeansClosed1795336000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION "vote_ledger_before_close"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE late record;
      BEGIN
        SELECT n.contest_id, n.created_at INTO late
          FROM inserted n JOIN contests c ON c.id = n.contest_id
         WHERE n.kind IN ('free', 'paid', 'held') AND n.created_at >= c.end_date
         LIMIT 1;
        IF FOUND THEN
          RAISE EXCEPTION 'vote_ledger: contest % ended before %', late.contest_id, late.created_at
            USING ERRCODE = 'BS001';
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "vote_ledger_before_close" AFTER INSERT ON "vote_ledger"
      REFERENCING NEW TABLE AS inserted
      FOR EACH STATEMENT EXECUTE FUNCTION "vote_ledger_before_close"()`);

    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check"`);
    await queryRunner.query(`
      ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check"
        CHECK ("status" IN ('pending', 'succeeded', 'failed', 'cancelled', 'expired', 'flagged', 'late'))`);
    await queryRunner.query(`
      ALTER TABLE "payments"
        ADD COLUMN "refund_reference" varchar(100),
        ADD COLUMN "refunded_at" timestamptz,
        ADD COLUMN "refunded_by" integer REFERENCES "users" ("id") ON DELETE SET NULL,
        ADD CONSTRAINT "payments_refund" CHECK (
          ("refunded_at" IS NULL AND "refund_reference" IS NULL) OR ("status" = 'late' AND "refunded_at" IS NOT NULL AND "refund_reference" IS NOT NULL)
        )`);
    await queryRunner.query(`CREATE INDEX "payments_to_refund" ON "payments" ("completed_at") WHERE "status" = 'late'`);
    await queryRunner.query(`
      ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_source_check",
        ADD CONSTRAINT "payment_events_source_check"
          CHECK ("source" IN ('init', 'notification', 'return', 'check', 'expiry', 'admin', 'refund'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_source_check",
        ADD CONSTRAINT "payment_events_source_check"
          CHECK ("source" IN ('init', 'notification', 'return', 'check', 'expiry', 'admin'))`);
    await queryRunner.query(`DROP INDEX "payments_to_refund"`);
    await queryRunner.query(`
      ALTER TABLE "payments" DROP CONSTRAINT "payments_refund",
        DROP COLUMN "refunded_by", DROP COLUMN "refunded_at", DROP COLUMN "refund_reference"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check"`);
    await queryRunner.query(`
      ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check"
        CHECK ("status" IN ('pending', 'succeeded', 'failed', 'cancelled', 'expired', 'flagged'))`);
    await queryRunner.query(`DROP TRIGGER "vote_ledger_before_close" ON "vote_ledger"`);
    await queryRunner.query(`DROP FUNCTION "vote_ledger_before_close"()`);
  }
}
