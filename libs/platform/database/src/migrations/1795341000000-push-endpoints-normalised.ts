import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Push endpoints are stored under one spelling, the URL's own serialisation (host lower-cased, default
 * port dropped), so that one subscription is one row and one owner. Rows stored before under another
 * spelling are rewritten; where two spellings of one address were held, the first subscribed keeps it
 * (an address taken later by another account now needs the subscription's secret, which a second
 * spelling was a way around). The spelling rule is copied here, not imported: a migration stays as it ran.
 */
export class PushEndpointsNormalised1795341000000 implements MigrationInterface {
  name = 'PushEndpointsNormalised1795341000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Already in the one spelling: a lower-case https host, no port, a path. Only the others are read.
    const rows = (await queryRunner.query(
      `SELECT id, endpoint FROM push_subscriptions
        WHERE endpoint !~ '^https://[a-z0-9.-]+/' ORDER BY created_at, id`,
    )) as { id: string; endpoint: string }[];
    for (const row of rows) {
      let endpoint: string;
      try {
        endpoint = new URL(row.endpoint).href;
      } catch {
        continue;
      }
      if (endpoint === row.endpoint) continue;
      if (endpoint.length > 1024) {
        await queryRunner.query('DELETE FROM push_subscriptions WHERE id = $1', [row.id]);
        continue;
      }
      // The older of the two rows stays: this one gives way, or takes the address from a younger one.
      const [older] = (await queryRunner.query(
        `SELECT 1 FROM push_subscriptions o, push_subscriptions r
          WHERE r.id = $1 AND o.endpoint = $2 AND (o.created_at, o.id) < (r.created_at, r.id)`,
        [row.id, endpoint],
      )) as unknown[];
      if (older) {
        await queryRunner.query('DELETE FROM push_subscriptions WHERE id = $1', [row.id]);
        continue;
      }
      await queryRunner.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [endpoint]);
      await queryRunner.query('UPDATE push_subscriptions SET endpoint = $2 WHERE id = $1', [row.id, endpoint]);
    }
  }

  public async down(): Promise<void> {
    // The spellings rewritten are not kept: the rows stay as they are, which the previous code reads alike.
  }
}
