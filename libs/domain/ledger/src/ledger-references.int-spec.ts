import { databaseOptions } from '@app/database';
import { createTestEnvironment, ledgerRows, type TestEnvironment } from '@app/testing';
import { DataSource, QueryFailedError } from 'typeorm';

/** The contest and participant a ledger row names: checked once per statement, kept on the parents' side. */
describe('the references of ledger rows', () => {
  let env: TestEnvironment;
  let db: DataSource;
  let contestId: number;
  let otherContestId: number;
  let participantId: number;
  let otherParticipantId: number;

  const contest = async (title: string) =>
    (
      await db.query<{ id: number }[]>(
        `INSERT INTO contests (title, status, gender, start_date, end_date)
         VALUES ($1, 'open', 'mixed', now() - interval '1 day', now() + interval '1 day') RETURNING id`,
        [title],
      )
    )[0].id;
  const participant = async (inContest: number, name: string) =>
    (
      await db.query<{ id: number }[]>(
        `INSERT INTO participants (contest_id, baby_name, photo, country, city)
         VALUES ($1, $2, 'participants/reference', 'Sénégal', 'Dakar') RETURNING id`,
        [inContest, name],
      )
    )[0].id;
  /** One statement writing a free vote for each (contest, participant) pair. */
  const vote = (pairs: [number, number][]) =>
    ledgerRows(
      db,
      pairs.map(([contestId, participantId]) => ({ kind: 'free', contestId, participantId, channel: 'web' })),
    );
  const rowsOf = async (contest: number) =>
    Number(
      (await db.query<{ n: string }[]>('SELECT count(*) AS n FROM vote_ledger WHERE contest_id = $1', [contest]))[0].n,
    );
  const sqlState = async (work: Promise<unknown>) => {
    const error: unknown = await work.then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(QueryFailedError);
    return (error as QueryFailedError & { driverError: { code: string } }).driverError.code;
  };

  beforeAll(async () => {
    env = await createTestEnvironment();
    db = await new DataSource(databaseOptions(env.config)).initialize();
    contestId = await contest('Références');
    otherContestId = await contest('Références, autre');
    participantId = await participant(contestId, 'Awa');
    otherParticipantId = await participant(otherContestId, 'Binta');
  });
  afterAll(async () => {
    await db?.destroy();
    await env?.dispose();
  });

  it('writes a batch whose rows name a participant of their own contest', async () => {
    await vote([
      [contestId, participantId],
      [otherContestId, otherParticipantId],
    ]);
    expect(await rowsOf(contestId)).toBe(1);
    expect(await rowsOf(otherContestId)).toBe(1);
  });

  it('refuses, as a foreign key would, a batch with one row naming an unknown or another contest’s participant', async () => {
    for (const wrong of [
      [contestId, otherParticipantId],
      [contestId, 2_000_000_000],
      [2_000_000_000, participantId],
    ] as [number, number][]) {
      expect(await sqlState(vote([[contestId, participantId], wrong]))).toBe('23503');
    }
    expect(await rowsOf(contestId)).toBe(1);
  });

  it('refuses to delete a contest or a participant the ledger names, not one it does not', async () => {
    expect(await sqlState(db.query('DELETE FROM participants WHERE id = $1', [participantId]))).toBe('23503');
    expect(await sqlState(db.query('DELETE FROM contests WHERE id = $1', [contestId]))).toBe('23503');
    const unnamedContest = await contest('Références, sans vote');
    const unnamed = await participant(unnamedContest, 'Coumba');
    await db.query('DELETE FROM participants WHERE id = $1', [unnamed]);
    await db.query('DELETE FROM contests WHERE id = $1', [unnamedContest]);
    expect(await db.query('SELECT id FROM contests WHERE id = $1', [unnamedContest])).toEqual([]);
  });
});
