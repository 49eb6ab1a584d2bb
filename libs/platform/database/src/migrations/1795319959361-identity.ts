import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The back office's permission catalogue; groups are granted a subset of it. */
const PERMISSIONS: [string, string][] = [
  ['manage_contests', 'Gérer les concours'],
  ['manage_participants', 'Gérer les participants'],
  ['manage_preregistrations', 'Gérer les préinscriptions'],
  ['manage_locations', 'Gérer les pays et les villes'],
  ['manage_users', 'Gérer les utilisateurs'],
  ['manage_administrators', 'Gérer les administrateurs et les groupes'],
  ['moderate_comments', 'Modérer les commentaires'],
  ['manage_vote_packs', 'Gérer les packs de votes'],
  ['manage_payments', 'Consulter et vérifier les paiements'],
  ['manage_votes', 'Contrôler et annuler des votes'],
  ['manage_prize_claims', 'Gérer les réclamations de prix'],
  ['view_statistics', 'Voir les statistiques'],
];

export class Identity1795319959361 implements MigrationInterface {
  name = 'Identity1795319959361';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "permissions" ("id" SERIAL NOT NULL, "codename" character varying(100) NOT NULL, "name" character varying(255) NOT NULL, CONSTRAINT "UQ_5b454affb9ac96f7a2f171e5a42" UNIQUE ("codename"), CONSTRAINT "PK_920331560282b8bd21bb02290df" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "groups" ("id" SERIAL NOT NULL, "name" character varying(150) NOT NULL, CONSTRAINT "UQ_664ea405ae2a10c264d582ee563" UNIQUE ("name"), CONSTRAINT "PK_659d1483316afb28afd3a90646e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "users" ("id" SERIAL NOT NULL, "email" character varying(254) NOT NULL, "username" character varying(150) NOT NULL, "password_hash" character varying(255), "first_name" character varying(150) NOT NULL DEFAULT '', "last_name" character varying(150) NOT NULL DEFAULT '', "contact_number" character varying(32) NOT NULL DEFAULT '', "address" character varying(255) NOT NULL DEFAULT '', "city" character varying(120) NOT NULL DEFAULT '', "country" character varying(120) NOT NULL DEFAULT '', "is_active" boolean NOT NULL DEFAULT true, "is_staff" boolean NOT NULL DEFAULT false, "last_login" TIMESTAMP WITH TIME ZONE, "date_joined" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_lower_key" ON "users" (lower("email"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "users_username_lower_key" ON "users" (lower("username"))`);
    await queryRunner.query(`CREATE INDEX "IDX_d131aeaf06703f328531d96b6d" ON "users" ("is_staff") `);
    await queryRunner.query(
      `CREATE TABLE "social_accounts" ("id" SERIAL NOT NULL, "provider" character varying(20) NOT NULL, "subject" character varying(255) NOT NULL, "user_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_820de75e7b1d6872a798f40850a" UNIQUE ("provider", "subject"), CONSTRAINT "PK_e9e58d2d8e9fafa20af914d9750" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_05a0f282d3bed93ca048a7e54d" ON "social_accounts" ("user_id") `);
    await queryRunner.query(
      `CREATE TABLE "refresh_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" integer NOT NULL, "family_id" uuid NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_a7838d2ba25be1342091b6695f1" UNIQUE ("token_hash"), CONSTRAINT "PK_7d8bee0204106019488c4c50ffa" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_3ddc983c5f7bcf132fd8732c3f" ON "refresh_tokens" ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_d5e27da0cd39bc3bb2811fc8ba" ON "refresh_tokens" ("family_id") `);
    await queryRunner.query(
      `CREATE TABLE "group_permissions" ("group_id" integer NOT NULL, "permission_id" integer NOT NULL, CONSTRAINT "PK_b0f1de027a85442d3c1e8bd0ff5" PRIMARY KEY ("group_id", "permission_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_3924be6485a5b5d0d2fe1a94c0" ON "group_permissions" ("group_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_7514fdc446a1fdcf5b2d39cda6" ON "group_permissions" ("permission_id") `);
    await queryRunner.query(
      `CREATE TABLE "user_groups" ("user_id" integer NOT NULL, "group_id" integer NOT NULL, CONSTRAINT "PK_c95039f66f5d7a452fc53945bfe" PRIMARY KEY ("user_id", "group_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_95bf94c61795df25a515435010" ON "user_groups" ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_4c5f2c23c34f3921fbad2cd394" ON "user_groups" ("group_id") `);
    await queryRunner.query(
      `ALTER TABLE "social_accounts" ADD CONSTRAINT "FK_05a0f282d3bed93ca048a7e54dd" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "refresh_tokens" ADD CONSTRAINT "FK_3ddc983c5f7bcf132fd8732c3f4" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "group_permissions" ADD CONSTRAINT "FK_3924be6485a5b5d0d2fe1a94c08" FOREIGN KEY ("group_id") REFERENCES "groups"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "group_permissions" ADD CONSTRAINT "FK_7514fdc446a1fdcf5b2d39cda60" FOREIGN KEY ("permission_id") REFERENCES "permissions"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_groups" ADD CONSTRAINT "FK_95bf94c61795df25a5154350102" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_groups" ADD CONSTRAINT "FK_4c5f2c23c34f3921fbad2cd3940" FOREIGN KEY ("group_id") REFERENCES "groups"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `INSERT INTO "permissions" ("codename", "name") VALUES ${PERMISSIONS.map(([codename, name]) => `('${codename}', '${name.replace(/'/g, "''")}')`).join(', ')}`,
    );
    await queryRunner.query(`INSERT INTO "groups" ("name") VALUES ('Administrateurs')`);
    await queryRunner.query(
      `INSERT INTO "group_permissions" ("group_id", "permission_id") SELECT g.id, p.id FROM "groups" g CROSS JOIN "permissions" p WHERE g.name = 'Administrateurs'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_groups" DROP CONSTRAINT "FK_4c5f2c23c34f3921fbad2cd3940"`);
    await queryRunner.query(`ALTER TABLE "user_groups" DROP CONSTRAINT "FK_95bf94c61795df25a5154350102"`);
    await queryRunner.query(`ALTER TABLE "group_permissions" DROP CONSTRAINT "FK_7514fdc446a1fdcf5b2d39cda60"`);
    await queryRunner.query(`ALTER TABLE "group_permissions" DROP CONSTRAINT "FK_3924be6485a5b5d0d2fe1a94c08"`);
    await queryRunner.query(`ALTER TABLE "refresh_tokens" DROP CONSTRAINT "FK_3ddc983c5f7bcf132fd8732c3f4"`);
    await queryRunner.query(`ALTER TABLE "social_accounts" DROP CONSTRAINT "FK_05a0f282d3bed93ca048a7e54dd"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4c5f2c23c34f3921fbad2cd394"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_95bf94c61795df25a515435010"`);
    await queryRunner.query(`DROP TABLE "user_groups"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7514fdc446a1fdcf5b2d39cda6"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3924be6485a5b5d0d2fe1a94c0"`);
    await queryRunner.query(`DROP TABLE "group_permissions"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d5e27da0cd39bc3bb2811fc8ba"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3ddc983c5f7bcf132fd8732c3f"`);
    await queryRunner.query(`DROP TABLE "refresh_tokens"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_05a0f282d3bed93ca048a7e54d"`);
    await queryRunner.query(`DROP TABLE "social_accounts"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d131aeaf06703f328531d96b6d"`);
    await queryRunner.query(`DROP INDEX "public"."users_username_lower_key"`);
    await queryRunner.query(`DROP INDEX "public"."users_email_lower_key"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TABLE "groups"`);
    await queryRunner.query(`DROP TABLE "permissions"`);
  }
}
