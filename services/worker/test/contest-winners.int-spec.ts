import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ContestStatusProcessor } from '@app/contests/contests/contest-status.processor';
import { MailOutbox } from '@app/mail';
import {
  createTestEnvironment,
  eventually,
  insertFree,
  insertPaid,
  insertReversal,
  type TestEnvironment,
} from '@app/testing';
import { DataSource } from 'typeorm';
import { WorkerModule } from '../src/worker.module';
import { insertParticipants } from './ranking-fixtures';

interface WinnerLine {
  participant_id: number;
  rank: number;
  votes: number;
  prize: number;
  notified_at: Date | null;
}

describe('winners at the close of a contest', () => {
  let env: TestEnvironment;
  let workers: INestApplicationContext[];
  let db: DataSource;

  /** An open contest whose end date has just passed: the next sync closes it. */
  async function endedContest(prizes: { prize: number; second: number; third: number }): Promise<number> {
    const rows: { id: number }[] = await db.query(
      `INSERT INTO contests (title, status, gender, start_date, end_date, prize, second_prize, third_prize)
       VALUES ('Les plus beaux sourires', 'open', 'mixed', now() - interval '10 days', now() + interval '1 day',
               $1, $2, $3)
       RETURNING id`,
      [prizes.prize, prizes.second, prizes.third],
    );
    return rows[0].id;
  }

  async function end(contestId: number): Promise<void> {
    await db.query(
      `UPDATE contests SET end_date = now(), start_date = now() - interval '10 days'
        WHERE id = $1`,
      [contestId],
    );
  }

  async function parent(email: string): Promise<number> {
    const rows: { id: number }[] = await db.query(
      `INSERT INTO users (email, username, first_name, last_name)
       VALUES ($1, $1, 'Aminata', 'Diallo') RETURNING id`,
      [email],
    );
    return rows[0].id;
  }

  async function votes(contestId: number, participantId: number, count: number): Promise<number> {
    let last = 0;
    for (let index = 0; index < count; index += 1) last = await insertFree(db, { contestId, participantId });
    return last;
  }

  function winnersOf(contestId: number): Promise<WinnerLine[]> {
    return db.query(
      `SELECT participant_id, rank, votes, prize, notified_at FROM winners
        WHERE contest_id = $1 AND revoked_at IS NULL ORDER BY rank`,
      [contestId],
    );
  }

  /** Both workers sync at once, as their schedules may; each closes what it finds. */
  async function syncBoth(): Promise<void> {
    await Promise.all(workers.map((worker) => worker.get(ContestStatusProcessor).sync()));
  }

  beforeAll(async () => {
    env = await createTestEnvironment();
    workers = await Promise.all(
      [0, 1].map(() => NestFactory.createApplicationContext(WorkerModule.register(env.config), { logger: false })),
    );
    db = workers[0].get(DataSource);
  });

  afterAll(async () => {
    for (const worker of workers ?? []) await worker.close();
    await env?.dispose();
  });

  it('records the top three once, with the prizes, however many workers close the contest', async () => {
    const contestId = await endedContest({ prize: 200_000, second: 80_000, third: 40_000 });
    const [first, second, third, fourth] = await insertParticipants(db, contestId, 4);
    await votes(contestId, second, 5);
    await insertPaid(db, { contestId, participantId: first, weight: 10 });
    await votes(contestId, third, 3);
    await votes(contestId, fourth, 2);
    await end(contestId);

    await Promise.all([syncBoth(), syncBoth()]);

    expect(await winnersOf(contestId)).toEqual([
      expect.objectContaining({ participant_id: first, rank: 1, votes: 10, prize: 200_000 }),
      expect.objectContaining({ participant_id: second, rank: 2, votes: 5, prize: 80_000 }),
      expect.objectContaining({ participant_id: third, rank: 3, votes: 3, prize: 40_000 }),
    ]);
    const [{ count }]: { count: string }[] = await db.query('SELECT count(*) FROM winners WHERE contest_id = $1', [
      contestId,
    ]);
    expect(Number(count)).toBe(3);
    expect((await db.query('SELECT status FROM contests WHERE id = $1', [contestId]))[0].status).toBe('closed');
  });

  it('ranks equal counts by who reached the count first, and counts reversals', async () => {
    const contestId = await endedContest({ prize: 100_000, second: 0, third: 0 });
    const [early, late, cheat] = await insertParticipants(db, contestId, 3);
    await votes(contestId, early, 4);
    await votes(contestId, late, 4);
    const fraudulent = await votes(contestId, cheat, 6);
    for (const id of [fraudulent, fraudulent - 1, fraudulent - 2]) await insertReversal(db, id);
    await end(contestId);

    await syncBoth();

    // cheat: 6 - 3 = 3 votes; early reached 4 before late did.
    expect(await winnersOf(contestId)).toEqual([
      expect.objectContaining({ participant_id: early, rank: 1, votes: 4, prize: 100_000 }),
      expect.objectContaining({ participant_id: late, rank: 2, votes: 4, prize: 30_000 }),
      expect.objectContaining({ participant_id: cheat, rank: 3, votes: 3, prize: 20_000 }),
    ]);
  });

  it('has fewer winners when fewer participants have votes, and none without votes', async () => {
    const quiet = await endedContest({ prize: 100_000, second: 50_000, third: 25_000 });
    await insertParticipants(db, quiet, 3);
    const small = await endedContest({ prize: 100_000, second: 50_000, third: 25_000 });
    const [only, , deleted] = await insertParticipants(db, small, 3);
    await votes(small, only, 1);
    await votes(small, deleted, 9);
    await db.query('UPDATE participants SET deleted_at = now() WHERE id = $1', [deleted]);
    await end(quiet);
    await end(small);

    await syncBoth();

    expect(await winnersOf(quiet)).toEqual([]);
    expect(await winnersOf(small)).toEqual([expect.objectContaining({ participant_id: only, rank: 1, votes: 1 })]);
  });

  it('counts the votes the ledger accepted in the last millisecond before the end', async () => {
    const contestId = await endedContest({ prize: 100_000, second: 50_000, third: 25_000 });
    const [last, early] = await insertParticipants(db, contestId, 2);
    const [{ before, at }]: { before: string; at: string }[] = await db.query(
      `SELECT (now() - interval '2 seconds')::text AS before,
              (date_trunc('milliseconds', now()) - interval '1 second' + interval '500 microseconds')::text AS at`,
    );
    await insertFree(db, { contestId, participantId: early, createdAt: before });
    for (let index = 0; index < 2; index += 1) await insertFree(db, { contestId, participantId: last, createdAt: at });
    await db.query(`UPDATE contests SET end_date = $2::timestamptz + interval '400 microseconds' WHERE id = $1`, [
      contestId,
      at,
    ]);

    await syncBoth();

    expect(await winnersOf(contestId)).toEqual([
      expect.objectContaining({ participant_id: last, rank: 1, votes: 2 }),
      expect.objectContaining({ participant_id: early, rank: 2, votes: 1 }),
    ]);
  });

  it('tells each winning parent by e-mail, once, with the rank, the prize and the claim page', async () => {
    const contestId = await endedContest({ prize: 150_000, second: 60_000, third: 30_000 });
    const [winner] = await insertParticipants(db, contestId, 1);
    const userId = await parent(`gagnant-${contestId}@example.com`);
    await db.query('UPDATE participants SET user_id = $1 WHERE id = $2', [userId, winner]);
    await votes(contestId, winner, 2);
    await end(contestId);

    await syncBoth();
    await syncBoth();

    const [line] = await winnersOf(contestId);
    expect(line.notified_at).toBeInstanceOf(Date);
    const outbox = workers[0].get(MailOutbox);
    const mine = async () =>
      (await outbox.list()).filter((message) => message.to === `gagnant-${contestId}@example.com`);
    await eventually(async () => (await mine()).length > 0, { timeoutMs: 10_000, what: 'winner notice delivered' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const notices = await mine();
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toContain('Les plus beaux sourires');
    expect(notices[0].text).toContain('1re place');
    expect(notices[0].text).toMatch(/150\s000 F CFA/);
    expect(notices[0].text).toContain('/recuperer-lot');
  });
});
