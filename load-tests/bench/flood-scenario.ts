import type { ChildProcess } from 'node:child_process';
import type { PhaseMessage } from './child-protocol';
import { readTicks } from './cpu';
import { type HealthProbe, probeHealth } from './health-probe';
import { LatencyHistogram, type LatencySummary } from './histogram';
import { fetchMetrics } from './prom-metrics';
import type { SocketFloodInput, SocketFloodResult } from './socket-flood';
import { runChild } from './stack';

/** The flood of the finding: one anonymous socket, 1,000 `get_ranking` at once, each asking 1,000 entries. */
export const FLOOD_MESSAGES = 1000;
const FLOOD_LIMIT = 1000;
/** Participants of the flooded contest: enough for the largest snapshot the gateway sends (100 entries). */
export const FLOOD_PARTICIPANTS = 100;
/** 250 health checks a second over 2 s: 500 timings, the flood starting 100 ms into the window. */
const HEALTH_RATE = 250;
const WINDOW_SECONDS = 2;
const LEAD_MS = 100;

interface LoopDelay {
  p99: number;
  max: number;
}

export interface FloodReport {
  messages: number;
  limit: number;
  participants: number;
  healthRate: number;
  windowSeconds: number;
  /** `/api/health/` with nothing else running, then during the flood's window. */
  idle: LatencySummary & { failures: number };
  during: LatencySummary & { failures: number };
  /** CPU seconds of the API process(es) over each window (10 ms resolution): the flood's own cost, whatever else runs on the box. */
  apiCpuSeconds: { idle: number; during: number };
  /** The API's own event-loop delay over each window (prom-client's, reset at every scrape), in ms. */
  apiLoopDelay: { idle: LoopDelay; during: LoopDelay };
  result: SocketFloodResult;
}

const summary = (probe: HealthProbe) => ({
  ...LatencyHistogram.from([probe.latency]).summary(),
  failures: probe.failures,
});

/** The event-loop delay the API saw since the previous scrape of its metrics (which this one resets). */
async function loopDelay(metricsUrl: string): Promise<LoopDelay> {
  const text = await fetchMetrics(metricsUrl);
  const milliseconds = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) * 1000;
  return {
    p99: milliseconds('nodejs_eventloop_lag_p99_seconds'),
    max: milliseconds('nodejs_eventloop_lag_max_seconds'),
  };
}

/** CPU seconds used so far by these processes. */
function cpuSeconds(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + (readTicks(pid)?.ticks ?? 0), 0) / 100;
}

/**
 * Times `/api/health/` for a window with the API idle, then for the same window while one socket
 * sends the flood (the socket in a child process, the health checks in this one), and the API's CPU
 * time and event-loop delay over each window.
 */
export async function socketFlood(
  api: { url: string; metricsUrl: string; pids: number[] },
  contestId: number,
  log: (text: string) => void,
): Promise<FloodReport> {
  const { url, metricsUrl, pids: apiPids } = api;
  await loopDelay(metricsUrl);
  const idleStart = cpuSeconds(apiPids);
  const idle = await probeHealth(url, HEALTH_RATE, WINDOW_SECONDS);
  const idleCpu = cpuSeconds(apiPids) - idleStart;
  const idleLoop = await loopDelay(metricsUrl);
  let floodStart = 0;
  let loopReset: Promise<LoopDelay> | undefined;
  let during: Promise<HealthProbe> | undefined;
  let child: ChildProcess | undefined;
  log(`socket flood: ${FLOOD_MESSAGES} get_ranking {limit: ${FLOOD_LIMIT}} from one socket, health checked meanwhile`);
  const result = await runChild<SocketFloodInput, SocketFloodResult>(
    'socket-flood.ts',
    { url, contestId, messages: FLOOD_MESSAGES, limit: FLOOD_LIMIT, timeoutSeconds: 10 },
    (message) => {
      if ((message as PhaseMessage).type !== 'phase' || (message as PhaseMessage).phase !== 'ready') return;
      floodStart = cpuSeconds(apiPids);
      loopReset = loopDelay(metricsUrl);
      during = probeHealth(url, HEALTH_RATE, WINDOW_SECONDS);
      setTimeout(() => child?.send({ type: 'go' }), LEAD_MS);
    },
    (_pid, spawned) => {
      child = spawned;
    },
  );
  if (!during) throw new Error('the flooding socket never connected');
  const duringProbe = await during;
  const floodCpu = cpuSeconds(apiPids) - floodStart;
  await loopReset;
  const floodLoop = await loopDelay(metricsUrl);
  return {
    messages: FLOOD_MESSAGES,
    limit: FLOOD_LIMIT,
    participants: FLOOD_PARTICIPANTS,
    healthRate: HEALTH_RATE,
    windowSeconds: WINDOW_SECONDS,
    idle: summary(idle),
    during: summary(duringProbe),
    apiCpuSeconds: { idle: idleCpu, during: floodCpu },
    apiLoopDelay: { idle: idleLoop, during: floodLoop },
    result,
  };
}
