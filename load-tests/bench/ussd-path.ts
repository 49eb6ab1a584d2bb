/**
 * The vote path by USSD (`npm run bench -- --channel ussd`): the USSD generator (ussd-load.ts) against the
 * API's Africa's Talking callback, measured as the web vote path is (CPU of each process over the measured
 * window, PostgreSQL and Redis counters, the API's own timings), and checked: every vote acknowledged by
 * an END screen is a ledger row of channel `ussd`, and there are no more of them.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type Redis from 'ioredis';
import type { Client } from 'pg';
import type { LogMessage, PhaseMessage } from './child-protocol';
import { type CatchUp, waitForProjection } from './consistency';
import { type CpuSnapshot, type CpuUsage, cpuSnapshot, cpuUsage } from './cpu';
import type { ProfileSummary } from './profile';
import { type BucketSummary, fetchMetrics, histogramDelta, histogramOf, summarizeBuckets } from './prom-metrics';
import { type ServerCounters, type ServerDelta, serverCounters, serverDelta } from './server-stats';
import { runChild } from './stack';
import { GENERATOR_GROUPS } from './tier-cpu';
import type { UssdLoadInput, UssdLoadResult } from './ussd-load';

export interface UssdChannelCheck {
  /** Distinct ledger ids the END screens gave as receipts. */
  acknowledged: number;
  /** The contest's ledger rows of channel `ussd`, and of the acknowledged ids those that are such rows. */
  ussdRows: number;
  acknowledgedUssdRows: number;
}

export interface UssdPathReport {
  result: UssdLoadResult;
  cpu: CpuUsage | null;
  server: ServerDelta | null;
  catchUp: CatchUp;
  /** The API's own time for its answers to the callback (200s), and its USSD outcomes counter. */
  apiTime: BucketSummary | null;
  apiOutcomes: Record<string, number> | null;
  channel: UssdChannelCheck;
  /** With `--profile`: the API processes' CPU profiles of the measured window. */
  profiles: ProfileSummary[];
}

export interface UssdPathContext {
  input: UssdLoadInput;
  pg: Client;
  redis: Redis;
  database: string;
  contestId: number;
  metricsUrls: string[];
  /** The pids of each named group of the run, read when the window ends (the live processes may change). */
  named: () => Record<string, number[]>;
  /** Called as the measured window starts and ends (the API's CPU profiles follow it). */
  onWindow: (edge: 'start' | 'end') => void;
  log: (text: string) => void;
}

const isUssdAnswer = (labels: Map<string, string>) =>
  labels.get('method') === 'POST' &&
  labels.get('status_code') === '200' &&
  (labels.get('route') ?? '').includes('/ussd/');

/** `ussd_requests_total` by outcome, summed over the API processes' metrics texts. */
function ussdOutcomes(texts: string[]): Map<string, number> {
  const outcomes = new Map<string, number>();
  for (const text of texts) {
    for (const match of text.matchAll(/^ussd_requests_total\{outcome="([^"]+)"\} (\d+)/gm)) {
      outcomes.set(match[1], (outcomes.get(match[1]) ?? 0) + Number(match[2]));
    }
  }
  return outcomes;
}

async function channelCheck(pg: Client, contestId: number, ids: Float64Array): Promise<UssdChannelCheck> {
  const distinct = Array.from(new Set(ids));
  const {
    rows: [counts],
  } = await pg.query<{ ussd_rows: string; acknowledged_ussd: string }>(
    `SELECT (SELECT count(*) FROM vote_ledger WHERE contest_id = $1 AND channel = 'ussd') AS ussd_rows,
            (SELECT count(*) FROM vote_ledger WHERE id = ANY($2::bigint[]) AND channel = 'ussd') AS acknowledged_ussd`,
    [contestId, distinct],
  );
  return {
    acknowledged: distinct.length,
    ussdRows: Number(counts.ussd_rows),
    acknowledgedUssdRows: Number(counts.acknowledged_ussd),
  };
}

export async function ussdPath(context: UssdPathContext): Promise<Omit<UssdPathReport, 'profiles'>> {
  const { pg, redis, database, log } = context;
  let cpuBefore: CpuSnapshot | undefined;
  let cpuAfter: CpuSnapshot | undefined;
  let serverBefore: Promise<ServerCounters> | undefined;
  let metricsBefore: Promise<string[]> | undefined;
  let metricsAfter: Promise<string[]> | undefined;
  const allMetrics = () => Promise.all(context.metricsUrls.map((url) => fetchMetrics(url)));
  let generatorPids: number[] = [];
  const result = await runChild<UssdLoadInput, UssdLoadResult>(
    'ussd-load.ts',
    context.input,
    (message) => {
      const { type } = message as { type: string };
      if (type === 'log') log((message as LogMessage).text);
      if (type !== 'phase') return;
      const phase = (message as PhaseMessage).phase;
      if (phase === 'main-start') {
        cpuBefore = cpuSnapshot();
        serverBefore = serverCounters(pg, redis, database);
        metricsBefore = allMetrics();
        context.onWindow('start');
      } else if (phase === 'main-end') {
        cpuAfter = cpuSnapshot();
        metricsAfter = allMetrics();
        context.onWindow('end');
      }
    },
    (pid) => {
      generatorPids = [pid];
    },
  );
  const catchUp = await waitForProjection(redis, pg);
  await sleep(1000);
  const server = serverBefore ? serverDelta(await serverBefore, await serverCounters(pg, redis, database)) : null;
  const cpu =
    cpuBefore && cpuAfter
      ? cpuUsage(cpuBefore, cpuAfter, { ...context.named(), [GENERATOR_GROUPS.ussd]: generatorPids }, database)
      : null;
  let apiTime: BucketSummary | null = null;
  let apiOutcomes: Record<string, number> | null = null;
  if (metricsBefore && metricsAfter) {
    const [before, after] = [await metricsBefore, await metricsAfter];
    apiTime = summarizeBuckets(
      histogramDelta(
        histogramOf(before, 'http_request_duration_seconds', isUssdAnswer),
        histogramOf(after, 'http_request_duration_seconds', isUssdAnswer),
      ),
    );
    const then = ussdOutcomes(before);
    apiOutcomes = Object.fromEntries(
      [...ussdOutcomes(after)].map(([outcome, count]) => [outcome, count - (then.get(outcome) ?? 0)]),
    );
  }
  const ids = new Float64Array([...(result.warmup?.acceptedIds ?? []), ...result.main.acceptedIds]);
  const channel = await channelCheck(pg, context.contestId, ids);
  return { result, cpu, server, catchUp, apiTime, apiOutcomes, channel };
}
