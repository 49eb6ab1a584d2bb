import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mobile money operator the winner named for the prize (Orange Money, Wave, MTN MoMo…), beside the
 * number; claims made before it have none.
 */
export class PrizeClaimOperators1795352200000 implements MigrationInterface {
  name = 'PrizeClaimOperators1795352200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "prize_claims" ADD "operator" varchar(40)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "prize_claims" DROP COLUMN "operator"`);
  }
}
