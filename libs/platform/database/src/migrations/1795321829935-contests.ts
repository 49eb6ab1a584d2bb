import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class Contests1795321829935 implements MigrationInterface {
  name = 'Contests1795321829935';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "babies" ("id" SERIAL NOT NULL, "owner_id" integer NOT NULL, "name" character varying(100) NOT NULL, "date_of_birth" date NOT NULL, "gender" character varying(10) NOT NULL, "bio" text NOT NULL DEFAULT '', "photo" character varying(200), "country" character varying(120) NOT NULL DEFAULT '', "city" character varying(120) NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9146ec532fa943e5f982a6ffb80" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_c157ad362973aa436da1d4128d" ON "babies" ("owner_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_0ee0faa9d7935be429ed9abdb8" ON "babies" ("gender") `);
    await queryRunner.query(
      `CREATE TABLE "contests" ("id" SERIAL NOT NULL, "title" character varying(200) NOT NULL, "description" text NOT NULL DEFAULT '', "image" character varying(200), "status" character varying(20) NOT NULL DEFAULT 'draft', "start_date" TIMESTAMP WITH TIME ZONE NOT NULL, "end_date" TIMESTAMP WITH TIME ZONE NOT NULL, "gender" character varying(10) NOT NULL DEFAULT 'mixed', "prize" integer NOT NULL DEFAULT '100000', "second_prize" integer NOT NULL DEFAULT '50000', "third_prize" integer NOT NULL DEFAULT '25000', "preregistration_start_date" TIMESTAMP WITH TIME ZONE, "preregistration_end_date" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "contests_prizes_positive" CHECK ("prize" >= 0 AND "second_prize" >= 0 AND "third_prize" >= 0), CONSTRAINT "contests_preregistration_order" CHECK ("preregistration_end_date" IS NULL OR "preregistration_start_date" IS NULL OR "preregistration_end_date" > "preregistration_start_date"), CONSTRAINT "contests_dates_order" CHECK ("end_date" > "start_date"), CONSTRAINT "PK_0b8012f5cf6f444a52179e1227a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_599c2d45b92f3aca0cbb687a86" ON "contests" ("status") `);
    await queryRunner.query(`CREATE INDEX "IDX_5e3f2c6137e2191a9449ba839d" ON "contests" ("start_date") `);
    await queryRunner.query(`CREATE INDEX "IDX_ddaabdf7993e772b9a5658b56b" ON "contests" ("end_date") `);
    await queryRunner.query(`CREATE INDEX "IDX_9cf756848bd96588e794c0cf98" ON "contests" ("gender") `);
    await queryRunner.query(
      `CREATE TABLE "participants" ("id" SERIAL NOT NULL, "contest_id" integer NOT NULL, "baby_id" integer, "user_id" integer, "baby_name" character varying(100) NOT NULL, "baby_bio" text NOT NULL DEFAULT '', "photo" character varying(200) NOT NULL, "country" character varying(120) NOT NULL, "city" character varying(120) NOT NULL, "phone_number" character varying(20) NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_1cda06c31eec1c95b3365a0283f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "participants_contest_baby_key" ON "participants" ("contest_id", "baby_id") WHERE "deleted_at" IS NULL`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_f38f57a9cf594c87c96494b2d6" ON "participants" ("contest_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_448867431aa52d8ce9eacadd72" ON "participants" ("baby_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_1427a77e06023c250ed3794a1b" ON "participants" ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_328c5cb47ca9aa95a0cf13b266" ON "participants" ("country") `);
    await queryRunner.query(`CREATE INDEX "IDX_ee17a3db1f533057011c009604" ON "participants" ("city") `);
    await queryRunner.query(`CREATE INDEX "IDX_8b20be346d49374f1077d9840e" ON "participants" ("created_at") `);
    await queryRunner.query(
      `CREATE TABLE "preregistrations" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "baby_id" integer NOT NULL, "contest_id" integer NOT NULL, "phone_number" character varying(20) NOT NULL DEFAULT '', "country" character varying(120) NOT NULL DEFAULT '', "city" character varying(120) NOT NULL DEFAULT '', "participant_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "preregistrations_baby_contest_key" UNIQUE ("baby_id", "contest_id"), CONSTRAINT "PK_1088ba64614aebbfc151222fbc8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_5fe2126fe8cb8c736aa88f4ee1" ON "preregistrations" ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_d0dfce5de6c5f0dcc605081b73" ON "preregistrations" ("baby_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_40cbbf72c0a67031ca6e93d01a" ON "preregistrations" ("contest_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_75c62093a4141df2b29430edc2" ON "preregistrations" ("participant_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_f848d6d1f16b94d74a1d2bdd00" ON "preregistrations" ("created_at") `);
    await queryRunner.query(
      `CREATE TABLE "cities" ("id" SERIAL NOT NULL, "name" character varying(120) NOT NULL, "country_id" integer NOT NULL, CONSTRAINT "PK_4762ffb6e5d198cfec5606bc11e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "cities_country_name_key" ON "cities" ("country_id", lower("name"))`);
    await queryRunner.query(`CREATE INDEX "IDX_4aa0d9a52c36ff93415934e2d2" ON "cities" ("country_id") `);
    await queryRunner.query(
      `CREATE TABLE "countries" ("id" SERIAL NOT NULL, "name" character varying(120) NOT NULL, "code" character varying(2), "dial_code" character varying(6), CONSTRAINT "UQ_fa1376321185575cf2226b1491d" UNIQUE ("name"), CONSTRAINT "UQ_b47cbb5311bad9c9ae17b8c1eda" UNIQUE ("code"), CONSTRAINT "PK_b2d7006793e8697ab3ae2deff18" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "babies" ADD CONSTRAINT "FK_c157ad362973aa436da1d4128d9" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "participants" ADD CONSTRAINT "FK_f38f57a9cf594c87c96494b2d64" FOREIGN KEY ("contest_id") REFERENCES "contests"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "participants" ADD CONSTRAINT "FK_448867431aa52d8ce9eacadd723" FOREIGN KEY ("baby_id") REFERENCES "babies"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "participants" ADD CONSTRAINT "FK_1427a77e06023c250ed3794a1ba" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "preregistrations" ADD CONSTRAINT "FK_5fe2126fe8cb8c736aa88f4ee10" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "preregistrations" ADD CONSTRAINT "FK_d0dfce5de6c5f0dcc605081b73b" FOREIGN KEY ("baby_id") REFERENCES "babies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "preregistrations" ADD CONSTRAINT "FK_40cbbf72c0a67031ca6e93d01a5" FOREIGN KEY ("contest_id") REFERENCES "contests"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "preregistrations" ADD CONSTRAINT "FK_75c62093a4141df2b29430edc28" FOREIGN KEY ("participant_id") REFERENCES "participants"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "cities" ADD CONSTRAINT "FK_4aa0d9a52c36ff93415934e2d2b" FOREIGN KEY ("country_id") REFERENCES "countries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "cities" DROP CONSTRAINT "FK_4aa0d9a52c36ff93415934e2d2b"`);
    await queryRunner.query(`ALTER TABLE "preregistrations" DROP CONSTRAINT "FK_75c62093a4141df2b29430edc28"`);
    await queryRunner.query(`ALTER TABLE "preregistrations" DROP CONSTRAINT "FK_40cbbf72c0a67031ca6e93d01a5"`);
    await queryRunner.query(`ALTER TABLE "preregistrations" DROP CONSTRAINT "FK_d0dfce5de6c5f0dcc605081b73b"`);
    await queryRunner.query(`ALTER TABLE "preregistrations" DROP CONSTRAINT "FK_5fe2126fe8cb8c736aa88f4ee10"`);
    await queryRunner.query(`ALTER TABLE "participants" DROP CONSTRAINT "FK_1427a77e06023c250ed3794a1ba"`);
    await queryRunner.query(`ALTER TABLE "participants" DROP CONSTRAINT "FK_448867431aa52d8ce9eacadd723"`);
    await queryRunner.query(`ALTER TABLE "participants" DROP CONSTRAINT "FK_f38f57a9cf594c87c96494b2d64"`);
    await queryRunner.query(`ALTER TABLE "babies" DROP CONSTRAINT "FK_c157ad362973aa436da1d4128d9"`);
    await queryRunner.query(`DROP TABLE "countries"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4aa0d9a52c36ff93415934e2d2"`);
    await queryRunner.query(`DROP INDEX "public"."cities_country_name_key"`);
    await queryRunner.query(`DROP TABLE "cities"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f848d6d1f16b94d74a1d2bdd00"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_75c62093a4141df2b29430edc2"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_40cbbf72c0a67031ca6e93d01a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d0dfce5de6c5f0dcc605081b73"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5fe2126fe8cb8c736aa88f4ee1"`);
    await queryRunner.query(`DROP TABLE "preregistrations"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8b20be346d49374f1077d9840e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ee17a3db1f533057011c009604"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_328c5cb47ca9aa95a0cf13b266"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1427a77e06023c250ed3794a1b"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_448867431aa52d8ce9eacadd72"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f38f57a9cf594c87c96494b2d6"`);
    await queryRunner.query(`DROP INDEX "public"."participants_contest_baby_key"`);
    await queryRunner.query(`DROP TABLE "participants"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9cf756848bd96588e794c0cf98"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ddaabdf7993e772b9a5658b56b"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5e3f2c6137e2191a9449ba839d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_599c2d45b92f3aca0cbb687a86"`);
    await queryRunner.query(`DROP TABLE "contests"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0ee0faa9d7935be429ed9abdb8"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c157ad362973aa436da1d4128d"`);
    await queryRunner.query(`DROP TABLE "babies"`);
  }
}
