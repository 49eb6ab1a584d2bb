import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, type StartedProcess } from '../bench/stack';

/** Every namespace, interface and temporary directory of the rehearsal starts with this. */
export const PREFIX = 'bebe-scale-';
const BRIDGE = `${PREFIX}br`;
const SUBNET_BITS = 24;
/** The root namespace's address on the bridge: the load generator, the sockets and the accounting run there. */
export const ROOT_ADDRESS = '10.77.0.1';
export const SUBNET = `10.77.0.0/${SUBNET_BITS}`;

/** The rehearsal's hosts and their addresses on the bridge. */
export const HOSTS = {
  db: '10.77.0.2',
  redis: '10.77.0.3',
  lb: '10.77.0.4',
  'api-1': '10.77.0.11',
  'api-2': '10.77.0.12',
  'live-1': '10.77.0.21',
  'worker-1': '10.77.0.31',
  'worker-2': '10.77.0.32',
} as const;

export type Host = keyof typeof HOSTS;

function ip(args: string[], check = true): string {
  const result = spawnSync('ip', args, { encoding: 'utf8' });
  if (check && result.status !== 0) throw new Error(`ip ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout;
}

const namespaceOf = (host: Host) => `${PREFIX}${host}`;

/** The rehearsal's namespaces that exist now (a run killed before its teardown leaves them). */
function existingNamespaces(): string[] {
  return ip(['netns', 'list'], false)
    .split('\n')
    .map((line) => line.split(' ')[0])
    .filter((name) => name.startsWith(PREFIX));
}

/**
 * Removes whatever a rehearsal left: its namespaces (their processes killed first, which also ends a
 * PostgreSQL or an nginx still running there), the bridge, and its temporary directories. Synchronous,
 * so that it also runs from a signal handler.
 */
export function removeNetwork(): void {
  for (const namespace of existingNamespaces()) {
    for (const pid of ip(['netns', 'pids', namespace], false).split('\n').filter(Boolean)) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    ip(['netns', 'del', namespace], false);
  }
  ip(['link', 'del', BRIDGE], false);
  for (const entry of readdirSync(tmpdir())) {
    if (entry.startsWith(PREFIX)) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
  }
}

/**
 * One bridge in the root namespace (ROOT_ADDRESS) and a namespace per host, each with its own
 * address on a veth pair whose other end is on the bridge, and its own loopback.
 */
export function createNetwork(): void {
  removeNetwork();
  ip(['link', 'add', BRIDGE, 'type', 'bridge']);
  ip(['addr', 'add', `${ROOT_ADDRESS}/${SUBNET_BITS}`, 'dev', BRIDGE]);
  ip(['link', 'set', BRIDGE, 'up']);
  for (const [host, address] of Object.entries(HOSTS) as [Host, string][]) {
    const namespace = namespaceOf(host);
    const veth = `bs-${host}`;
    ip(['netns', 'add', namespace]);
    ip(['link', 'add', veth, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', namespace]);
    ip(['link', 'set', veth, 'master', BRIDGE, 'up']);
    ip(['-n', namespace, 'addr', 'add', `${address}/${SUBNET_BITS}`, 'dev', 'eth0']);
    ip(['-n', namespace, 'link', 'set', 'eth0', 'up']);
    ip(['-n', namespace, 'link', 'set', 'lo', 'up']);
  }
}

/**
 * Starts `command` in `host`'s namespace with its output in <logs>/<name>.log. `ip netns exec`
 * replaces itself with the command, so the child's pid is the program's own (a SIGKILL reaches it,
 * /proc counts its CPU).
 */
export function startInHost(
  host: Host,
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  logs: string,
  cwd = ROOT,
): StartedProcess {
  const log = join(logs, `${name}.log`);
  const out = createWriteStream(log);
  const child: ChildProcess = spawn('ip', ['netns', 'exec', namespaceOf(host), command, ...args], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  return { name, child, log };
}

/** Runs `command` in `host`'s namespace to its end; throws with its output when it fails. */
export function runInHost(host: Host, command: string, args: string[]): string {
  const result = spawnSync('ip', ['netns', 'exec', namespaceOf(host), command, ...args], {
    encoding: 'utf8',
    cwd: '/',
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} in ${host} failed: ${result.stderr}`);
  return result.stdout;
}

/** The pids of `parent`'s children (nginx's workers). */
export function childrenOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
      } catch {
        return false;
      }
    });
}
