import type { CpuUsage } from './cpu';
import type { LatencySummary } from './histogram';
import type { ProfileSummary } from './profile';
import type { BucketSummary } from './prom-metrics';
import type { ServerDelta } from './server-stats';
import { WITNESS_GROUP } from './tier-cpu';

/** The markdown of the bench's report: numbers, verdicts and tables, shared by its sections. */
export const int = (value: number) => Math.round(value).toLocaleString('en-US');
export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : '–');
export const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
export const triple = (summary: LatencySummary) => `${ms(summary.p50)} / ${ms(summary.p95)} / ${ms(summary.p99)} ms`;
export const bounds = (summary: BucketSummary) =>
  `p50 ≤ ${summary.p50 * 1000} ms, p95 ≤ ${summary.p95 * 1000} ms, p99 ≤ ${summary.p99 * 1000} ms (Prometheus bucket bounds, ${int(summary.count)} observations)`;
export const verdict = (met: boolean | null) => (met === null ? '' : met ? 'met' : '**not met**');

export function statuses(map: Record<string, number>): string {
  return (
    Object.entries(map)
      .sort((a, b) => b[1] - a[1])
      .map(([status, count]) => `${status}: ${int(count)}`)
      .join(', ') || 'none'
  );
}

export function table(header: string[], rows: string[][]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ];
}

export function cpuTable(title: string, cpu: CpuUsage, cores: number): string[] {
  return [
    '',
    `${title} (${cpu.wallSeconds.toFixed(1)} s wall; machine busy ${pct(cpu.machineBusy)} of ${cores} cores):`,
    '',
    ...table(
      ['Process', 'CPU seconds', 'Cores used'],
      cpu.groups
        // The witness's row stays however small: what it costs is read from it.
        .filter((group) => group.cores >= 0.005 || group.group === WITNESS_GROUP)
        .map((group) => [group.group, group.seconds.toFixed(1), group.cores.toFixed(2)]),
    ),
  ];
}

export function redisTable(title: string, server: ServerDelta): string[] {
  return [
    '',
    `${title} (whole server), by time spent:`,
    '',
    ...table(
      ['Command', 'Calls', 'µs per call', 'Seconds'],
      server.redis
        .slice(0, 8)
        .map((entry) => [entry.command, int(entry.calls), entry.usecPerCall.toFixed(1), entry.seconds.toFixed(2)]),
    ),
  ];
}

/** An API process's CPU profile: self time by area, then the top functions. */
export function profileTables(profile: ProfileSummary): string[] {
  return [
    '',
    `${profile.process} CPU profile (${profile.seconds.toFixed(0)} s, ${profile.file}), self time by area:`,
    '',
    ...table(
      ['Area', 'Share'],
      profile.byArea.map((entry) => [entry.name, pct(entry.share)]),
    ),
    '',
    'Top functions by self time:',
    '',
    ...table(
      ['Function', 'Share'],
      profile.byFunction.map((entry) => [`\`${entry.name.replace(/\|/g, '/')}\``, pct(entry.share)]),
    ),
  ];
}
