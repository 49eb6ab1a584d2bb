import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which door a refresh token opens: the public site's (`site`) or the back office's (`admin`). A
 * site token presented to the back office's refresh is refused, and the other way round, so a
 * token a script could read never becomes a back-office session.
 */
export class RefreshTokenAudience1795327000000 implements MigrationInterface {
  name = 'RefreshTokenAudience1795327000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "refresh_tokens" ADD COLUMN "audience" varchar(10) NOT NULL DEFAULT 'site' CHECK ("audience" IN ('site', 'admin'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "refresh_tokens" DROP COLUMN "audience"`);
  }
}
