import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log stays append-only, but deleting an account erases its personal data there too (its
 * e-mail, its deleted comments' text): an UPDATE that changes `details` alone is let through inside a
 * transaction that turned the erasure on (`set_config('bebe_star.audit_erasure', 'on', true)`, which
 * ends with it; libs/domain/audit `AuditPersonalData`). Every other UPDATE, any DELETE and TRUNCATE are still
 * refused. The e-mail that a line names is indexed, so that an erasure finds its lines.
 */
export class AuditLogErasure1795338000000 implements MigrationInterface {
  name = 'AuditLogErasure1795338000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND current_setting('bebe_star.audit_erasure', true) = 'on'
           AND (NEW.id, NEW.actor_id, NEW.action, NEW.contest_id, NEW.participant_id, NEW.subject_id, NEW.reason,
                NEW.created_at)
               IS NOT DISTINCT FROM
               (OLD.id, OLD.actor_id, OLD.action, OLD.contest_id, OLD.participant_id, OLD.subject_id, OLD.reason,
                OLD.created_at) THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
      END $$`);
    await queryRunner.query(`DROP TRIGGER "audit_log_no_change" ON "audit_log"`);
    await queryRunner.query(`
      CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log"
      FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"()`);
    await queryRunner.query(
      `CREATE INDEX "audit_log_email" ON "audit_log" (lower("details" ->> 'email')) WHERE "details" ? 'email'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "audit_log_email"`);
    await queryRunner.query(`DROP TRIGGER "audit_log_no_change" ON "audit_log"`);
    await queryRunner.query(`
      CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log"
      FOR EACH ROW EXECUTE FUNCTION "vote_ledger_append_only"()`);
    await queryRunner.query(`DROP FUNCTION "audit_log_append_only"()`);
  }
}
