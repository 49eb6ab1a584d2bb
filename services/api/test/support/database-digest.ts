import type { DataSource } from 'typeorm';

/**
 * Every row of every table (but the migrations'), as one digest: equal digests, unchanged data.
 * `omit` leaves columns out, by table (a restore rewrites the ledger's projection order, `tx`).
 */
export async function databaseDigest(db: DataSource, omit: Record<string, string[]> = {}): Promise<string> {
  const tables: { name: string }[] = await db.query(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations' ORDER BY 1`,
  );
  const digests = tables.map(({ name }) => {
    const row = `(to_jsonb(t) - ARRAY[${(omit[name] ?? []).map((column) => `'${column}'`).join(', ')}]::text[])::text`;
    return `SELECT md5(coalesce(string_agg(md5(${row}), '' ORDER BY md5(${row})), '')) FROM "${name}" t`;
  });
  const [row]: { digest: string }[] = await db.query(
    `SELECT md5(string_agg(d, '')) AS digest FROM (${digests.join(' UNION ALL ')}) AS each_table(d)`,
  );
  return row.digest;
}
