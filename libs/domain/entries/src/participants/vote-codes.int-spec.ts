import crypto from 'node:crypto';
import { ContestDirectory, ContestRepository } from '@app/contests';
import { databaseOptions } from '@app/database';
import { createTestEnvironment, type TestEnvironment } from '@app/testing';
import { DataSource } from 'typeorm';
import { VoteCodeRepository } from './vote-code.repository';
import { VoteCodes } from './vote-codes';

type ContestStatus = 'draft' | 'pre_registration' | 'open' | 'closed';

describe('VoteCodes: a code per participant, unique in its season and among open contests', () => {
  let env: TestEnvironment;
  let db: DataSource;
  let codes: VoteCodes;

  beforeAll(async () => {
    env = await createTestEnvironment();
    db = await new DataSource(databaseOptions(env.config)).initialize();
    codes = new VoteCodes(
      new VoteCodeRepository(db),
      new ContestDirectory(new ContestRepository(db.getRepository('contests'))),
    );
  });
  afterAll(async () => {
    await db?.destroy();
    await env?.dispose();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    // Each test's codes stay in their seasons, but hold no code beyond them for the next tests.
    await db.query(`UPDATE contests SET status = 'closed'`);
  });

  async function makeContest(start: string, status: ContestStatus = 'open'): Promise<{ id: number; start: Date }> {
    const [row] = await db.query<{ id: number; start_date: Date }[]>(
      `INSERT INTO contests (title, status, gender, start_date, end_date)
       VALUES ('Codes', $2, 'mixed', $1::timestamptz, $1::timestamptz + interval '30 days') RETURNING id, start_date`,
      [start, status],
    );
    return { id: row.id, start: row.start_date };
  }

  /** `count` participants of the contest, without codes yet. */
  async function makeParticipants(contestId: number, count = 1): Promise<number[]> {
    const rows = await db.query<{ id: number }[]>(
      `INSERT INTO participants (contest_id, baby_name, photo, country, city)
       SELECT $1, 'Bébé ' || n, 'participants/codes', 'Sénégal', 'Dakar' FROM generate_series(1, $2) n
       RETURNING id`,
      [contestId, count],
    );
    return rows.map((row) => row.id);
  }

  async function assign(participantId: number, start: Date): Promise<string> {
    return db.transaction((manager) => codes.assign(manager, participantId, start));
  }

  /** The next draws of `randomInt`, then random ones again. */
  function drawing(...values: number[]): void {
    jest.restoreAllMocks();
    const real = crypto.randomInt;
    jest.spyOn(crypto, 'randomInt').mockImplementation((min: number, max: number) => values.shift() ?? real(min, max));
  }

  /** A 4-digit code no season holds yet. */
  async function unusedCode(): Promise<number> {
    const [{ code }] = await db.query<{ code: number }[]>(
      `SELECT n AS code FROM generate_series(1000, 9999) n
        WHERE n::text NOT IN (SELECT code FROM vote_codes) ORDER BY random() LIMIT 1`,
    );
    return code;
  }

  const seasonOfCode = async (participantId: number) =>
    (
      await db.query<{ season: number }[]>('SELECT season FROM vote_codes WHERE participant_id = $1', [participantId])
    )[0]?.season;

  it('gives 4 digits without a leading zero, in the season of the contest start (UTC), once per participant', async () => {
    // 00:30 in Paris on New Year's Day is still the old year in UTC.
    const contest = await makeContest('2027-01-01T00:30:00+01:00');
    const [participant] = await makeParticipants(contest.id);
    const code = await assign(participant, contest.start);
    expect(code).toMatch(/^[1-9]\d{3}$/);
    expect(await seasonOfCode(participant)).toBe(2026);
    expect(await assign(participant, contest.start)).toBe(code);
    expect((await codes.ofParticipants([participant])).get(participant)).toBe(code);
  });

  it('never gives one code twice in a season, whatever the contest', async () => {
    const first = await makeContest('2030-02-01T00:00:00Z');
    const second = await makeContest('2030-09-01T00:00:00Z', 'closed');
    const [a] = await makeParticipants(first.id);
    const [b] = await makeParticipants(second.id);
    drawing(4821, 4821, 5555);
    expect(await assign(a, first.start)).toBe('4821');
    expect(await assign(b, second.start)).toBe('5555');

    const many = await makeParticipants(first.id, 200);
    for (const id of many) await assign(id, first.start);
    const [{ total, distinct }] = await db.query<{ total: number; distinct: number }[]>(
      `SELECT count(*)::int AS total, count(DISTINCT code)::int AS distinct FROM vote_codes WHERE season = 2030`,
    );
    expect({ total, distinct }).toEqual({ total: 202, distinct: 202 });
  });

  it('never gives again the code of a participant deleted since, in its season', async () => {
    const contest = await makeContest('2031-03-01T00:00:00Z');
    const [gone, next] = await makeParticipants(contest.id, 2);
    const code = await unusedCode();
    drawing(code);
    await assign(gone, contest.start);
    await db.query('UPDATE participants SET deleted_at = now() WHERE id = $1', [gone]);
    const another = await unusedCode();
    drawing(code, another);
    expect(await assign(next, contest.start)).toBe(String(another));
    expect(await codes.find(String(code))).toBeNull();
  });

  it('takes 5 digits once the season has used 80 % of the 4-digit codes', async () => {
    const contest = await makeContest('2032-01-15T00:00:00Z');
    const filled = await makeParticipants(contest.id, 7199);
    await db.query(
      `INSERT INTO vote_codes (season, code, participant_id)
       SELECT 2032, (1000 + ordinality - 1)::text, id FROM unnest($1::int[]) WITH ORDINALITY AS t(id, ordinality)`,
      [filled],
    );
    const [last4, first5] = await makeParticipants(contest.id, 2);
    expect(await assign(last4, contest.start)).toMatch(/^[1-9]\d{3}$/);
    expect(await assign(first5, contest.start)).toMatch(/^[1-9]\d{4}$/);
    // Another season still starts at 4 digits.
    const other = await makeContest('2033-01-15T00:00:00Z');
    const [fresh] = await makeParticipants(other.id);
    expect(await assign(fresh, other.start)).toMatch(/^[1-9]\d{3}$/);
  });

  it('keeps a code of another season while its contest takes entries, and lets it go once closed', async () => {
    const december = await makeContest('2034-12-20T00:00:00Z');
    const january = await makeContest('2035-01-05T00:00:00Z');
    const [holder] = await makeParticipants(december.id);
    const [first, second] = await makeParticipants(january.id, 2);
    drawing(6060);
    await assign(holder, december.start);
    drawing(6060, 6061);
    expect(await assign(first, january.start)).toBe('6061');

    await db.query(`UPDATE contests SET status = 'closed' WHERE id = $1`, [december.id]);
    drawing(6060);
    expect(await assign(second, january.start)).toBe('6060');
    // The open contest's participant answers to the code, not the closed one's.
    expect(await codes.find('6060')).toEqual({ participantId: second, contestId: january.id, code: '6060' });
  });

  it('passes over a code another transaction is trying meanwhile', async () => {
    const contest = await makeContest('2036-04-01T00:00:00Z');
    const [participant] = await makeParticipants(contest.id);
    const other = db.createQueryRunner();
    await other.connect();
    await other.startTransaction();
    try {
      await other.query('SELECT pg_advisory_xact_lock($1, $2)', [0x0c0de, 3141]);
      drawing(3141, 2718);
      expect(await assign(participant, contest.start)).toBe('2718');
    } finally {
      await other.rollbackTransaction();
      await other.release();
    }
  });

  it('rolls the code back with the transaction that failed to create its participant', async () => {
    const contest = await makeContest('2037-05-01T00:00:00Z');
    const [participant] = await makeParticipants(contest.id);
    await expect(
      db.transaction(async (manager) => {
        await codes.assign(manager, participant, contest.start);
        throw new Error('refused later in the transaction');
      }),
    ).rejects.toThrow('refused later in the transaction');
    expect((await codes.ofParticipants([participant])).size).toBe(0);
  });

  describe('find', () => {
    let contest: { id: number; start: Date };
    let participant: number;
    let code: string;

    beforeAll(async () => {
      contest = await makeContest('2038-06-01T00:00:00Z');
      [participant] = await makeParticipants(contest.id);
      drawing(await unusedCode());
      code = await assign(participant, contest.start);
    });

    it('finds the participant by its code, as typed', async () => {
      const match = { participantId: participant, contestId: contest.id, code };
      expect(await codes.find(code)).toEqual(match);
      expect(await codes.find(`  ${code.slice(0, 2)} ${code.slice(2)} `)).toEqual(match);
    });

    it('answers null for an unknown code or junk', async () => {
      const unused = String(await unusedCode());
      for (const input of [unused, '', 'VOTE', '0000', `${code}9999`, "4821'; DROP TABLE vote_codes; --"]) {
        expect(await codes.find(input)).toBeNull();
      }
    });

    it('answers null once the participant or its contest is deleted', async () => {
      const other = await makeContest('2038-07-01T00:00:00Z');
      const [inDeletedContest] = await makeParticipants(other.id);
      drawing(await unusedCode());
      const otherCode = await assign(inDeletedContest, other.start);
      await db.query('UPDATE contests SET deleted_at = now() WHERE id = $1', [other.id]);
      expect(await codes.find(otherCode)).toBeNull();
    });
  });
});
