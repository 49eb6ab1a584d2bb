import { databaseOptions } from '@app/database';
import { createTestEnvironment, type TestEnvironment } from '@app/testing';
import { DataSource } from 'typeorm';
import { VoteCodes1795349000000 } from './migrations/1795349000000-vote-codes';

describe('migration: a vote code for every participant already entered', () => {
  let env: TestEnvironment;
  let db: DataSource;

  beforeAll(async () => {
    env = await createTestEnvironment();
    db = await new DataSource(databaseOptions(env.config)).initialize();
  });
  afterAll(async () => {
    await db?.destroy();
    await env?.dispose();
  });

  async function enter(start: string, status: string, count: number, deleted = false): Promise<number> {
    const [{ id }] = await db.query<{ id: number }[]>(
      `INSERT INTO contests (title, status, gender, start_date, end_date)
       VALUES ('Saison', $2, 'mixed', $1::timestamptz, $1::timestamptz + interval '30 days') RETURNING id`,
      [start, status],
    );
    await db.query(
      `INSERT INTO participants (contest_id, baby_name, photo, country, city, deleted_at)
       SELECT $1, 'Bébé ' || n, 'participants/saison', 'Sénégal', 'Dakar', CASE WHEN $3 THEN now() END
         FROM generate_series(1, $2) n`,
      [id, count, deleted],
    );
    return id;
  }

  it('gives codes by season, 5 digits past 80 % of the 4-digit ones, none shared by two open contests', async () => {
    // An open contest of 2025 takes 80 % of the 4-digit codes; an open one of 2026 needs more than
    // the rest of them, which it cannot share.
    const crowded = await enter('2025-06-01T00:00:00Z', 'open', 7201);
    const next = await enter('2026-01-01T08:00:00Z', 'open', 1900);
    // Already 2026 in Douala, still 2025 in UTC: the season is the UTC year.
    const closed = await enter('2026-01-01T00:30:00+01:00', 'closed', 40);
    const withdrawn = await enter('2026-02-01T00:00:00Z', 'open', 10, true);

    const runner = db.createQueryRunner();
    try {
      const migration = new VoteCodes1795349000000();
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }

    const rows = await db.query<{ contest_id: number; season: number; code: string }[]>(
      `SELECT p.contest_id, v.season, v.code FROM participants p LEFT JOIN vote_codes v ON v.participant_id = p.id`,
    );
    expect(rows).toHaveLength(7201 + 1900 + 40 + 10);
    expect(rows.every((row) => /^[1-9]\d{3,5}$/.test(row.code ?? ''))).toBe(true);
    const of = (contestId: number) => rows.filter((row) => row.contest_id === contestId);
    expect(new Set(of(crowded).map((row) => row.season))).toEqual(new Set([2025]));
    expect(new Set(of(closed).map((row) => row.season))).toEqual(new Set([2025]));
    expect(new Set(of(next).map((row) => row.season))).toEqual(new Set([2026]));
    expect(new Set(of(withdrawn).map((row) => row.season))).toEqual(new Set([2026]));
    expect(of(crowded).filter((row) => row.code.length === 4)).toHaveLength(7200);

    for (const season of [2025, 2026]) {
      const codes = rows.filter((row) => row.season === season).map((row) => row.code);
      expect(new Set(codes).size).toBe(codes.length);
    }
    const live = [...of(crowded), ...of(next)].map((row) => row.code);
    expect(new Set(live).size).toBe(live.length);
  });
});
