import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { rankingKeys, RankingProjector, RankingRebuildService, rankingScore } from '@app/ranking';
import { createRedis } from '@app/redis';
import {
  createTestEnvironment,
  eventually,
  insertFree,
  insertPaid,
  insertReversal,
  type TestEnvironment,
} from '@app/testing';
import { VoteLimitsRecovery, voteKeys } from '@app/voting';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { WorkerModule } from '../src/worker.module';
import {
  caughtUp,
  deleteKeys,
  insertContest,
  insertParticipants,
  ledgerSums,
  openDatabase,
  projection,
} from './ranking-fixtures';

const SECOND = 1000;

describe('ranking rebuild', () => {
  let env: TestEnvironment;
  let workers: INestApplicationContext[];
  let db: DataSource;
  let redis: Redis;

  /** Every contest: counts and latest entries equal the ledger; the sorted set holds exactly the participants not deleted, scored from them. */
  async function expectRebuiltFromLedger(contestIds: number[]): Promise<void> {
    await eventually(() => caughtUp(db, redis), { timeoutMs: 20_000, what: 'projector caught up' });
    for (const contestId of contestIds) {
      const ledger = await ledgerSums(db, contestId);
      const projected = await projection(redis, contestId);
      expect(projected.tallies).toEqual(ledger);
      const active: { id: number }[] = await db.query(
        'SELECT id FROM participants WHERE contest_id = $1 AND deleted_at IS NULL ORDER BY id',
        [contestId],
      );
      expect([...projected.scores.keys()].sort((a, b) => a - b)).toEqual(active.map((row) => row.id));
      for (const { id } of active) {
        const tally = ledger.get(id) ?? { count: 0, last: 0 };
        expect(projected.scores.get(id)).toBe(rankingScore(tally.count, tally.last));
      }
    }
  }

  /** Writes free votes from a few concurrent loops until stopped; resolves to the number written. */
  function writeLoad(contestId: number, participants: number[]): { stop: () => Promise<number> } {
    let writing = true;
    const loops = Array.from({ length: 4 }, async (_, loop) => {
      let written = 0;
      while (writing) {
        await insertFree(db, { contestId, participantId: participants[(written + loop) % participants.length] });
        written += 1;
      }
      return written;
    });
    return {
      stop: async () => {
        writing = false;
        return (await Promise.all(loops)).reduce((sum, count) => sum + count, 0);
      },
    };
  }

  beforeAll(async () => {
    env = await createTestEnvironment();
    redis = createRedis(env.config);
    db = await openDatabase(env.config);
    workers = await Promise.all(
      [0, 1].map(() => NestFactory.createApplicationContext(WorkerModule.register(env.config), { logger: false })),
    );
    await eventually(async () => (await redis.exists(rankingKeys.watermark)) === 1, {
      timeoutMs: 10_000,
      what: 'initial rebuild',
    });
  });

  afterAll(async () => {
    await redis?.quit();
    for (const worker of workers ?? []) await worker.close();
    await db?.destroy();
    await env?.dispose();
  });

  it('rebuilds the projection, cooldowns and daily counters after Redis lost them', async () => {
    const contestId = await insertContest(db);
    const [amina, binta, cheikh, deleted] = await insertParticipants(db, contestId, 5);
    const now = Date.now();
    await insertFree(db, {
      contestId,
      participantId: amina,
      voterId: 7,
      ipHash: 'b'.repeat(32),
      deviceHash: 'd'.repeat(32),
    });
    await insertFree(db, {
      contestId,
      participantId: binta,
      voterId: 7,
      ipHash: 'b'.repeat(32),
      deviceHash: 'd'.repeat(32),
      createdAt: new Date(now - 200 * SECOND),
    });
    await insertFree(db, {
      contestId,
      participantId: cheikh,
      voterId: 7,
      ipHash: 'c'.repeat(32),
      createdAt: new Date(now - 900 * SECOND),
    });
    await insertFree(db, {
      contestId,
      participantId: cheikh,
      voterId: 8,
      createdAt: new Date(now - 2 * 86400 * SECOND),
    });
    const fraud = await insertFree(db, { contestId, participantId: binta, voterId: 9 });
    await insertReversal(db, fraud);
    await insertPaid(db, { contestId, participantId: deleted, weight: 10 });
    await db.query('UPDATE participants SET deleted_at = now() WHERE id = $1', [deleted]);
    await eventually(() => caughtUp(db, redis));

    const lost = await deleteKeys(redis, env.config, 'rank:*', 'vote:*');
    expect(lost).toBeGreaterThan(0);
    await eventually(async () => (await redis.exists(rankingKeys.watermark)) === 1, {
      timeoutMs: 15_000,
      what: 'automatic rebuild',
    });
    await expectRebuiltFromLedger([contestId]);
    await eventually(async () => (await redis.exists(voteKeys.restored)) === 1, {
      timeoutMs: 15_000,
      what: 'vote limits restored',
    });
    expect(await redis.sismember(rankingKeys.excluded(contestId), String(deleted))).toBe(1);
    expect(await redis.hget(rankingKeys.counts(contestId), String(deleted))).toBe('10');

    const day = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
    // A vote counts in today's (UTC) counters: the one of 15 minutes ago is yesterday's in the day's first minutes.
    const today = (ago: number) => (new Date(now - ago).toISOString().slice(0, 10).replaceAll('-', '') === day ? 1 : 0);
    const counter = async (key: string, votes: number) =>
      expect(votes === 0 ? await redis.exists(key) : await redis.get(key)).toBe(votes === 0 ? 0 : String(votes));
    const ttl = (key: string) => redis.pttl(key);
    // Cooldowns: what is left of 600 s after each recent vote; none for the votes older than 600 s.
    expect(await redis.get(`vote:{u:7}:cd:${amina}`)).toBe('1');
    expect(await ttl(`vote:{u:7}:cd:${amina}`)).toBeGreaterThan(580 * SECOND);
    expect(await ttl(`vote:{u:7}:cd:${binta}`)).toBeGreaterThan(380 * SECOND);
    expect(await ttl(`vote:{u:7}:cd:${binta}`)).toBeLessThanOrEqual(400 * SECOND);
    expect(await redis.exists(`vote:{u:7}:cd:${cheikh}`, `vote:{u:8}:cd:${cheikh}`)).toBe(0);
    expect(await redis.get(`vote:{u:9}:cd:${binta}`)).toBe('1');
    // Daily counters: today's (UTC) free votes per voter, device and IP hash, until the end of the day + 1 h.
    await counter(`vote:{u:7}:daily:${day}`, 1 + today(200 * SECOND) + today(900 * SECOND));
    await counter(`vote:{u:9}:daily:${day}`, 1);
    await counter(`vote:{u:8}:daily:${day}`, 0);
    await counter(`vote:{ip:${'b'.repeat(32)}}:daily:${day}`, 1 + today(200 * SECOND));
    await counter(`vote:{ip:${'c'.repeat(32)}}:daily:${day}`, today(900 * SECOND));
    // Per device, and per address for the votes sent without one.
    await counter(`vote:{d:${'d'.repeat(32)}}:daily:${day}`, 1 + today(200 * SECOND));
    await counter(`vote:{ip:${'b'.repeat(32)}}:nodevice:${day}`, 0);
    await counter(`vote:{ip:${'c'.repeat(32)}}:nodevice:${day}`, today(900 * SECOND));
    const endOfDay = Date.UTC(
      new Date(now).getUTCFullYear(),
      new Date(now).getUTCMonth(),
      new Date(now).getUTCDate() + 1,
    );
    const dailyTtl = await ttl(`vote:{u:7}:daily:${day}`);
    expect(dailyTtl).toBeGreaterThan(endOfDay + 3600 * SECOND - Date.now() - 10 * SECOND);
    expect(dailyTtl).toBeLessThanOrEqual(endOfDay + 3600 * SECOND - Date.now() + SECOND);
  });

  it('never lowers a counter the vote path already raised since the loss', async () => {
    const contestId = await insertContest(db);
    const [participant] = await insertParticipants(db, contestId, 1);
    await insertFree(db, { contestId, participantId: participant, voterId: 21 });
    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    await redis.set(`vote:{u:21}:daily:${day}`, '5', 'EX', 3600);
    const limits = await workers[0].get(VoteLimitsRecovery).restore();
    expect(limits.dailyCounters).toBeGreaterThan(0);
    expect(await redis.get(`vote:{u:21}:daily:${day}`)).toBe('5');
  });

  it('rebuilds everything again when Redis is flushed while votes pour in', async () => {
    const contestId = await insertContest(db);
    const participants = await insertParticipants(db, contestId, 6);
    const load = writeLoad(contestId, participants);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await deleteKeys(redis, env.config, 'rank:*');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const written = await load.stop();
    await expectRebuiltFromLedger([contestId]);
    const ledger = await ledgerSums(db, contestId);
    expect([...ledger.values()].reduce((sum, tally) => sum + tally.count, 0)).toBe(written);
  });

  it('rebuilds one contest, or all, while the projector keeps applying new votes', async () => {
    const contestId = await insertContest(db);
    const other = await insertContest(db);
    const participants = await insertParticipants(db, contestId, 4);
    const [otherParticipant] = await insertParticipants(db, other, 2);
    await insertPaid(db, { contestId: other, participantId: otherParticipant, weight: 4 });
    const load = writeLoad(contestId, participants);
    const rebuild = workers[1].get(RankingRebuildService);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // A wrong count that only a rebuild (or the reconciliation) would fix.
    await redis.hincrby(rankingKeys.counts(other), String(otherParticipant), 100);
    const one = await rebuild.rebuild(contestId);
    expect(one).toMatchObject({ contests: 1, watermark: expect.stringMatching(/^\d+:\d+$/) });
    const all = await rebuild.rebuild();
    expect(all.contests).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await rebuild.rebuild(contestId);
    const written = await load.stop();
    await expectRebuiltFromLedger([contestId, other]);
    const ledger = await ledgerSums(db, contestId);
    expect([...ledger.values()].reduce((sum, tally) => sum + tally.count, 0)).toBe(written);
  });

  it('rebuilds an empty Redis itself under the lease when no projector runs (the CLI)', async () => {
    for (const worker of workers) await worker.get(RankingProjector).stop();
    try {
      const contestId = await insertContest(db);
      const [participant] = await insertParticipants(db, contestId, 2);
      await insertPaid(db, { contestId, participantId: participant, weight: 3 });
      const rebuild = workers[0].get(RankingRebuildService);
      // A bootstrap only takes rows below the oldest transaction running in the whole cluster (other
      // test files' included), and with no projector nothing moves its watermark afterwards: until it
      // covers the ledger, Redis is emptied and the CLI run again, as one would by hand.
      await eventually(
        async () => {
          await deleteKeys(redis, env.config, 'rank:*');
          await rebuild.rebuild(contestId);
          expect(await redis.exists(rankingKeys.lease)).toBe(0);
          return caughtUp(db, redis);
        },
        { timeoutMs: 20_000, what: 'rebuilt up to the ledger' },
      );
      await expectRebuiltFromLedger([contestId]);
    } finally {
      for (const worker of workers) worker.get(RankingProjector).start();
    }
  });
});
