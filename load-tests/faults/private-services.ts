import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, createWriteStream, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Redis from 'ioredis';

/** The newest installed PostgreSQL's programs (Debian keeps them under /usr/lib/postgresql/<major>/bin). */
function postgresBin(): string {
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((major) => join('/usr/lib/postgresql', major, 'bin'))
    : [];
  if (fromConfig.status === 0) candidates.push(fromConfig.stdout.trim());
  const found = candidates.find((dir) => existsSync(join(dir, 'pg_ctl')) && existsSync(join(dir, 'initdb')));
  if (!found) throw new Error('PostgreSQL server programs (initdb, pg_ctl) not found: install postgresql');
  return found;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` account. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function run(command: string, args: string[]): void {
  const [file, argv] = asPostgres(command, args);
  // From /: the postgres account may not enter the caller's working directory.
  const result = spawnSync(file, argv, { encoding: 'utf8', cwd: '/' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

/**
 * A PostgreSQL cluster of the fault suite's own, on `port`, in a new directory under the system's
 * temporary directory (which the postgres account can reach, unlike a root's checkout): it can be
 * restarted and crashed without touching the machine's shared server.
 */
export class PrivatePostgres {
  private readonly bin = postgresBin();
  readonly directory = mkdtempSync(join(tmpdir(), 'bebe-star-faults-pg-'));

  constructor(readonly port: number) {}

  init(): void {
    if (process.getuid?.() === 0) {
      const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
      const groups = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
      chownSync(this.directory, Number(ids.stdout), Number(groups.stdout));
    }
    run(join(this.bin, 'initdb'), [
      '-D',
      this.directory,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-locale',
    ]);
  }

  start(): void {
    const options = [
      `-p ${this.port}`,
      '-c listen_addresses=127.0.0.1',
      '-c unix_socket_directories=/tmp',
      '-c max_connections=200',
      '-c shared_buffers=128MB',
    ].join(' ');
    run(join(this.bin, 'pg_ctl'), [
      '-D',
      this.directory,
      '-l',
      join(this.directory, 'server.log'),
      '-w',
      '-o',
      options,
      'start',
    ]);
  }

  /** `fast`: connections closed, a clean shutdown; `immediate`: every process killed, crash recovery at start. */
  stop(mode: 'fast' | 'immediate'): void {
    run(join(this.bin, 'pg_ctl'), ['-D', this.directory, '-m', mode, '-w', 'stop']);
  }

  destroy(): void {
    if (existsSync(join(this.directory, 'postmaster.pid'))) this.stop('immediate');
    rmSync(this.directory, { recursive: true, force: true });
  }
}

/** A Redis server of the suite's own (no persistence, as in the deployment): restarting it loses everything. */
export class PrivateRedis {
  private child: ChildProcess | undefined;

  constructor(
    readonly port: number,
    private readonly log: string,
  ) {}

  async start(): Promise<void> {
    const out = createWriteStream(this.log, { flags: 'a' });
    this.child = spawn(
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--protected-mode',
        'no',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child.stdout?.pipe(out);
    this.child.stderr?.pipe(out);
    const client = new Redis({
      port: this.port,
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.connect();
        await client.ping();
        client.disconnect();
        return;
      } catch (error) {
        if (attempt > 100) throw error;
        await sleep(50);
      }
    }
  }

  /** Killed at once (SIGKILL): what a crashed or evicted Redis looks like to its clients. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}
