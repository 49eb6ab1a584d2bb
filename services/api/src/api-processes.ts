import cluster from 'node:cluster';
import { extname, join } from 'node:path';
import type { AppConfig } from '@app/config';
import { serveClusterMetrics } from '@app/observability';

/** The longest wait before replacing a process that died while starting, the others serving meanwhile. */
const MAX_RESTART_DELAY_MS = 30_000;

type ProcessKind = 'api' | 'live';

/** What each kind of process runs: this API's entry, or the live process's beside it (sources or build alike). */
const ENTRIES: Record<ProcessKind, string> = {
  api: process.argv[1],
  live: join(__dirname, '..', '..', 'live', 'src', `main${extname(__filename)}`),
};

function log(event: string, fields: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), event, ...fields })}\n`);
}

/**
 * The primary of `config.http.processes` API processes (node:cluster): each runs the whole API and
 * they share the port, the kernel spreading connections between them. With LIVE_PORT, it also runs
 * `config.live.processes` live processes (services/live), which share LIVE_PORT the same way and
 * serve the sockets apart from the votes. A process that dies is replaced by one of its kind;
 * SIGTERM or SIGINT stops them all gracefully (each finishes its group commits). Rejects, before
 * starting any process, when the metrics port is taken.
 */
export async function superviseApiProcesses(config: AppConfig): Promise<void> {
  // The processes' metrics, summed, on the metrics port: the primary is the one process always there.
  await serveClusterMetrics(config);

  // Until a process has listened, one that dies (bad settings, database down at start) would only die
  // again, so the API stops instead of restarting it in a loop. Once the API serves, a dead process is
  // always replaced: one that died while starting (killed, out of memory, the database briefly away)
  // after a delay doubling with each such death in a row, so a lasting cause costs no fork loop.
  const listening = new Set<number>();
  const kinds = new Map<number, ProcessKind>();
  let served = false;
  let failedStarts = 0;
  let stopping = false;
  const fork = (kind: ProcessKind) => {
    cluster.setupPrimary({ exec: ENTRIES[kind] });
    kinds.set(cluster.fork().id, kind);
  };
  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    served = true;
    failedStarts = 0;
    log(`${kinds.get(worker.id)}_process_listening`, { pid: worker.process.pid });
  });
  cluster.on('exit', (worker, code, signal) => {
    const listened = listening.delete(worker.id);
    const kind = kinds.get(worker.id)!;
    kinds.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    log(`${kind}_process_exit`, { pid: worker.process.pid, code, signal });
    if (!served) {
      log('api_processes_stop', { reason: `a process (${kind}) died before any listened` });
      stop(1);
      return;
    }
    if (listened) {
      fork(kind);
      return;
    }
    const delayMs = Math.min(1000 * 2 ** failedStarts, MAX_RESTART_DELAY_MS);
    failedStarts += 1;
    log(`${kind}_process_restart_delayed`, { delay_ms: delayMs, reason: 'the process died before it listened' });
    setTimeout(() => {
      if (!stopping) fork(kind);
    }, delayMs);
  });

  const stop = (exitCode: number) => {
    stopping = true;
    process.exitCode = exitCode;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  };
  process.once('SIGTERM', () => stop(0));
  process.once('SIGINT', () => stop(0));
  for (let index = 0; index < config.http.processes; index += 1) fork('api');
  for (let index = 0; index < config.live.processes; index += 1) fork('live');
  log('api_processes_start', {
    processes: config.http.processes,
    port: config.http.port,
    live_processes: config.live.processes,
    live_port: config.live.port,
    metrics_port: config.metrics.port,
  });
}
