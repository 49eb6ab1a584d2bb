import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Comments on participants, stored as typed (the site renders them as text), with the flags of
 * readers: a comment flagged by three different readers since a moderator last looked at it is
 * hidden until one does. Deleting an account deletes its comments and flags.
 */
export class Comments1795326000000 implements MigrationInterface {
  name = 'Comments1795326000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "comments" (
        "id" serial PRIMARY KEY,
        "participant_id" integer NOT NULL REFERENCES "participants" ("id"),
        "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "text" varchar(1000) NOT NULL CHECK (length(btrim("text")) > 0),
        "is_active" boolean NOT NULL DEFAULT true,
        "is_edited" boolean NOT NULL DEFAULT false,
        "is_flagged" boolean NOT NULL DEFAULT false,
        "hidden_by_flags" boolean NOT NULL DEFAULT false,
        "flags_reviewed_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "comments_participant_active" ON "comments" ("participant_id", "created_at" DESC) WHERE "is_active"`,
    );
    await queryRunner.query(`CREATE INDEX "comments_user" ON "comments" ("user_id")`);
    await queryRunner.query(`CREATE INDEX "comments_flagged" ON "comments" ("id") WHERE "is_flagged"`);
    await queryRunner.query(`
      CREATE TABLE "comment_flags" (
        "id" serial PRIMARY KEY,
        "comment_id" integer NOT NULL REFERENCES "comments" ("id") ON DELETE CASCADE,
        "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "reason" varchar(300) NOT NULL DEFAULT '',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "comment_flags_once" UNIQUE ("comment_id", "user_id")
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "comment_flags"`);
    await queryRunner.query(`DROP TABLE "comments"`);
  }
}
