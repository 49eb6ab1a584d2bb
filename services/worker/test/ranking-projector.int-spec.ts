import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  type RankingChanged,
  rankingChangedChannel,
  rankingKeys,
  RankingMetrics,
  RankingProjector,
  rankingScore,
} from '@app/ranking';
import { createRedis } from '@app/redis';
import {
  createTestEnvironment,
  eventually,
  insertFree,
  insertPaid,
  insertReversal,
  type TestEnvironment,
} from '@app/testing';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { WorkerModule } from '../src/worker.module';
import {
  caughtUp,
  connect,
  insertContest,
  insertParticipants,
  ledgerSums,
  openDatabase,
  projection,
  type Tally,
} from './ranking-fixtures';

const startWorker = (env: TestEnvironment) =>
  NestFactory.createApplicationContext(WorkerModule.register(env.config), { logger: false });

describe('ranking projector', () => {
  let env: TestEnvironment;
  let workers: INestApplicationContext[];
  let db: DataSource;
  let redis: Redis;
  let subscriber: Redis;
  const published: RankingChanged[] = [];

  async function expectProjectionEqualsLedger(contestId: number): Promise<Map<number, Tally>> {
    await eventually(() => caughtUp(db, redis), { timeoutMs: 20_000, what: 'projector caught up' });
    const ledger = await ledgerSums(db, contestId);
    const projected = await projection(redis, contestId);
    expect(projected.tallies).toEqual(ledger);
    for (const [participantId, tally] of ledger) {
      expect(projected.scores.get(participantId)).toBe(rankingScore(tally.count, tally.last));
    }
    return ledger;
  }

  const leaders = () => workers.filter((worker) => worker.get(RankingProjector).isLeader);

  beforeAll(async () => {
    env = await createTestEnvironment();
    redis = createRedis(env.config);
    subscriber = createRedis(env.config, { keyPrefix: '' });
    subscriber.on('message', (_channel: string, message: string) => published.push(JSON.parse(message)));
    await subscriber.subscribe(rankingChangedChannel(env.config));
    db = await openDatabase(env.config);
    workers = [await startWorker(env), await startWorker(env)];
    await eventually(async () => (await redis.exists(rankingKeys.watermark)) === 1, {
      timeoutMs: 10_000,
      what: 'initial rebuild',
    });
  });

  afterAll(async () => {
    await subscriber?.quit();
    await redis?.quit();
    for (const worker of workers ?? []) await worker.close();
    await db?.destroy();
    await env?.dispose();
  });

  it('runs exactly one active projector among the workers', async () => {
    await eventually(() => leaders().length === 1, { timeoutMs: 10_000, what: 'one leader' });
    expect(leaders()).toHaveLength(1);
    expect(await redis.get(rankingKeys.watermark)).toMatch(/^\d+:\d+$/);
  });

  it('applies free votes, paid credits and reversals, scoring ties by who got there first', async () => {
    const contestId = await insertContest(db);
    const [first, second, third] = await insertParticipants(db, contestId, 3);
    await insertFree(db, { contestId, participantId: second });
    await insertFree(db, { contestId, participantId: first });
    const paid = await insertPaid(db, { contestId, participantId: third, weight: 5 });
    await insertReversal(db, paid);
    const ledger = await expectProjectionEqualsLedger(contestId);
    expect(ledger.get(third)!.count).toBe(0);
    // first and second both have 1 vote; second reached it first.
    const order = await redis.zrevrange(rankingKeys.scores(contestId), 0, -1);
    expect(order.map(Number)).toEqual([second, first, third]);
    await eventually(() => published.some((change) => change.contest_id === contestId));
    const versions = published.filter((change) => change.contest_id === contestId).map((change) => change.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(Number(await redis.get(rankingKeys.version(contestId)))).toBe(versions[versions.length - 1]);
  });

  it('never skips a row whose transaction got its id first but committed last', async () => {
    const contestId = await insertContest(db);
    const [participant] = await insertParticipants(db, contestId, 1);
    const early = await connect(env.config);
    const late = await connect(env.config);
    try {
      // `early` takes a transaction id first, then writes after `late` has committed a row with a smaller id.
      await early.query('BEGIN');
      await early.query('SELECT pg_current_xact_id()');
      await late.query('BEGIN');
      const lateId = await insertFree(late, { contestId, participantId: participant });
      await late.query('COMMIT');
      const earlyId = await insertFree(early, { contestId, participantId: participant });
      expect(earlyId).toBeGreaterThan(lateId);
      // While `early` is open, the later transaction's row is held back: it is above the safe horizon.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await redis.hget(rankingKeys.counts(contestId), String(participant))).toBeNull();
      await early.query('COMMIT');
    } finally {
      await early.end();
      await late.end();
    }
    const ledger = await expectProjectionEqualsLedger(contestId);
    expect(ledger.get(participant)).toEqual({ count: 2, last: expect.any(Number) });
  });

  it('counts every row once when many transactions commit out of id order', async () => {
    const contestId = await insertContest(db);
    const participants = await insertParticipants(db, contestId, 5);
    const clients = await Promise.all(Array.from({ length: 8 }, () => connect(env.config)));
    try {
      for (let round = 0; round < 10; round += 1) {
        for (const client of clients) await client.query('BEGIN');
        // Interleave inserts across the open transactions, then commit them in a shuffled order.
        for (let row = 0; row < 4; row += 1) {
          for (const client of clients) {
            const participantId = participants[(row + round) % participants.length];
            await (row % 3 === 2
              ? insertPaid(client, { contestId, participantId, weight: 3 })
              : insertFree(client, { contestId, participantId }));
          }
        }
        const order = [...clients].sort(() => Math.random() - 0.5);
        await Promise.all(
          order.map(
            (client, index) =>
              new Promise<void>((resolve, reject) => {
                setTimeout(() => {
                  client
                    .query(index % 5 === 4 ? 'ROLLBACK' : 'COMMIT')
                    .then(() => resolve())
                    .catch(reject);
                }, index * 3);
              }),
          ),
        );
      }
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
    const ledger = await expectProjectionEqualsLedger(contestId);
    expect([...ledger.values()].reduce((sum, tally) => sum + tally.count, 0)).toBeGreaterThan(0);
  });

  it('resumes on the other worker when the lease holder is closed mid-stream, without double counting', async () => {
    const contestId = await insertContest(db);
    const participants = await insertParticipants(db, contestId, 4);
    await eventually(() => leaders().length === 1, { timeoutMs: 10_000, what: 'one leader' });
    const holder = leaders()[0];
    let writing = true;
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      let written = 0;
      while (writing) {
        await insertFree(db, { contestId, participantId: participants[(written + writer) % participants.length] });
        written += 1;
      }
      return written;
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const survivorIndex = workers.indexOf(holder) === 0 ? 1 : 0;
    await holder.close();
    workers = [workers[survivorIndex]];
    await new Promise((resolve) => setTimeout(resolve, 400));
    writing = false;
    const written = (await Promise.all(writers)).reduce((sum, count) => sum + count, 0);
    await eventually(() => workers[0].get(RankingProjector).isLeader, { timeoutMs: 10_000, what: 'takeover' });
    const ledger = await expectProjectionEqualsLedger(contestId);
    expect([...ledger.values()].reduce((sum, tally) => sum + tally.count, 0)).toBe(written);
    // The survivor took over; a new worker joins as a standby.
    workers.push(await startWorker(env));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(leaders()).toEqual([workers[0]]);
  });

  it('takes over from a holder that died without releasing the lease, once the lease lapses', async () => {
    const contestId = await insertContest(db);
    const [participant] = await insertParticipants(db, contestId, 1);
    await eventually(() => leaders().length === 1, { timeoutMs: 10_000, what: 'one leader' });
    // A crashed holder: its lease stays in Redis until it expires.
    await redis.set(rankingKeys.lease, 'a-crashed-worker', 'PX', 2000);
    for (const worker of workers) await worker.get(RankingProjector).stop();
    for (const worker of workers) worker.get(RankingProjector).start();
    await insertFree(db, { contestId, participantId: participant });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(leaders()).toHaveLength(0);
    await eventually(() => leaders().length === 1, { timeoutMs: 10_000, what: 'takeover after the lease lapsed' });
    await expectProjectionEqualsLedger(contestId);
  });

  it('exports the batch size and lag metrics', async () => {
    const contestId = await insertContest(db);
    const [participant] = await insertParticipants(db, contestId, 1);
    await insertFree(db, { contestId, participantId: participant });
    await expectProjectionEqualsLedger(contestId);
    const leader = leaders()[0];
    const metrics = leader.get(RankingMetrics);
    const batches = await metrics.batchRows.get();
    expect(
      batches.values.find((value) => value.metricName === 'ranking_projector_batch_rows_count')!.value,
    ).toBeGreaterThan(0);
    expect((await metrics.appliedRows.get()).values[0].value).toBeGreaterThan(0);
    expect((await metrics.lagSeconds.get()).values[0].value).toBeGreaterThanOrEqual(0);
  });
});
