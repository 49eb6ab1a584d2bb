import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  createWriteStream,
  existsSync,
  fstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  statSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The repository root (load-tests/bench/ is two levels down). */
export const ROOT = join(__dirname, '..', '..');
export const BENCH_VAR = join(ROOT, 'var', 'bench');
/** Where the bench's V8 CPU profiles go (`--profile`, BENCH_PROFILE_GENERATORS=1). */
export const PROFILE_DIR = join(BENCH_VAR, 'profiles');

const TS_NODE = ['-r', 'ts-node/register/transpile-only', '-r', 'tsconfig-paths/register'];

/** The Node options the services run with (scripts/start.sh, the Dockerfile; README, "Requirements"). */
export const SERVICE_NODE_OPTIONS = ['--max-semi-space-size=64'];

export interface StartedProcess {
  name: string;
  child: ChildProcess;
  log: string;
}

/** A process the bench started ended before the bench stopped it: its figures would not hold. */
export class DeadProcessError extends Error {}

/** How an exited process ended: the signal that killed it, or its exit code. */
function ending(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `signal ${signal}` : `code ${code}`;
}

/** The last line of the log at `path` (its last 4 KiB read), or undefined when empty. */
function lastLine(path: string): string | undefined {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const tail = Buffer.alloc(Math.min(size, 4096));
    readSync(fd, tail, 0, tail.length, size - tail.length);
    return tail.toString('utf8').trim().split('\n').at(-1) || undefined;
  } finally {
    closeSync(fd);
  }
}

/**
 * Throws a DeadProcessError naming each of `processes` that has exited, with its exit code or signal and
 * the last line of its log; `when` says which phase just ended.
 */
export function assertRunning(processes: StartedProcess[], when: string): void {
  const dead = processes.filter(({ child }) => child.exitCode !== null || child.signalCode !== null);
  if (dead.length === 0) return;
  throw new DeadProcessError(
    dead
      .map(({ name, child, log }) => {
        const last = lastLine(log);
        return (
          `${name} (pid ${child.pid}) died before the end of ${when}: exited with ${ending(child.exitCode, child.signalCode)}` +
          (last ? `; last line of ${relative(ROOT, log)}: ${last}` : `; ${relative(ROOT, log)} is empty`)
        );
      })
      .join('\n'),
  );
}

function newestSource(directory: string): number {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'test' || entry.name === 'node_modules') continue;
      newest = Math.max(newest, newestSource(path));
    } else if (entry.name.endsWith('.ts') && !/\.(int-)?spec\.ts$/.test(entry.name)) {
      newest = Math.max(newest, statSync(path).mtimeMs);
    }
  }
  return newest;
}

const DIST_ENTRIES = [
  'dist/services/api/src/main.js',
  'dist/services/worker/src/main.js',
  'dist/services/live/src/main.js',
  'dist/services/witness/src/main.js',
];

/** Why dist must be rebuilt (missing, or older than a source file), or null when it is fresh. */
export function distStaleness(): string | null {
  const entries = DIST_ENTRIES.map((entry) => join(ROOT, entry));
  const missing = entries.find((entry) => !existsSync(entry));
  if (missing) return `${missing} is missing`;
  const built = Math.min(...entries.map((entry) => statSync(entry).mtimeMs));
  const sources = Math.max(newestSource(join(ROOT, 'libs')), newestSource(join(ROOT, 'services')));
  return sources > built ? 'sources changed since the last build' : null;
}

/** `npm run build`; with `apps`, only those Nest applications (`nest build <app>`), not the sites. */
export function build(apps: string[] = []): void {
  const commands = apps.length === 0 ? [['npm', 'run', 'build']] : apps.map((app) => ['npx', 'nest', 'build', app]);
  for (const [command, ...args] of commands) {
    const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  }
}

export interface AppCommand {
  args: string[];
}

/** Node arguments that run the API, the worker or the witness, compiled or from the sources. */
export function appCommand(
  app: 'api' | 'worker' | 'witness',
  runtime: 'dist' | 'ts-node',
  preload: string[] = [],
): AppCommand {
  const entry = runtime === 'dist' ? `dist/services/${app}/src/main.js` : `services/${app}/src/main.ts`;
  // A compiled service's preloads (the profiler's hook, node: modules only) have their types stripped by
  // Node itself: ts-node's hooks would load node:domain, whose wrapper of every event the profile would show.
  const loaders = runtime === 'ts-node' ? TS_NODE : preload.length > 0 ? ['--experimental-strip-types'] : [];
  return { args: [...SERVICE_NODE_OPTIONS, ...loaders, ...preload.flatMap((file) => ['-r', file]), entry] };
}

/** What the live processes run, in the build or the sources (the API's primary starts them). */
export const LIVE_ENTRY = /services\/live\/src\/main\.(js|ts)$/;

/** The pids of `parent`'s children whose command ends with `entry`. */
export function childrenRunning(parent: number, entry: RegExp): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== parent) return false;
        return entry.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).at(-1) ?? '');
      } catch {
        return false;
      }
    });
}

/** Starts a Node process with its output in <directory>/<name>.log (var/bench by default). */
export function startProcess(
  name: string,
  command: AppCommand,
  env: NodeJS.ProcessEnv,
  directory = BENCH_VAR,
): StartedProcess {
  const log = join(directory, `${name}.log`);
  const out = createWriteStream(log);
  const child = spawn(process.execPath, command.args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  return { name, child, log };
}

/** Starts a bench child (vote or live load) with IPC; TypeScript through ts-node. */
export function forkChild(file: string, env: NodeJS.ProcessEnv = process.env): ChildProcess {
  // BENCH_PROFILE_GENERATORS=1: V8 CPU profiles of the load generators too (written at their exit).
  const profile = env.BENCH_PROFILE_GENERATORS === '1' ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : [];
  return spawn(process.execPath, [...profile, ...TS_NODE, join(__dirname, file)], {
    cwd: ROOT,
    env: { ...env, TS_NODE_TRANSPILE_ONLY: 'true' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
}

/** Sends the child its input and resolves with its one result message. */
export function runChild<I, R>(
  file: string,
  input: I,
  onProgress?: (message: unknown) => void,
  onSpawn?: (pid: number, child: ChildProcess) => void,
): Promise<R> {
  const child = forkChild(file);
  if (child.pid !== undefined) onSpawn?.(child.pid, child);
  return new Promise<R>((resolve, reject) => {
    let settled = false;
    child.on('message', (message: { type: string; result?: R; error?: string }) => {
      if (message.type === 'result') {
        settled = true;
        resolve(message.result as R);
      } else if (message.type === 'error') {
        settled = true;
        reject(new Error(`${file}: ${message.error}`));
      } else {
        onProgress?.(message);
      }
    });
    child.on('exit', (code, signal) => {
      if (!settled) {
        reject(new DeadProcessError(`${file} (pid ${child.pid}) exited with ${ending(code, signal)} before reporting`));
      }
    });
    child.on('error', reject);
    child.send({ type: 'input', input });
  }).finally(() => {
    // The child exits by itself after its result (writing its CPU profile, if any); help it if not.
    if (child.exitCode === null) setTimeout(() => child.exitCode === null && child.kill('SIGTERM'), 10_000).unref();
  });
}

/** Five minutes: on the shared box at a load average of 18 the compiled API took 90 s to answer. */
export async function waitForHealth(url: string, process: StartedProcess, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    assertRunning([process], 'start-up');
    try {
      const response = await fetch(`${url}/api/health/`);
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(`${url}/api/health/ did not answer 200 within ${timeoutMs} ms (${last}); see ${process.log}`);
}

export async function stopProcess(started: StartedProcess, timeoutMs = 15_000): Promise<void> {
  const { child } = started;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}
