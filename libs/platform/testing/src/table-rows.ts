import { Client } from 'pg';
import type { DataSource } from 'typeorm';

/** A connection a test writes with: TypeORM's (a data source or a transaction's manager) or a bare pg client. */
export type Queryable = Pick<DataSource, 'query'> | Client;

export async function runQuery<T>(db: Queryable, sql: string, params: unknown[]): Promise<T[]> {
  if (db instanceof Client) return (await db.query(sql, params)).rows as T[];
  return db.query<T[]>(sql, params);
}

/** A row as its table names its columns; an undefined value leaves the column to its default. */
export type ColumnValues = Record<string, unknown>;

/**
 * One `INSERT INTO table … SELECT` of `records`, sent as the JSON array of parameter `$parameter`: the table's
 * own row type reads each value, so a column is spelled once, by the factory that sets it. The statement names
 * the columns some record sets (a record leaving one of them out writes NULL there; the others keep their
 * defaults) and inserts in the records' order.
 */
export function insertSelect(table: string, records: ColumnValues[], parameter: number): string {
  const columns = [
    ...new Set(records.flatMap((record) => Object.keys(record).filter((column) => record[column] !== undefined))),
  ].join(', ');
  return `INSERT INTO ${table} (${columns})
    SELECT ${columns} FROM jsonb_populate_recordset(NULL::${table}, $${parameter}::jsonb) WITH ORDINALITY
     ORDER BY ordinality`;
}
