import { databaseOptions } from '@app/database';
import { createTestEnvironment, ledgerRow, type TestEnvironment } from '@app/testing';
import { DataSource } from 'typeorm';
import { LedgerProjectionReader } from './ledger-projection.reader';
import { START_OF_LEDGER } from './watermark';

describe('the ledger in projection order', () => {
  let env: TestEnvironment;
  let db: DataSource;
  let reader: LedgerProjectionReader;
  const tx: string[] = [];

  beforeAll(async () => {
    env = await createTestEnvironment();
    db = await new DataSource(databaseOptions(env.config)).initialize();
    reader = new LedgerProjectionReader(db);
    // Transaction ids on both sides of a power of ten (…98, …99, 1…00) below the cluster's current one:
    // as text, "1000000" sorts before "999999".
    const [{ current }] = await db.query<{ current: string }[]>('SELECT pg_current_xact_id()::text AS current');
    const power = 10n ** BigInt(current.length - 1);
    tx.push(String(power - 2n), String(power - 1n), String(power));
    const [{ id: contestId }] = await db.query<{ id: number }[]>(
      `INSERT INTO contests (title, status, gender, start_date, end_date)
       VALUES ('Ordre', 'open', 'mixed', now() - interval '1 day', now() + interval '1 day') RETURNING id`,
    );
    const [{ id: participantId }] = await db.query<{ id: number }[]>(
      `INSERT INTO participants (contest_id, baby_name, photo, country, city)
       VALUES ($1, 'Bébé', 'participants/ordre', 'Sénégal', 'Dakar') RETURNING id`,
      [contestId],
    );
    for (const [index, value] of tx.entries()) {
      await ledgerRow(db, { kind: 'free', contestId, participantId, idempotencyKey: `ordre-${index}`, tx: value });
    }
  });

  afterAll(async () => {
    await db?.destroy();
    await env?.dispose();
  });

  it('reads rows in numeric transaction order, across a power of ten, each once', async () => {
    const first = await reader.committedAfter(START_OF_LEDGER, 2);
    expect(first.map((row) => row.tx)).toEqual([tx[0], tx[1]]);
    const last = first[first.length - 1];
    const next = await reader.committedAfter({ tx: last.tx, id: last.id }, 10);
    expect(next.map((row) => row.tx)).toEqual([tx[2]]);
  });

  it('puts the horizon at the numerically newest committed row', async () => {
    expect((await reader.committedHorizon()).tx).toBe(tx[2]);
  });
});
