import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { JobName, JobQueue, QueueName } from '@app/jobs';
import { MetricsService } from '@app/observability';
import { rankingKeys, RankingReconciliation, type ReconciliationReport, rankingScore } from '@app/ranking';
import { createRedis } from '@app/redis';
import { createTestEnvironment, eventually, insertFree, insertPaid, type TestEnvironment } from '@app/testing';
import type { Queue } from 'bullmq';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { WorkerModule } from '../src/worker.module';
import { caughtUp, insertContest, insertParticipants, ledgerSums, openDatabase, projection } from './ranking-fixtures';

describe('ranking reconciliation', () => {
  let env: TestEnvironment;
  let worker: INestApplicationContext;
  let db: DataSource;
  let redis: Redis;
  let reconciliation: RankingReconciliation;

  async function metric(name: string): Promise<number> {
    const found = await worker.get(MetricsService).registry.getSingleMetric(name)!.get();
    return found.values[0]?.value ?? 0;
  }

  async function expectProjectionEqualsLedger(contestId: number): Promise<void> {
    await eventually(() => caughtUp(db, redis));
    const ledger = await ledgerSums(db, contestId);
    const projected = await projection(redis, contestId);
    expect(projected.tallies).toEqual(ledger);
    for (const [participantId, tally] of ledger) {
      expect(projected.scores.get(participantId)).toBe(rankingScore(tally.count, tally.last));
    }
  }

  beforeAll(async () => {
    env = await createTestEnvironment();
    redis = createRedis(env.config);
    db = await openDatabase(env.config);
    worker = await NestFactory.createApplicationContext(WorkerModule.register(env.config), { logger: false });
    reconciliation = worker.get(RankingReconciliation);
    await eventually(async () => (await redis.exists(rankingKeys.watermark)) === 1, {
      timeoutMs: 10_000,
      what: 'initial rebuild',
    });
  });

  afterAll(async () => {
    await redis?.quit();
    await worker?.close();
    await db?.destroy();
    await env?.dispose();
  });

  it('schedules itself every minute', async () => {
    const queue = worker.get<Queue>(getQueueToken(QueueName.Ranking));
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toEqual([
      expect.objectContaining({ key: 'ranking.reconcile', name: JobName.ReconcileRanking, every: 60_000 }),
    ]);
  });

  it('finds nothing to repair when the projection matches the ledger', async () => {
    const contestId = await insertContest(db);
    const [participant] = await insertParticipants(db, contestId, 2);
    await insertPaid(db, { contestId, participantId: participant, weight: 3 });
    await expectProjectionEqualsLedger(contestId);
    const report = await reconciliation.reconcile([contestId]);
    expect(report).toEqual({ contests: 1, drifted: 0, repaired: 0, drifts: [] });
    expect(await metric('ranking_drift_participants')).toBe(0);
  });

  it('repairs an injected drift atomically and reports it', async () => {
    const contestId = await insertContest(db);
    const [counted, scored, gone, stranger] = await insertParticipants(db, contestId, 5);
    await insertFree(db, { contestId, participantId: counted });
    await insertPaid(db, { contestId, participantId: scored, weight: 2 });
    await expectProjectionEqualsLedger(contestId);
    const repairedBefore = await metric('ranking_drift_repaired_total');

    // A count off by 5, a score that does not match its count, a deleted participant still ranked,
    // and a count for a participant without any ledger entry.
    await redis.hincrby(rankingKeys.counts(contestId), String(counted), 5);
    await redis.zadd(rankingKeys.scores(contestId), rankingScore(40, 1), String(scored));
    await redis.sadd(rankingKeys.excluded(contestId), String(gone));
    await redis.zadd(rankingKeys.scores(contestId), rankingScore(0, 0), String(gone));
    await redis.hset(rankingKeys.counts(contestId), String(stranger), '7');
    const versionBefore = Number(await redis.get(rankingKeys.version(contestId)));

    const report = await reconciliation.reconcile([contestId]);
    expect(report).toEqual({
      contests: 1,
      drifted: 4,
      repaired: 4,
      drifts: [
        {
          contest_id: contestId,
          participant_ids: [counted, scored, gone, stranger].sort((a, b) => a - b),
          repaired: true,
        },
      ],
    });
    expect(await metric('ranking_drift_participants')).toBe(4);
    expect((await metric('ranking_drift_repaired_total')) - repairedBefore).toBe(4);
    await expectProjectionEqualsLedger(contestId);
    expect(await redis.zscore(rankingKeys.scores(contestId), String(gone))).toBeNull();
    expect(await redis.hget(rankingKeys.counts(contestId), String(stranger))).toBeNull();
    expect(Number(await redis.get(rankingKeys.version(contestId)))).toBeGreaterThan(versionBefore);

    const again = await reconciliation.reconcile([contestId]);
    expect(again.drifted).toBe(0);
    expect(await metric('ranking_drift_participants')).toBe(0);
  });

  it('repairs a drift while the projector keeps moving the watermark', async () => {
    const contestId = await insertContest(db);
    const participants = await insertParticipants(db, contestId, 3);
    await insertFree(db, { contestId, participantId: participants[0] });
    await expectProjectionEqualsLedger(contestId);
    await redis.hincrby(rankingKeys.counts(contestId), String(participants[0]), -1);
    let writing = true;
    const writers = Array.from({ length: 3 }, async (_, index) => {
      while (writing) await insertFree(db, { contestId, participantId: participants[index] });
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const report = await reconciliation.reconcile([contestId]);
    writing = false;
    await Promise.all(writers);
    expect(report.drifts).toEqual([{ contest_id: contestId, participant_ids: [participants[0]], repaired: true }]);
    await expectProjectionEqualsLedger(contestId);
  });

  it('runs as a job of the ranking queue', async () => {
    const contestId = await insertContest(db);
    const [participant] = await insertParticipants(db, contestId, 1);
    await insertFree(db, { contestId, participantId: participant });
    await expectProjectionEqualsLedger(contestId);
    await redis.hincrby(rankingKeys.counts(contestId), String(participant), 2);
    const queue = worker.get<Queue>(getQueueToken(QueueName.Ranking));
    const id = await worker
      .get(JobQueue)
      .enqueue({ name: JobName.ReconcileRanking, data: { contest_ids: [contestId] } });
    let report: ReconciliationReport | undefined;
    await eventually(async () => {
      const job = await queue.getJob(id!);
      report = job?.returnvalue as ReconciliationReport | undefined;
      return report !== undefined && report !== null;
    });
    expect(report).toMatchObject({ contests: 1, drifted: 1, repaired: 1 });
    await expectProjectionEqualsLedger(contestId);
  });
});
