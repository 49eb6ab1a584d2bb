import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A closed contest's results dossiers (libs/domain/results): the signed machine-readable file of its leaves
 * (gzip) and the PDF for people, sealed by a tree head of the public vote log. Version 1 is made
 * after the close; a later version when the contest's votes change after it (a reversal, a podium
 * recompute), so that the latest dossier always covers every vote. Kept forever.
 */
export class ResultsDossiers1795334000000 implements MigrationInterface {
  name = 'ResultsDossiers1795334000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "results_dossiers" (
        "contest_id" integer NOT NULL,
        "version" integer NOT NULL CHECK ("version" >= 1),
        "tree_size" bigint NOT NULL,
        "leaves" integer NOT NULL,
        "file_gzip" bytea NOT NULL,
        "file_sha256" varchar(64) NOT NULL,
        "pdf" bytea NOT NULL,
        "key_fingerprint" varchar(64) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("contest_id", "version")
      )`);
    await queryRunner.query(`
      CREATE TRIGGER "results_dossiers_no_change" BEFORE UPDATE OR DELETE ON "results_dossiers"
      FOR EACH ROW EXECUTE FUNCTION "append_only"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "results_dossiers"`);
  }
}
