import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public, verifiable log of the vote ledger (libs/domain/transparency). Every ledger row becomes a leaf,
 * in the ledger's commit order: `transparency_leaves` (append-only, like the ledger) holds each
 * leaf's canonical JSON at its position. `transparency_tiles` stores the Merkle tree by tiles of 256
 * hashes per level of 8 (the leaves' hashes, then the roots of full tiles), from which any root and
 * proof is computed without reading every leaf; a tile is rewritten only while it fills up, and can
 * be rebuilt from the leaves. `transparency_log` is the appender's position in the ledger.
 * `tree_heads` are the signed heads, kept forever (append-only); `transparency_keys` the public keys
 * that signed them, old ones included, so that every head stays verifiable after a key rotation.
 */
export class TransparencyLog1795332000000 implements MigrationInterface {
  name = 'TransparencyLog1795332000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "transparency_log" (
        "id" smallint PRIMARY KEY DEFAULT 1,
        "size" bigint NOT NULL DEFAULT 0,
        "watermark_tx" xid8 NOT NULL DEFAULT '0',
        "watermark_id" bigint NOT NULL DEFAULT 0,
        CONSTRAINT "transparency_log_single_row" CHECK ("id" = 1)
      )`);
    await queryRunner.query(`INSERT INTO "transparency_log" DEFAULT VALUES`);
    await queryRunner.query(`
      CREATE TABLE "transparency_leaves" (
        "leaf_index" bigint PRIMARY KEY,
        "ledger_id" bigint NOT NULL UNIQUE,
        "contest_id" integer NOT NULL,
        "leaf" text NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "transparency_leaves_contest" ON "transparency_leaves" ("contest_id", "leaf_index")`,
    );
    await queryRunner.query(`
      CREATE TABLE "transparency_tiles" (
        "level" smallint NOT NULL,
        "tile_index" bigint NOT NULL,
        "hashes" bytea NOT NULL CHECK (length("hashes") % 32 = 0 AND length("hashes") BETWEEN 32 AND 8192),
        PRIMARY KEY ("level", "tile_index")
      )`);
    await queryRunner.query(`
      CREATE TABLE "transparency_keys" (
        "key_id" varchar(16) PRIMARY KEY,
        "public_key" bytea NOT NULL CHECK (length("public_key") = 32),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "tree_heads" (
        "id" bigserial PRIMARY KEY,
        "tree_size" bigint NOT NULL,
        "root" bytea NOT NULL CHECK (length("root") = 32),
        "signed_at" timestamptz NOT NULL,
        "key_id" varchar(16) NOT NULL REFERENCES "transparency_keys" ("key_id"),
        "signature" bytea NOT NULL CHECK (length("signature") = 64),
        "contest_id" integer
      )`);
    await queryRunner.query(`CREATE INDEX "tree_heads_size" ON "tree_heads" ("tree_size")`);
    await queryRunner.query(
      `CREATE INDEX "tree_heads_contest" ON "tree_heads" ("contest_id") WHERE "contest_id" IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE FUNCTION "append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
      END $$`);
    for (const table of ['transparency_leaves', 'tree_heads', 'transparency_keys']) {
      await queryRunner.query(`
        CREATE TRIGGER "${table}_no_change" BEFORE UPDATE OR DELETE ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION "append_only"()`);
      await queryRunner.query(`
        CREATE TRIGGER "${table}_no_truncate" BEFORE TRUNCATE ON "${table}"
        FOR EACH STATEMENT EXECUTE FUNCTION "append_only"()`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "tree_heads"`);
    await queryRunner.query(`DROP TABLE "transparency_keys"`);
    await queryRunner.query(`DROP TABLE "transparency_tiles"`);
    await queryRunner.query(`DROP TABLE "transparency_leaves"`);
    await queryRunner.query(`DROP TABLE "transparency_log"`);
    await queryRunner.query(`DROP FUNCTION "append_only"()`);
  }
}
