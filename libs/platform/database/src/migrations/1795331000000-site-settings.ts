import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The site's run-time settings (one row, changed in the back office's "Paramètres": support contacts,
 * notices, the payment providers offered), and the permission to change them, granted to the
 * "Administrateurs" group like every other.
 */
export class SiteSettings1795331000000 implements MigrationInterface {
  name = 'SiteSettings1795331000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "site_settings" (
        "id" smallint PRIMARY KEY DEFAULT 1,
        "support_whatsapp" varchar(32),
        "support_email" varchar(254),
        "site_notice" varchar(300) NOT NULL DEFAULT '',
        "contest_notices" jsonb NOT NULL DEFAULT '{}'::jsonb,
        "gateways" jsonb,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "updated_by" integer,
        CONSTRAINT "site_settings_single_row" CHECK ("id" = 1)
      )`);
    await queryRunner.query(
      `INSERT INTO "permissions" ("codename", "name") VALUES ('manage_settings', 'Gérer les paramètres du site')`,
    );
    await queryRunner.query(`
      INSERT INTO "group_permissions" ("group_id", "permission_id")
      SELECT g.id, p.id FROM "groups" g, "permissions" p
       WHERE g.name = 'Administrateurs' AND p.codename = 'manage_settings'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "permissions" WHERE "codename" = 'manage_settings'`);
    await queryRunner.query(`DROP TABLE "site_settings"`);
  }
}
