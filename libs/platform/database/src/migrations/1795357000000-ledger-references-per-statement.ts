import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger checks the contest and participant its rows name once per INSERT statement, in the trigger that
 * already checks its close over the statement's rows, instead of by two foreign keys: those fired two lookups
 * per row, each taking a KEY SHARE lock on the contest's and the participant's row (a third of a 10-row
 * batch's execution time, and WAL for the locks of every batch on one hot contest row). The check is
 * stricter than the keys were: the participant must be one of the row's contest. A row naming an unknown
 * contest or a participant of another contest fails as a foreign key would (SQLSTATE 23503).
 *
 * Contests and participants are never deleted by the product (they are withdrawn or marked deleted); the
 * parent side keeps the keys' other half: deleting one that the ledger names is refused (23503), through
 * an index probe on the ledger. The ledger's other references (payment, reversed row, decided row) stay
 * foreign keys: their rows are rare and the keys cost nothing on a free vote.
 */
export class LedgerReferencesPerStatement1795357000000 implements MigrationInterface {
  name = 'LedgerReferencesPerStatement1795357000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION "vote_ledger_before_close"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE wrong record;
      BEGIN
        SELECT n.contest_id, n.participant_id, n.created_at, c.id IS NULL OR p.id IS NULL AS unknown INTO wrong
          FROM inserted n
          LEFT JOIN contests c ON c.id = n.contest_id
          LEFT JOIN participants p ON p.id = n.participant_id AND p.contest_id = n.contest_id
         WHERE c.id IS NULL OR p.id IS NULL OR (n.kind IN ('free', 'paid', 'held') AND n.created_at >= c.end_date)
         LIMIT 1;
        IF NOT FOUND THEN
          RETURN NULL;
        ELSIF wrong.unknown THEN
          RAISE EXCEPTION 'vote_ledger: participant % of contest % is unknown', wrong.participant_id, wrong.contest_id
            USING ERRCODE = 'foreign_key_violation';
        END IF;
        RAISE EXCEPTION 'vote_ledger: contest % ended before %', wrong.contest_id, wrong.created_at
          USING ERRCODE = 'BS001';
      END $$`);
    await queryRunner.query(`ALTER TABLE "vote_ledger" DROP CONSTRAINT "vote_ledger_contest_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "vote_ledger" DROP CONSTRAINT "vote_ledger_participant_id_fkey"`);
    await queryRunner.query(`
      CREATE FUNCTION "vote_ledger_keeps_its_references"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE named boolean;
      BEGIN
        IF TG_TABLE_NAME = 'participants' THEN
          named := EXISTS (SELECT 1 FROM vote_ledger WHERE participant_id = OLD.id);
        ELSE
          named := EXISTS (SELECT 1 FROM vote_ledger WHERE contest_id = OLD.id);
        END IF;
        IF named THEN
          RAISE EXCEPTION '%: row % is named by vote_ledger', TG_TABLE_NAME, OLD.id
            USING ERRCODE = 'foreign_key_violation';
        END IF;
        RETURN OLD;
      END $$`);
    for (const table of ['participants', 'contests']) {
      await queryRunner.query(`
        CREATE TRIGGER "vote_ledger_references" BEFORE DELETE ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION "vote_ledger_keeps_its_references"()`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['participants', 'contests']) {
      await queryRunner.query(`DROP TRIGGER "vote_ledger_references" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION "vote_ledger_keeps_its_references"()`);
    await queryRunner.query(`
      ALTER TABLE "vote_ledger"
        ADD CONSTRAINT "vote_ledger_contest_id_fkey" FOREIGN KEY ("contest_id") REFERENCES "contests" ("id"),
        ADD CONSTRAINT "vote_ledger_participant_id_fkey" FOREIGN KEY ("participant_id") REFERENCES "participants" ("id")`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION "vote_ledger_before_close"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  }
}
