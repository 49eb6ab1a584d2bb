import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every SMS sent or tried (libs/platform/sms): its purpose, the gateway and its id of the message, the status
 * its answer and delivery receipt gave. The recipient is kept masked (shown) and as a keyed hash
 * (looked up), never in clear. The day's rows are the budget's count when Redis loses its own.
 */
export class SmsMessages1795345000000 implements MigrationInterface {
  name = 'SmsMessages1795345000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "sms_messages" (
        "id" bigserial PRIMARY KEY,
        "purpose" varchar(32) NOT NULL CHECK ("purpose" IN ('sign_in_code')),
        "gateway" varchar(16) NOT NULL CHECK ("gateway" IN ('orange', 'africastalking')),
        "to_masked" varchar(32) NOT NULL,
        "to_hash" char(64) NOT NULL,
        "gateway_id" varchar(128),
        "status" varchar(16) NOT NULL CHECK ("status" IN ('queued', 'sent', 'delivered', 'failed')),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "sent_at" timestamptz,
        "delivered_at" timestamptz,
        "failure" varchar(200)
      )`);
    await queryRunner.query(`CREATE INDEX "sms_messages_created_at" ON "sms_messages" ("created_at")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "sms_messages_gateway_id" ON "sms_messages" ("gateway", "gateway_id") WHERE "gateway_id" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "sms_messages_to_hash" ON "sms_messages" ("to_hash", "id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sms_messages"`);
  }
}
