import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Kernel clock ticks per second (USER_HZ); 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

interface ProcessTicks {
  comm: string;
  ticks: number;
  parent: number;
  /** For PostgreSQL processes: "postgres: 15/main: user database host(port) state", or the worker's role. */
  title?: string;
}

export interface CpuSnapshot {
  at: number;
  processes: Map<number, ProcessTicks>;
  /** Busy and total ticks of the whole machine (all cores), from /proc/stat. */
  busy: number;
  total: number;
}

export function readTicks(pid: number): ProcessTicks | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // Fields after the command: state is [0], utime is field 14 of the line, i.e. [11], stime [12].
    const ticks = Number(fields[11]) + Number(fields[12]);
    const parent = Number(fields[1]);
    if (comm !== 'postgres') return { comm, ticks, parent };
    const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
    return { comm, ticks, parent, title };
  } catch {
    return null;
  }
}

/** CPU time of every process and of the machine, to see after a phase who used the two cores. */
export function cpuSnapshot(): CpuSnapshot {
  const processes = new Map<number, ProcessTicks>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ticks = readTicks(Number(entry));
    if (ticks) processes.set(Number(entry), ticks);
  }
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = cpu[3] + (cpu[4] ?? 0);
  const total = cpu.reduce((sum, value) => sum + value, 0);
  return { at: Date.now(), processes, busy: total - idle, total };
}

export interface CpuShare {
  group: string;
  /** CPU seconds used during the interval, and that as a share of one core. */
  seconds: number;
  cores: number;
}

export interface CpuUsage {
  wallSeconds: number;
  /** Share of all the machine's cores that was busy (1 = every core busy). */
  machineBusy: number;
  groups: CpuShare[];
}

function groupOf(process: ProcessTicks, database: string): string {
  if (process.comm === 'postgres') {
    const title = process.title ?? '';
    if (title.includes(` ${database} `)) return `postgres: ${database} backends`;
    if (/\(\d+\) |\[local\]/.test(title)) return 'other: postgres backends of other databases';
    return 'postgres: background (WAL writer, checkpointer, …)';
  }
  if (process.comm.startsWith('redis-server')) return 'redis-server';
  return `other: ${process.comm}`;
}

/** The group of `pid` or of its nearest named ancestor, if any. */
function namedAncestor(
  pid: number,
  processes: Map<number, ProcessTicks>,
  byPid: Map<number, string>,
): string | undefined {
  for (let current: number | undefined = pid, depth = 0; current !== undefined && depth < 16; depth += 1) {
    const group = byPid.get(current);
    if (group !== undefined) return group;
    current = processes.get(current)?.parent;
  }
  return undefined;
}

/**
 * CPU used between two snapshots, grouped: the named processes (and their descendants) by pid, PostgreSQL backends of the
 * bench database apart from other databases' and from the server's background processes, Redis,
 * and everything else by command name as "other" (other people's work on a shared box).
 */
export function cpuUsage(
  before: CpuSnapshot,
  after: CpuSnapshot,
  named: Record<string, number[]>,
  database: string,
): CpuUsage {
  const wallSeconds = (after.at - before.at) / 1000;
  const byPid = new Map<number, string>();
  for (const [group, pids] of Object.entries(named)) for (const pid of pids) byPid.set(pid, group);
  const totals = new Map<string, number>();
  for (const [pid, now] of after.processes) {
    const then = before.processes.get(pid);
    // Kernel workers rename themselves (kworker/1:0-events → kworker/1:0-writeback): match on pid only.
    const used = then && now.ticks >= then.ticks ? now.ticks - then.ticks : now.ticks;
    if (used <= 0) continue;
    // A named process's descendants (the API's cluster processes, a browser's renderers) count with it.
    const group = namedAncestor(pid, after.processes, byPid) ?? groupOf(now, database);
    totals.set(group, (totals.get(group) ?? 0) + used);
  }
  const groups = [...totals.entries()]
    .map(([group, ticks]) => ({
      group,
      seconds: ticks / TICKS_PER_SECOND,
      cores: ticks / TICKS_PER_SECOND / wallSeconds,
    }))
    .sort((a, b) => b.seconds - a.seconds);
  const machineBusy = (after.busy - before.busy) / Math.max(1, after.total - before.total);
  return { wallSeconds, machineBusy, groups };
}

/** Cores used by processes outside the named groups and the run's own database and Redis. */
export function otherCores(usage: CpuUsage): number {
  return usage.groups.filter((group) => group.group.startsWith('other:')).reduce((sum, group) => sum + group.cores, 0);
}

/**
 * On a shared machine other people's builds and tests take CPU from the run: waits (up to
 * `seconds`) for a 3-second window in which processes outside `ours` (and their descendants) used
 * less than a fifth of a core. Returns that share at the end of the wait.
 */
export async function waitForQuietCpu(
  seconds: number,
  ours: number[],
  database: string,
  log: (text: string) => void,
): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const before = cpuSnapshot();
    await sleep(3000);
    const others = otherCores(cpuUsage(before, cpuSnapshot(), { ours }, database));
    if (others < 0.2 || Date.now() >= deadline) return others;
    log(`other processes use ${others.toFixed(2)} cores; waiting for a quieter CPU`);
  }
}
