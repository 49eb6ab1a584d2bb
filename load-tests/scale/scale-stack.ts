import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Redis from 'ioredis';
import { Client } from 'pg';
import { appCommand, ROOT, type StartedProcess, stopProcess, waitForHealth } from '../bench/stack';
import { childrenOf, type Host, HOSTS, PREFIX, runInHost, startInHost, SUBNET } from './network';

export const SCALE_VAR = join(ROOT, 'var', 'scale');
export const DATABASE = 'bebe_star_scale';
export const API_PORT = 3000;
/** The port a replacing API version listens on beside the one it replaces, on the same host. */
export const NEXT_API_PORT = 3010;
export const LIVE_PORT = 3001;
export const LB_PORT = 8080;

/** The newest installed PostgreSQL's server programs (Debian: /usr/lib/postgresql/<major>/bin). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = majors.map((major) => join(root, major, 'bin')).find((dir) => existsSync(join(dir, 'postgres')));
  if (!found) throw new Error('PostgreSQL server programs not found under /usr/lib/postgresql: install postgresql');
  return found;
}

/** Until `attempt` resolves, at most `timeoutMs`; the last error otherwise. */
async function until(what: string, timeoutMs: number, attempt: () => Promise<void> | void): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
      }
      await sleep(100);
    }
  }
}

/**
 * The `db` host: a PostgreSQL cluster of its own (Debian's binaries, a temporary data directory,
 * fsync on), listening on the host's address only, every address of the rehearsal's subnet trusted.
 */
export class DatabaseHost {
  readonly directory = mkdtempSync(join(tmpdir(), `${PREFIX}pg-`));
  process: StartedProcess | undefined;
  private readonly bin = postgresBin();

  async start(): Promise<void> {
    const postgres = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(this.directory, Number(postgres.stdout), Number(group.stdout));
    // PostgreSQL refuses to run as root: its programs run as the postgres account.
    runInHost('db', 'runuser', [
      '-u',
      'postgres',
      '--',
      join(this.bin, 'initdb'),
      '-D',
      this.directory,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-locale',
    ]);
    appendFileSync(join(this.directory, 'pg_hba.conf'), `host all all ${SUBNET} trust\n`);
    this.process = startInHost(
      'db',
      'postgres',
      'runuser',
      [
        '-u',
        'postgres',
        '--',
        join(this.bin, 'postgres'),
        '-D',
        this.directory,
        '-p',
        '5432',
        '-c',
        `listen_addresses=${HOSTS.db}`,
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=300',
        '-c',
        'shared_buffers=128MB',
      ],
      process.env,
      SCALE_VAR,
      // From /: the postgres account may not enter the checkout.
      '/',
    );
    await until('PostgreSQL on the db host did not answer', 60_000, async () => {
      const client = new Client({ host: HOSTS.db, user: 'postgres', database: 'postgres' });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${DATABASE}`);
      await client.query(`CREATE DATABASE ${DATABASE}`);
      await client.end();
    });
  }

  /** The postmaster runs under runuser: the named pid's descendants are the cluster. */
  get pid(): number {
    return this.process?.child.pid ?? -1;
  }
}

/** The `redis` host: a redis-server of its own, without persistence, as in the deployment. */
export class RedisHost {
  process: StartedProcess | undefined;

  async start(): Promise<void> {
    this.process = startInHost(
      'redis',
      'redis',
      'redis-server',
      ['--bind', HOSTS.redis, '--port', '6379', '--save', '', '--appendonly', 'no', '--protected-mode', 'no'],
      process.env,
      SCALE_VAR,
    );
    await until('Redis on the redis host did not answer', 30_000, async () => {
      const client = new Redis({
        host: HOSTS.redis,
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      // Refused until the server listens: the attempt's rejection says so, the event would only print it.
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.ping();
      } finally {
        client.disconnect();
      }
    });
  }

  get pid(): number {
    return this.process?.child.pid ?? -1;
  }
}

export type AppKind = 'api' | 'worker' | 'live';

/** The compiled entry of each kind, run with the services' Node options (appCommand's). */
function appArgs(kind: AppKind): string[] {
  if (kind !== 'live') return appCommand(kind, 'dist').args;
  const { args } = appCommand('api', 'dist');
  return [...args.slice(0, -1), 'dist/services/live/src/main.js'];
}

/** One product process on one host: started, killed (SIGKILL) and started again, or stopped (SIGTERM). */
export class AppProcess {
  started: StartedProcess | undefined;
  private generation = 0;

  constructor(
    readonly host: Host,
    readonly kind: AppKind,
    private readonly env: NodeJS.ProcessEnv,
    readonly port: number | null,
    private readonly label: string = host,
  ) {}

  get url(): string | null {
    return this.port === null ? null : `http://${HOSTS[this.host]}:${this.port}`;
  }

  get pid(): number {
    return this.started?.child.pid ?? -1;
  }

  get running(): boolean {
    const child = this.started?.child;
    return child !== undefined && child.exitCode === null && child.signalCode === null;
  }

  /** Starts the process and waits for its readiness: `/api/health/` (PostgreSQL and Redis pinged), or the worker's metrics port. */
  async start(): Promise<void> {
    this.generation += 1;
    const name = `${this.label}-${this.generation}`;
    this.started = startInHost(this.host, name, process.execPath, appArgs(this.kind), this.env, SCALE_VAR);
    if (this.url) return waitForHealth(this.url, this.started, 120_000);
    const metrics = `http://${HOSTS[this.host]}:${this.env.WORKER_METRICS_PORT}/metrics`;
    await until(`${name} did not open its metrics port`, 120_000, async () => {
      if (!this.running) throw new Error(`exited; see ${this.started?.log}`);
      const answer = await fetch(metrics);
      if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
    });
  }

  /** SIGKILL: no shutdown hook runs, connections die mid-request. */
  async kill(): Promise<void> {
    const child = this.started?.child;
    if (!child || !this.running) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** SIGTERM: the process closes its server and finishes what it started. */
  async stop(): Promise<void> {
    if (this.started) await stopProcess(this.started, 20_000);
  }
}

/**
 * deploy/load-balancer.conf's rules (its locations, headers, timeouts, `max_fails=0`) with `apis`
 * (address:port) behind `/`, `lives` behind `/socket.io/`, listening on `listen`. One change: the
 * balancing key. The file keeps a visitor on one API by a hash of the client's address; in the rehearsal every
 * request comes from the root namespace's one address, so that hash would send all of them to one API. The same stickiness by the visitor's forwarded address
 * spreads them as real visitors would.
 */
export function loadBalancerSite(rules: string, apis: string[], lives: string[], listen: string): string {
  const servers = (addresses: string[]) => addresses.map((address) => `    server ${address} max_fails=0;`).join('\n');
  const site = rules
    // The file's comments speak of the compose services; what follows is the rehearsal's.
    .replace(/^#.*\n/gm, '')
    .replace(/^\s*server api-\d:300[01] max_fails=0;\n/gm, '')
    .replace('upstream bebe_star_api {\n', `upstream bebe_star_api {\n${servers(apis)}\n`)
    .replace('upstream bebe_star_live {\n', `upstream bebe_star_live {\n${servers(lives)}\n`)
    .replaceAll('hash $remote_addr consistent;', 'hash $http_x_forwarded_for consistent;')
    .replace('listen 8080;', `listen ${listen};`);
  if (/api-\d:300\d|\$remote_addr|listen 8080;/.test(site) || !site.includes('location /socket.io/')) {
    throw new Error('deploy/load-balancer.conf changed shape: the rehearsal cannot place its hosts in it');
  }
  return site;
}

/** The `lb` host: nginx with deploy/load-balancer.conf's rules (loadBalancerSite), reloaded as the APIs change. */
export class LoadBalancer {
  readonly directory = mkdtempSync(join(tmpdir(), `${PREFIX}nginx-`));
  process: StartedProcess | undefined;
  readonly url = `http://${HOSTS.lb}:${LB_PORT}`;
  /** When each reload was signalled (epoch ms). */
  readonly reloads: number[] = [];

  constructor(private readonly lives: string[]) {
    // nginx's workers run as nobody: they write their temporary files here.
    chmodSync(this.directory, 0o777);
    writeFileSync(
      this.mainConfig,
      `worker_processes 1;
# A reload closes the old worker's WebSockets after this: the live sockets reconnect to the new one.
worker_shutdown_timeout 5s;
pid ${this.directory}/nginx.pid;
error_log ${this.directory}/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${this.directory}/body;
  proxy_temp_path ${this.directory}/proxy;
  include ${this.directory}/site.conf;
}
`,
    );
  }

  private get mainConfig(): string {
    return join(this.directory, 'nginx.conf');
  }

  private writeSite(apis: string[]): void {
    const rules = readFileSync(join(ROOT, 'deploy', 'load-balancer.conf'), 'utf8');
    writeFileSync(
      join(this.directory, 'site.conf'),
      loadBalancerSite(rules, apis, this.lives, `${HOSTS.lb}:${LB_PORT}`),
    );
  }

  async start(apis: string[]): Promise<void> {
    this.writeSite(apis);
    runInHost('lb', 'nginx', ['-t', '-q', '-p', this.directory, '-c', this.mainConfig]);
    this.process = startInHost(
      'lb',
      'nginx',
      'nginx',
      ['-p', this.directory, '-c', this.mainConfig, '-g', 'daemon off;'],
      process.env,
      SCALE_VAR,
    );
    await until('nginx on the lb host did not answer', 30_000, async () => {
      const answer = await fetch(`${this.url}/api/health/`);
      if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
    });
  }

  /**
   * Points `/` at `apis` with a reload (SIGHUP): a new worker takes the new connections, the old one
   * finishes the requests it holds. Resolves once the new worker runs.
   */
  async reload(apis: string[]): Promise<void> {
    this.writeSite(apis);
    runInHost('lb', 'nginx', ['-t', '-q', '-p', this.directory, '-c', this.mainConfig]);
    const before = new Set(childrenOf(this.pid));
    this.reloads.push(Date.now());
    process.kill(this.pid, 'SIGHUP');
    await until('nginx did not start a worker with the new configuration', 10_000, () => {
      if (!childrenOf(this.pid).some((pid) => !before.has(pid))) throw new Error('no new worker yet');
    });
  }

  get pid(): number {
    return this.process?.child.pid ?? -1;
  }

  async stop(): Promise<void> {
    if (this.process) await stopProcess(this.process, 10_000);
  }
}
