import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { rankingKeys, RankingProjector, rankingScore } from '@app/ranking';
import { createRedis } from '@app/redis';
import {
  createTestEnvironment,
  eventually,
  insertFree,
  insertPaid,
  insertReversal,
  type TestEnvironment,
} from '@app/testing';
import fc from 'fast-check';
import type Redis from 'ioredis';
import type { Client } from 'pg';
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
} from './ranking-fixtures';

const CLIENTS = 3;
const PARTICIPANTS = 4;

/** One step of a scenario: ledger writes on one of several connections, transactions, projector restarts. */
type Command =
  | { op: 'begin' | 'commit' | 'rollback'; client: number }
  | { op: 'free'; client: number; participant: number; key: number | null }
  | { op: 'paid'; client: number; participant: number; weight: number; payment: number }
  | { op: 'reverse'; client: number; pick: number }
  | { op: 'restart'; worker: number }
  | { op: 'steal-lease' }
  | { op: 'pause'; ms: number };

const client = fc.integer({ min: 0, max: CLIENTS - 1 });
const participant = fc.integer({ min: 0, max: PARTICIPANTS - 1 });

const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ op: fc.constantFrom('begin' as const, 'commit' as const), client }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('rollback' as const), client }) },
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant('free' as const),
      client,
      participant,
      // A few keys per scenario: repeats are retried requests, which the unique index refuses.
      key: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('paid' as const),
      client,
      participant,
      weight: fc.integer({ min: 1, max: 50 }),
      payment: fc.integer({ min: 0, max: 5 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('reverse' as const), client, pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('restart' as const), worker: fc.integer({ min: 0, max: 1 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('steal-lease' as const) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('pause' as const), ms: fc.integer({ min: 0, max: 30 }) }) },
);

describe('ranking projection (property)', () => {
  let env: TestEnvironment;
  let workers: INestApplicationContext[];
  let db: DataSource;
  let redis: Redis;
  let clients: Client[];
  let scenario = 0;

  beforeAll(async () => {
    env = await createTestEnvironment();
    redis = createRedis(env.config);
    db = await openDatabase(env.config);
    workers = await Promise.all(
      [0, 1].map(() => NestFactory.createApplicationContext(WorkerModule.register(env.config), { logger: false })),
    );
    clients = await Promise.all(Array.from({ length: CLIENTS }, () => connect(env.config)));
    // A write waiting on another open transaction's duplicate key gives up instead of blocking the scenario.
    for (const connection of clients) await connection.query("SET lock_timeout = '50ms'");
    await eventually(async () => (await redis.exists(rankingKeys.watermark)) === 1, {
      timeoutMs: 10_000,
      what: 'initial rebuild',
    });
  });

  afterAll(async () => {
    for (const connection of clients ?? []) await connection.end();
    await redis?.quit();
    for (const worker of workers ?? []) await worker.close();
    await db?.destroy();
    await env?.dispose();
  });

  /** Runs one write inside a savepoint when a transaction is open, so a refused row does not abort it. */
  async function attempt(
    connection: Client,
    inTransaction: boolean,
    write: () => Promise<number>,
  ): Promise<number | null> {
    if (inTransaction) await connection.query('SAVEPOINT attempt');
    try {
      const id = await write();
      if (inTransaction) await connection.query('RELEASE SAVEPOINT attempt');
      return id;
    } catch (error) {
      const code = (error as { code?: string }).code;
      // 23505: duplicate idempotency key, payment or reversal; 55P03: waited too long on a concurrent duplicate.
      if (code !== '23505' && code !== '55P03') throw error;
      if (inTransaction) await connection.query('ROLLBACK TO SAVEPOINT attempt');
      return null;
    }
  }

  async function runScenario(commands: Command[]): Promise<void> {
    scenario += 1;
    const contestId = await insertContest(db);
    const participants = await insertParticipants(db, contestId, PARTICIPANTS);
    const open = new Array<boolean>(CLIENTS).fill(false);
    const written: number[] = [];
    try {
      for (const command of commands) {
        switch (command.op) {
          case 'begin':
            if (!open[command.client]) await clients[command.client].query('BEGIN');
            open[command.client] = true;
            break;
          case 'commit':
          case 'rollback':
            if (open[command.client]) await clients[command.client].query(command.op.toUpperCase());
            open[command.client] = false;
            break;
          case 'free': {
            const key = command.key === null ? undefined : `s${scenario}-${contestId}-k${command.key}`;
            const vote = { contestId, participantId: participants[command.participant], idempotencyKey: key };
            const id = await attempt(clients[command.client], open[command.client], () =>
              insertFree(clients[command.client], vote),
            );
            if (id !== null) written.push(id);
            break;
          }
          case 'paid': {
            const vote = {
              contestId,
              participantId: participants[command.participant],
              weight: command.weight,
              paymentId: contestId * 100 + command.payment,
            };
            const id = await attempt(clients[command.client], open[command.client], () =>
              insertPaid(clients[command.client], vote),
            );
            if (id !== null) written.push(id);
            break;
          }
          case 'reverse': {
            if (written.length === 0) break;
            const target = written[command.pick % written.length];
            // A row of another open transaction is not visible here: the reversal then inserts nothing.
            await attempt(
              clients[command.client],
              open[command.client],
              async () => (await insertReversal(clients[command.client], target)) ?? 0,
            );
            break;
          }
          case 'restart': {
            const projector = workers[command.worker].get(RankingProjector);
            await projector.stop();
            projector.start();
            break;
          }
          case 'steal-lease':
            // As if the holder stalled past its lease: another worker may take over while it still runs.
            await redis.del(rankingKeys.lease);
            break;
          case 'pause':
            await new Promise((resolve) => setTimeout(resolve, command.ms));
            break;
        }
      }
    } finally {
      for (let index = 0; index < CLIENTS; index += 1) {
        if (open[index]) await clients[index].query('COMMIT');
        open[index] = false;
      }
    }
    await eventually(() => caughtUp(db, redis), { timeoutMs: 20_000, what: 'projector caught up' });
    const ledger = await ledgerSums(db, contestId);
    const projected = await projection(redis, contestId);
    expect(projected.tallies).toEqual(ledger);
    for (const [participantId, tally] of ledger) {
      expect(projected.scores.get(participantId)).toBe(rankingScore(tally.count, tally.last));
    }
  }

  it('always ends with the projection equal to the ledger sums', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArbitrary, { minLength: 1, maxLength: 40 }), (commands) =>
        runScenario(commands),
      ),
      { numRuns: 100, endOnFailure: true },
    );
  }, 180_000);
});
