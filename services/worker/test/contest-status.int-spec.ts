import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type ContestChangedEvent, contestEventsChannel } from '@app/contests';
import { ContestStatusProcessor, type ContestStatusSyncResult } from '@app/contests/contests/contest-status.processor';
import { JobName, JobQueue, QueueName } from '@app/jobs';
import { createRedis } from '@app/redis';
import { createTestEnvironment, eventually, type TestEnvironment } from '@app/testing';
import type { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { WorkerModule } from '../src/worker.module';

const HOUR = 3600 * 1000;

type Status = 'draft' | 'pre_registration' | 'open' | 'closed';

describe('contest status sync in the worker', () => {
  let env: TestEnvironment;
  let workers: INestApplicationContext[];
  let db: DataSource;
  let queue: Queue;
  let subscriber: Redis;
  const events: ContestChangedEvent[] = [];

  async function insertContest(status: Status, start: number, end: number, deleted = false): Promise<number> {
    const now = Date.now();
    const rows: { id: number }[] = await db.query(
      `INSERT INTO contests (title, status, gender, start_date, end_date, deleted_at)
       VALUES ('Concours', $1, 'mixed', $2, $3, $4) RETURNING id`,
      [status, new Date(now + start), new Date(now + end), deleted ? new Date() : null],
    );
    return rows[0].id;
  }

  async function statusOf(id: number): Promise<Status> {
    return (await db.query('SELECT status FROM contests WHERE id = $1', [id]))[0].status;
  }

  /** No job of the queue still running or waiting: every scheduled run so far has finished. */
  async function queueIdle(): Promise<boolean> {
    const counts = await queue.getJobCounts('active', 'waiting', 'prioritized');
    return counts.active + counts.waiting + counts.prioritized === 0;
  }

  /** What the scheduled runs completed since `before` (they may run alongside the test's own calls). */
  async function scheduledResultsSince(before: Set<string>): Promise<ContestStatusSyncResult[]> {
    await eventually(queueIdle);
    const completed = await queue.getCompleted(0, -1);
    return completed
      .filter((job) => job.id !== undefined && !before.has(job.id))
      .map((job) => job.returnvalue as ContestStatusSyncResult);
  }

  async function completedIds(): Promise<Set<string>> {
    return new Set((await queue.getCompleted(0, -1)).map((job) => job.id ?? ''));
  }

  function eventsFor(id: number): ContestChangedEvent[] {
    return events.filter((event) => event.contest_id === id);
  }

  beforeAll(async () => {
    env = await createTestEnvironment();
    subscriber = createRedis(env.config, { keyPrefix: '' });
    subscriber.on('message', (_channel: string, message: string) => events.push(JSON.parse(message)));
    await subscriber.subscribe(contestEventsChannel(env.config));
    workers = await Promise.all(
      [0, 1].map(() => NestFactory.createApplicationContext(WorkerModule.register(env.config), { logger: false })),
    );
    db = workers[0].get(DataSource);
    queue = workers[0].get<Queue>(getQueueToken(QueueName.Contests));
  });

  afterAll(async () => {
    await subscriber?.quit();
    for (const worker of workers ?? []) await worker.close();
    await env?.dispose();
  });

  it('registers one schedule, every 15 s, however many workers start', async () => {
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toHaveLength(1);
    expect(schedulers[0]).toMatchObject({
      key: 'contests.sync-status',
      name: JobName.SyncContestStatus,
      every: 15_000,
    });
  });

  it('registers the schedule again, once, when Redis lost it', async () => {
    await queue.removeJobScheduler('contests.sync-status');
    expect(await queue.getJobSchedulers()).toHaveLength(0);
    await Promise.all(workers.map((worker) => worker.get(JobQueue).restoreLostSchedules()));
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toHaveLength(1);
    expect(schedulers[0]).toMatchObject({ key: 'contests.sync-status', every: 15_000 });
  });

  it('moves each due contest exactly once and announces each move once, with two workers racing', async () => {
    await eventually(queueIdle);
    const before = await completedIds();
    const toOpen: number[] = [];
    for (let index = 0; index < 15; index += 1) toOpen.push(await insertContest('pre_registration', -HOUR, 10 * HOUR));
    const openToClosed: number[] = [];
    for (let index = 0; index < 15; index += 1) openToClosed.push(await insertContest('open', -10 * HOUR, -HOUR));
    const neverOpened = await insertContest('pre_registration', -10 * HOUR, -HOUR);
    const untouched = {
      upcoming: await insertContest('pre_registration', HOUR, 10 * HOUR),
      running: await insertContest('open', -HOUR, HOUR),
      draft: await insertContest('draft', -10 * HOUR, -HOUR),
      deleted: await insertContest('open', -10 * HOUR, -HOUR, true),
      closed: await insertContest('closed', -10 * HOUR, -HOUR),
    };

    const [first, second] = workers.map((worker) => worker.get(ContestStatusProcessor));
    const direct = await Promise.all([first.sync(), second.sync(), first.sync(), second.sync()]);
    const results = [...direct, ...(await scheduledResultsSince(before))];

    const opened = results.flatMap((result) => result.opened);
    const closed = results.flatMap((result) => result.closed);
    expect([...opened].sort((a, b) => a - b)).toEqual(toOpen);
    expect([...closed].sort((a, b) => a - b)).toEqual([...openToClosed, neverOpened].sort((a, b) => a - b));

    for (const id of toOpen) expect(await statusOf(id)).toBe('open');
    for (const id of [...openToClosed, neverOpened]) expect(await statusOf(id)).toBe('closed');
    expect(await statusOf(untouched.upcoming)).toBe('pre_registration');
    expect(await statusOf(untouched.running)).toBe('open');
    expect(await statusOf(untouched.draft)).toBe('draft');
    expect(await statusOf(untouched.deleted)).toBe('open');
    expect(await statusOf(untouched.closed)).toBe('closed');

    await eventually(() => events.filter((event) => event.contest_id >= toOpen[0]).length >= 31);
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const id of toOpen) {
      expect(eventsFor(id)).toEqual([
        { contest_id: id, status: 'open', previous_status: 'pre_registration', at: expect.any(String) },
      ]);
    }
    for (const id of openToClosed) {
      expect(eventsFor(id)).toEqual([
        { contest_id: id, status: 'closed', previous_status: 'open', at: expect.any(String) },
      ]);
    }
    expect(eventsFor(neverOpened)).toEqual([
      { contest_id: neverOpened, status: 'closed', previous_status: 'pre_registration', at: expect.any(String) },
    ]);
    for (const id of Object.values(untouched)) expect(eventsFor(id)).toEqual([]);
    expect(Number.isNaN(Date.parse(eventsFor(neverOpened)[0].at))).toBe(false);

    const again = await first.sync();
    expect(again).toEqual({ opened: [], closed: [] });
  });

  it('does the same when the job itself is queued from both workers at once', async () => {
    const ids = [
      await insertContest('pre_registration', -HOUR, HOUR),
      await insertContest('open', -2 * HOUR, -HOUR),
      await insertContest('pre_registration', -2 * HOUR, -HOUR),
    ];
    await Promise.all(
      workers.flatMap((worker) => [
        worker.get(JobQueue).enqueue({ name: JobName.SyncContestStatus, data: {} }),
        worker.get(JobQueue).enqueue({ name: JobName.SyncContestStatus, data: {} }),
      ]),
    );
    await eventually(async () => (await statusOf(ids[0])) === 'open' && (await statusOf(ids[2])) === 'closed');
    await eventually(queueIdle);
    await eventually(() => ids.every((id) => eventsFor(id).length > 0));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await Promise.all(ids.map(statusOf))).toEqual(['open', 'closed', 'closed']);
    expect(ids.map((id) => eventsFor(id).map((event) => `${event.previous_status}→${event.status}`))).toEqual([
      ['pre_registration→open'],
      ['open→closed'],
      ['pre_registration→closed'],
    ]);
  });
});
