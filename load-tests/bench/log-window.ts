import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from 'pg';
import type { CpuUsage } from './cpu';
import { type LogCounters, logCounters, type PublicLogWindow } from './log-report';
import { fetchMetrics } from './prom-metrics';

/** How long the log is given, after the load stopped, to hold every ledger row. */
const CATCH_UP_TIMEOUT_MS = 300_000;
const POLL_MS = 100;

/**
 * The public log over the vote path's measured window: the worker's metrics at its edges, then, from the
 * moment the load stops, the ledger rows not yet leaves and the time until there are none (polled every
 * 100 ms, in the background while the bench waits for the projector).
 */
export class PublicLogProbe {
  private startedAt = 0;
  private endedAt = 0;
  private before: Promise<LogCounters> | undefined;
  private after: Promise<LogCounters> | undefined;
  private lag: Promise<{ rows: number; catchUpSeconds: number | null }> | undefined;

  constructor(
    private readonly pg: Client,
    private readonly workerMetricsUrl: string,
  ) {}

  start(): void {
    this.startedAt = performance.now();
    this.before = this.counters();
  }

  end(): void {
    this.endedAt = performance.now();
    this.after = this.counters();
    this.lag = this.followLag();
  }

  /** The window's figures once the log caught up (or gave up); null when the window never ended. */
  async finish(
    votes: number,
    cpu: CpuUsage | null,
    intervalSeconds: number,
    witness: boolean,
  ): Promise<PublicLogWindow | null> {
    if (!this.before || !this.after || !this.lag) return null;
    const lag = await this.lag;
    return {
      wallSeconds: (this.endedAt - this.startedAt) / 1000,
      intervalSeconds,
      witness,
      votes,
      before: await this.before,
      after: await this.after,
      lagRows: lag.rows,
      catchUpSeconds: lag.catchUpSeconds,
      cpu,
    };
  }

  private async counters(): Promise<LogCounters> {
    return logCounters(await fetchMetrics(this.workerMetricsUrl));
  }

  /** Ledger rows not yet leaves now; then polls until there are none (seconds from now, or null at the timeout). */
  private async followLag(): Promise<{ rows: number; catchUpSeconds: number | null }> {
    const rows = await this.behind();
    for (let behind = rows; behind > 0; behind = await this.behind()) {
      if (performance.now() - this.endedAt > CATCH_UP_TIMEOUT_MS) return { rows, catchUpSeconds: null };
      await sleep(POLL_MS);
    }
    return { rows, catchUpSeconds: (performance.now() - this.endedAt) / 1000 };
  }

  private async behind(): Promise<number> {
    const {
      rows: [row],
    } = await this.pg.query<{ behind: string }>(
      'SELECT (SELECT count(*) FROM vote_ledger) - (SELECT size FROM transparency_log WHERE id = 1) AS behind',
    );
    return Number(row.behind);
  }
}
