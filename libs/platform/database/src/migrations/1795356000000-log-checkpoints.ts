import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The vote log's checkpoints in the open standard's signed-note format (C2SP tlog-checkpoint), kept
 * forever beside the older JSON tree heads: each the log's size and root, signed by the deployment's key,
 * as the note anyone can verify (`contest_id`: the checkpoint that seals a contest's close, whose
 * witnesses' cosignatures its results dossier carries); and the cosignatures the deployment's witnesses returned for them (C2SP
 * tlog-cosignature), each the signature line the witness sent. Append-only, like the heads.
 */
export class LogCheckpoints1795356000000 implements MigrationInterface {
  name = 'LogCheckpoints1795356000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "log_checkpoints" (
        "id" bigserial PRIMARY KEY,
        "tree_size" bigint NOT NULL CHECK ("tree_size" > 0),
        "root" bytea NOT NULL CHECK (length("root") = 32),
        "note" text NOT NULL,
        "signed_at" timestamptz NOT NULL,
        "contest_id" integer
      )`);
    await queryRunner.query(
      `CREATE INDEX "log_checkpoints_contest" ON "log_checkpoints" ("contest_id", "id") WHERE "contest_id" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "log_checkpoints_size" ON "log_checkpoints" ("tree_size")`);
    await queryRunner.query(`
      CREATE TABLE "checkpoint_cosignatures" (
        "checkpoint_id" bigint NOT NULL REFERENCES "log_checkpoints" ("id"),
        "witness" varchar(200) NOT NULL,
        "line" text NOT NULL,
        "cosigned_at" timestamptz NOT NULL,
        PRIMARY KEY ("checkpoint_id", "witness")
      )`);
    for (const table of ['log_checkpoints', 'checkpoint_cosignatures']) {
      await queryRunner.query(`
        CREATE TRIGGER "${table}_no_change" BEFORE UPDATE OR DELETE ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION "append_only"()`);
      await queryRunner.query(`
        CREATE TRIGGER "${table}_no_truncate" BEFORE TRUNCATE ON "${table}"
        FOR EACH STATEMENT EXECUTE FUNCTION "append_only"()`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "checkpoint_cosignatures"`);
    await queryRunner.query(`DROP TABLE "log_checkpoints"`);
  }
}
