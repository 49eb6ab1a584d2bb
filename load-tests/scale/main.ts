/**
 * `npm run test:scale`: a scale-out rehearsal on one machine. Hosts are network namespaces on a
 * bridge (10.77.0.0/24, network.ts): `db` (a PostgreSQL cluster of its own), `redis`, `api-1`,
 * `api-2`, `live-1`, `worker-1`, `worker-2` and `lb` (nginx with deploy/load-balancer.conf's rules),
 * each running the compiled product with its own settings. From the root namespace, through `lb`:
 *
 * 1. throughput: the bench's vote load (its closed loop, voters and tokens) at saturation with one
 *    API behind nginx, then two, and live sockets watching the contest; each process's CPU per vote
 *    and the live process's per frame, from /proc;
 * 2. kill: free votes at a steady rate from clients retrying with their Idempotency-Key (the fault
 *    suite's traffic); api-1 and worker-1 (the projector's lease holder) SIGKILLed mid-run, started
 *    again later; the fault suite's accounting;
 * 3. rolling upgrade: the migrations run once, then api-1 and api-2 each replaced by a new process
 *    (readiness, nginx reload, drain, stop) under the same traffic; the accounting again.
 *
 * Prints markdown tables; exit code 1 when a promise is broken. Everything it made is removed at the
 * end, on failure and on Ctrl-C, and what an earlier run left is removed at the start.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '@app/config';
import { rankingKeys } from '@app/ranking/ranking-keys';
import Redis from 'ioredis';
import { Pool } from 'pg';
import type { LogMessage, PhaseMessage } from '../bench/child-protocol';
import { type CpuSnapshot, cpuSnapshot, cpuUsage, type CpuUsage, waitForQuietCpu } from '../bench/cpu';
import { seedContest as seedBenchContest } from '../bench/seed';
import { build, distStaleness, ROOT, runChild } from '../bench/stack';
import { mintAccessTokens } from '../bench/tokens';
import type { VoteLoadInput, VoteLoadResult } from '../bench/vote-load';
import { votersNeeded } from '../bench/vote-plan';
import { accountVotes, projectionCaughtUp, seedContest, type VoteAccount } from '../faults/accounting';
import { VoteTraffic } from '../faults/vote-traffic';
import { LiveWatchers } from './live-watchers';
import { createNetwork, HOSTS, removeNetwork, ROOT_ADDRESS, SUBNET } from './network';
import {
  API_PORT,
  AppProcess,
  DATABASE,
  DatabaseHost,
  LIVE_PORT,
  LoadBalancer,
  NEXT_API_PORT,
  RedisHost,
  SCALE_VAR,
} from './scale-stack';
import { stackSecrets } from '../bench/stack-secrets';

const SOCKETS = 200;
/** The throughput phases: the vote load's connections through nginx, warm-up and measured seconds. */
const CONNECTIONS = 64;
const WARMUP_SECONDS = 3;
const MEASURED_SECONDS = 12;
/**
 * APIs behind nginx in each throughput phase, alternated: on a shared 2-core box the throughput drifts
 * with other people's work by more than a second API changes it, and alternating shows which is which.
 */
const API_COUNTS = [1, 2, 1, 2];
/** Requests a throughput phase may send, at most: its voters are sized for this (vote-plan.ts). */
const PHASE_REQUESTS = 100_000;
const HOT = 5;
const COLD = 45;
/** The kill and rolling-upgrade phases: the fault suite's retrying clients at this rate. */
const VOTE_RATE = 200;
const PARTICIPANTS = 20;
const KILL_LOAD_SECONDS = 30;
const KILL_AT_SECONDS = 8;
const RESTART_AT_SECONDS = 18;
/** Seconds an API left out of nginx keeps serving the requests it holds before its SIGTERM. */
const DRAIN_SECONDS = 3;

/** A client's request to the load balancer that failed without an answer (the fault suite's status 0). */
interface ConnectionFailure {
  at: number;
  error: string;
}

/**
 * Every failed request of this process's fetch (undici) to `origin`, with its time and error, so that a
 * status 0 in the traffic's answers can be told apart: a connection nginx closed, a refusal, a timeout.
 */
function recordConnectionFailures(origin: string): ConnectionFailure[] {
  const failures: ConnectionFailure[] = [];
  subscribe('undici:request:error', (message) => {
    const { request, error } = message as { request: { origin: string }; error: Error & { code?: string } };
    if (request.origin !== origin) return;
    failures.push({ at: Date.now(), error: `${error.code ?? error.name}: ${error.message}` });
  });
  return failures;
}

/** How long after an nginx reload a client may find the keep-alive connection it reused closed by the old worker. */
const RELOAD_RACE_MS = 1_000;

function log(text: string): void {
  process.stderr.write(`[scale] ${text}\n`);
}

type ApiHost = 'api-1' | 'api-2';

interface ThroughputPhase {
  apis: number;
  votesPerSecond: number;
  accepted: number;
  seconds: number;
  statuses: Record<string, number>;
  /** Requests the vote load got no answer to (connection errors and 10 s timeouts), and a few of their errors. */
  errors: number;
  refusals: string[];
  frames: number;
  cpu: CpuUsage;
}

interface AccountedPhase {
  name: string;
  votes: VoteAccount;
  answers: Record<string, number>;
  defects: string[];
  caughtUp: boolean;
  /** Sockets without a ranking update of the phase's contest after the kill, or after the rollout. */
  socketsWithoutUpdate: number;
  /** Requests to the load balancer that got no answer during the phase, by error. */
  connectionFailures: Record<string, number>;
  /** Of them, those that did not fall in the RELOAD_RACE_MS after a reload of nginx. */
  failuresAwayFromReloads: number;
  notes: string[];
}

/** The rehearsal's processes, by role: the APIs change during the rolling upgrade. */
class Rehearsal {
  readonly db = new DatabaseHost();
  readonly redisHost = new RedisHost();
  readonly lb = new LoadBalancer([`${HOSTS['live-1']}:${LIVE_PORT}`]);
  apis: Record<ApiHost, AppProcess>;
  readonly workers: AppProcess[];
  readonly live: AppProcess;
  pg!: Pool;
  redis!: Redis;
  readonly problems: string[] = [];
  readonly connectionFailures = recordConnectionFailures(this.lb.url);

  constructor(readonly env: NodeJS.ProcessEnv) {
    this.apis = { 'api-1': this.api('api-1', API_PORT), 'api-2': this.api('api-2', API_PORT) };
    this.workers = (['worker-1', 'worker-2'] as const).map(
      (host) =>
        new AppProcess(host, 'worker', { ...env, WORKER_METRICS_PORT: '9464', METRICS_HOST: HOSTS[host] }, null),
    );
    this.live = new AppProcess('live-1', 'live', { ...env, DATABASE_POOL_SIZE: '4' }, LIVE_PORT);
  }

  /** An API process on `host`: no socket (LIVE_PORT set, no live process of its own), one process. */
  api(host: ApiHost, port: number): AppProcess {
    const ports = { PORT: String(port), METRICS_PORT: String(port === API_PORT ? 9465 : 9475) };
    return new AppProcess(host, 'api', { ...this.env, ...ports }, port, port === API_PORT ? host : `${host}-next`);
  }

  upstreams(): string[] {
    return Object.values(this.apis).map((api) => `${HOSTS[api.host]}:${api.port}`);
  }

  /** The pids /proc groups the CPU by (each with its descendants: PostgreSQL's backends, nginx's workers). */
  named(generator: number[]): Record<string, number[]> {
    return {
      'api-1': [this.apis['api-1'].pid],
      'api-2': [this.apis['api-2'].pid],
      'live-1': [this.live.pid],
      'worker-1': [this.workers[0].pid],
      'worker-2': [this.workers[1].pid],
      'lb (nginx)': [this.lb.pid],
      'db (PostgreSQL)': [this.db.pid],
      redis: [this.redisHost.pid],
      'load generator (votes)': generator,
      'sockets and accounting (this process)': [process.pid],
    };
  }

  async stopAll(): Promise<void> {
    await Promise.all([...Object.values(this.apis), ...this.workers, this.live].map((app) => app.stop()));
    await this.lb.stop();
    await this.pg?.end().catch(() => undefined);
    this.redis?.disconnect();
  }
}

function environment(): NodeJS.ProcessEnv {
  const secret = randomBytes(48).toString('base64url');
  return {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '0.0.0.0',
    // nginx on lb, and the root namespace whose clients send their visitors' addresses.
    TRUSTED_PROXIES: SUBNET,
    API_PROCESSES: '1',
    LIVE_PORT: String(LIVE_PORT),
    LIVE_PROCESSES: '0',
    DATABASE_HOST: HOSTS.db,
    DATABASE_PORT: '5432',
    DATABASE_USER: 'postgres',
    DATABASE_PASSWORD: '',
    DATABASE_NAME: DATABASE,
    REDIS_URL: `redis://${HOSTS.redis}:6379/0`,
    REDIS_KEY_PREFIX: '',
    ...stackSecrets(secret),
    SMTP_URL: 'smtp://127.0.0.1:9',
    MEDIA_ROOT: join(SCALE_VAR, 'media'),
    PUBLIC_API_URL: `http://${HOSTS.lb}:8080`,
    PUBLIC_WEB_URL: `http://${HOSTS.lb}:8080`,
  };
}

/** `npm run migration:run` against the db host, as a release's migration job; its output. */
function runMigrations(env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'migration:run'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`npm run migration:run failed (${code}): ${output.slice(-2000)}`)),
    );
  });
}

async function waitForLease(redis: Redis, timeoutMs: number, other: string | null = null): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lease = await redis.get(rankingKeys.lease);
    if (lease !== null && lease !== other) return lease;
    await sleep(100);
  }
  throw new Error(other ? 'no worker took the projector lease over' : 'no worker took the projector lease');
}

async function allConnected(watchers: LiveWatchers, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (watchers.connected() < watchers.size && Date.now() < deadline) await sleep(200);
}

/** Points nginx at `apis`, then waits for the old worker's WebSockets to be cut and to come back. */
async function balanceTo(rehearsal: Rehearsal, watchers: LiveWatchers, apis: string[]): Promise<void> {
  await rehearsal.lb.reload(apis);
  await sleep(6_000);
  await allConnected(watchers, 20_000);
}

async function throughputPhase(
  rehearsal: Rehearsal,
  watchers: LiveWatchers,
  input: VoteLoadInput,
  apis: number,
  acknowledgedIds: Float64Array[],
): Promise<ThroughputPhase> {
  let before: { cpu: CpuSnapshot; frames: number } | null = null;
  let after: { cpu: CpuSnapshot; frames: number } | null = null;
  let generator: number[] = [];
  const result = await runChild<VoteLoadInput, VoteLoadResult>(
    'vote-load.ts',
    input,
    (message) => {
      const { type } = message as { type: string };
      if (type === 'log') log((message as LogMessage).text);
      if (type !== 'phase') return;
      const snapshot = { cpu: cpuSnapshot(), frames: watchers.events() };
      if ((message as PhaseMessage).phase === 'main-start') before = snapshot;
      else if ((message as PhaseMessage).phase === 'main-end') after = snapshot;
    },
    (pid) => (generator = [pid]),
  );
  if (!before || !after) throw new Error('the vote load did not mark its measured window');
  acknowledgedIds.push(result.main.acceptedIds, ...(result.warmup ? [result.warmup.acceptedIds] : []));
  const [start, end] = [before as { cpu: CpuSnapshot; frames: number }, after as { cpu: CpuSnapshot; frames: number }];
  const cpu = cpuUsage(start.cpu, end.cpu, rehearsal.named(generator), DATABASE);
  const phase: ThroughputPhase = {
    apis,
    votesPerSecond: result.main.accepted / result.main.seconds,
    accepted: result.main.accepted,
    seconds: result.main.seconds,
    statuses: result.main.statuses,
    errors: result.main.errors,
    refusals: result.main.refusals,
    frames: end.frames - start.frames,
    cpu,
  };
  const failed = Object.entries(result.main.statuses).filter(([status]) => Number(status) >= 500);
  if (failed.length > 0)
    rehearsal.problems.push(`throughput with ${apis} API(s): answers ${JSON.stringify(result.main.statuses)}`);
  // The vote load does not retry: a request it got no answer to is reported, the votes it was told of are accounted.
  log(
    `${apis} API(s): ${Math.round(phase.votesPerSecond)} votes/s, ${phase.frames} frames, statuses ${JSON.stringify(result.main.statuses)}` +
      (phase.errors > 0 ? `, ${phase.errors} without answer (${phase.refusals.join('; ')})` : ''),
  );
  return phase;
}

/** The fault suite's promises over one contest: nothing acknowledged lost, nothing counted twice, projection = ledger. */
function judge(phase: AccountedPhase, allowedStatuses: (status: string) => boolean, allowGivingUp: boolean): string[] {
  const problems: string[] = [];
  const mustBeZero: [string, number][] = [
    ['lost acknowledged votes', phase.votes.lost],
    ['duplicate votes', phase.votes.duplicates],
    ['participants whose projection differs from the ledger', phase.votes.drift],
    ['ledger rows nobody was told about', phase.votes.unacknowledgedRows],
    ['votes given up by their client', allowGivingUp ? 0 : phase.votes.gaveUp],
    ['sockets without a ranking update afterwards', phase.socketsWithoutUpdate],
  ];
  for (const [what, count] of mustBeZero) if (count > 0) problems.push(`${phase.name}: ${count} ${what}`);
  if (!phase.caughtUp) problems.push(`${phase.name}: the projection did not catch up with the ledger within 60 s`);
  if (phase.votes.acknowledged === 0) problems.push(`${phase.name}: no vote acknowledged`);
  const unexpected = Object.entries(phase.answers).filter(([status]) => !allowedStatuses(status));
  if (unexpected.length > 0) problems.push(`${phase.name}: answers ${JSON.stringify(Object.fromEntries(unexpected))}`);
  return problems;
}

/** The connection failures between `from` and `to`, by error, and how many were not just after a reload. */
function failuresBetween(
  rehearsal: Rehearsal,
  from: number,
  to: number,
): Pick<AccountedPhase, 'connectionFailures' | 'failuresAwayFromReloads'> {
  const connectionFailures: Record<string, number> = {};
  let failuresAwayFromReloads = 0;
  for (const failure of rehearsal.connectionFailures) {
    if (failure.at < from || failure.at > to) continue;
    connectionFailures[failure.error] = (connectionFailures[failure.error] ?? 0) + 1;
    const afterReload = rehearsal.lb.reloads.some((at) => failure.at >= at && failure.at - at <= RELOAD_RACE_MS);
    if (!afterReload) failuresAwayFromReloads += 1;
  }
  return { connectionFailures, failuresAwayFromReloads };
}

async function trafficFor(
  rehearsal: Rehearsal,
  tag: string,
  seconds: number,
): Promise<{ contestId: number; traffic: VoteTraffic }> {
  const voters = Math.ceil((VOTE_RATE * seconds * 1.1) / PARTICIPANTS) + 10;
  const contest = await seedContest(rehearsal.pg, tag, PARTICIPANTS, voters);
  const tokens = mintAccessTokens(String(rehearsal.env.JWT_SECRET), contest.voterIds, contest.numbers);
  const traffic = new VoteTraffic(
    { participantIds: contest.participantIds, voterIds: contest.voterIds, tokens },
    () => [rehearsal.lb.url],
    VOTE_RATE,
  );
  return { contestId: contest.contestId, traffic };
}

async function killPhase(rehearsal: Rehearsal, watchers: LiveWatchers, holder: string): Promise<AccountedPhase> {
  const { contestId, traffic } = await trafficFor(rehearsal, 'panne', KILL_LOAD_SECONDS + 10);
  watchers.watch(contestId);
  const started = Date.now();
  traffic.start();
  await sleep(KILL_AT_SECONDS * 1000);
  const notes: string[] = [];
  const leaseAtKill = await rehearsal.redis.get(rankingKeys.lease);
  notes.push(
    leaseAtKill === holder
      ? 'worker-1 held the projector lease when killed'
      : 'worker-1 did not hold the lease when killed',
  );
  const killedAt = Date.now();
  await Promise.all([rehearsal.apis['api-1'].kill(), rehearsal.workers[0].kill()]);
  log('api-1 and worker-1 killed (SIGKILL)');
  await waitForLease(rehearsal.redis, 30_000, leaseAtKill);
  notes.push(`the lease was taken over ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`);
  await sleep(Math.max(0, started + RESTART_AT_SECONDS * 1000 - Date.now()));
  await Promise.all([rehearsal.workers[0].start(), rehearsal.apis['api-1'].start()]);
  log('api-1 and worker-1 started again');
  await sleep(Math.max(0, started + KILL_LOAD_SECONDS * 1000 - Date.now()));
  await traffic.stop();
  const failures = failuresBetween(rehearsal, started, Date.now());
  const caughtUp = await projectionCaughtUp(rehearsal.redis, rehearsal.pg, 60_000);
  return {
    name: 'kill',
    ...failures,
    votes: await accountVotes(rehearsal.pg, rehearsal.redis, contestId, traffic.outcomes),
    answers: traffic.answers,
    defects: traffic.defects,
    caughtUp,
    socketsWithoutUpdate: watchers.withoutUpdateSince(killedAt),
    notes,
  };
}

async function upgradePhase(rehearsal: Rehearsal, watchers: LiveWatchers): Promise<AccountedPhase> {
  const notes: string[] = [];
  // The release's migrations run once, before any process of the new version starts.
  const migrations = await runMigrations(rehearsal.env);
  const nonePending = /No migrations are pending/.test(migrations);
  notes.push(
    nonePending ? 'migration:run before the rollout: no migration pending' : 'migration:run applied migrations',
  );
  const { contestId, traffic } = await trafficFor(rehearsal, 'mise-a-jour', 120);
  watchers.watch(contestId);
  const started = Date.now();
  traffic.start();
  await sleep(3_000);
  for (const host of ['api-1', 'api-2'] as const) {
    const old = rehearsal.apis[host];
    const next = rehearsal.api(host, old.port === API_PORT ? NEXT_API_PORT : API_PORT);
    const began = Date.now();
    await next.start();
    rehearsal.apis[host] = next;
    await rehearsal.lb.reload(rehearsal.upstreams());
    await sleep(DRAIN_SECONDS * 1000);
    await old.stop();
    notes.push(`${host} replaced in ${((Date.now() - began) / 1000).toFixed(1)} s`);
    log(`${host}: the new process took over, the old one stopped`);
  }
  // The last reload's old nginx worker cuts its WebSockets after worker_shutdown_timeout: they reconnect.
  await sleep(6_000);
  await allConnected(watchers, 20_000);
  const rolledOutAt = Date.now();
  await sleep(5_000);
  await traffic.stop();
  const failures = failuresBetween(rehearsal, started, Date.now());
  const caughtUp = await projectionCaughtUp(rehearsal.redis, rehearsal.pg, 60_000);
  return {
    name: 'rolling upgrade',
    ...failures,
    votes: await accountVotes(rehearsal.pg, rehearsal.redis, contestId, traffic.outcomes),
    answers: traffic.answers,
    defects: traffic.defects,
    caughtUp,
    socketsWithoutUpdate: watchers.withoutUpdateSince(rolledOutAt),
    notes,
  };
}

/**
 * The vote plan gives plan voter i the address of i (vote-plan.ts, voterIp) in every phase, so the second
 * phase's voters would share the first's addresses and their daily counters (50 votes without a device
 * id): those counters are removed between the phases, as the bench empties its Redis prefix between runs.
 */
async function forgetAddressCounters(redis: Redis): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', 'vote:{ip:*', 'COUNT', 1000);
    if (keys.length > 0) await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/** Throughput votes: every acknowledged id in the ledger once, the ledger holding nothing else, projection = ledger. */
async function checkThroughputVotes(rehearsal: Rehearsal, contestId: number, ids: Float64Array[]): Promise<void> {
  const { rows } = await rehearsal.pg.query<{ id: string }>('SELECT id::text FROM vote_ledger WHERE contest_id = $1', [
    contestId,
  ]);
  const inLedger = new Set(rows.map((row) => Number(row.id)));
  const acknowledged = new Set(ids.flatMap((list) => [...list]));
  const lost = [...acknowledged].filter((id) => !inLedger.has(id)).length;
  const extra = rows.length - (acknowledged.size - lost);
  const drift = (await accountVotes(rehearsal.pg, rehearsal.redis, contestId, [])).drift;
  if (lost + extra + drift > 0) {
    rehearsal.problems.push(
      `throughput contest: ${lost} lost, ${extra} rows never acknowledged, ${drift} drifting participants`,
    );
  }
  log(
    `throughput contest: ${acknowledged.size} acknowledged, ${rows.length} ledger rows, ${drift} drifting participants`,
  );
}

/** Cores used by the machine's processes outside the rehearsal's (other people's work on a shared box). */
function otherCores(cpu: CpuUsage, names: string[]): number {
  return cpu.groups.filter((group) => !names.includes(group.group)).reduce((sum, group) => sum + group.cores, 0);
}

/** The phases with the same number of APIs taken together: their CPU seconds, votes, frames and wall time summed. */
function combine(phases: ThroughputPhase[]): ThroughputPhase {
  const seconds = new Map<string, number>();
  for (const phase of phases) {
    for (const share of phase.cpu.groups) seconds.set(share.group, (seconds.get(share.group) ?? 0) + share.seconds);
  }
  const wallSeconds = phases.reduce((sum, phase) => sum + phase.cpu.wallSeconds, 0);
  const accepted = phases.reduce((sum, phase) => sum + phase.accepted, 0);
  const measured = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  return {
    apis: phases[0].apis,
    accepted,
    seconds: measured,
    votesPerSecond: accepted / measured,
    statuses: {},
    errors: phases.reduce((sum, phase) => sum + phase.errors, 0),
    refusals: [],
    frames: phases.reduce((sum, phase) => sum + phase.frames, 0),
    cpu: {
      wallSeconds,
      machineBusy: phases.reduce((sum, phase) => sum + phase.cpu.machineBusy * phase.cpu.wallSeconds, 0) / wallSeconds,
      groups: [...seconds].map(([group, used]) => ({ group, seconds: used, cores: used / wallSeconds })),
    },
  };
}

/** Each process's cores and CPU per vote (per frame for live-1), the phases of each API count taken together. */
function renderCpu(all: ThroughputPhase[], names: string[]): string {
  const phases = [...new Set(all.map((phase) => phase.apis))].map((apis) =>
    combine(all.filter((phase) => phase.apis === apis)),
  );
  const groups = names.filter((group) => phases.some((phase) => phase.cpu.groups.some((each) => each.group === group)));
  const header = ['Process', ...phases.flatMap((phase) => [`${phase.apis} API: cores`, `${phase.apis} API: per vote`])];
  const rows = groups.map((group) => [
    group,
    ...phases.flatMap((phase) => {
      const share = phase.cpu.groups.find((each) => each.group === group);
      const seconds = share?.seconds ?? 0;
      const perVote =
        group === 'live-1' && phase.frames > 0
          ? `${((seconds / phase.frames) * 1e6).toFixed(1)} µs/frame`
          : `${((seconds / phase.accepted) * 1000).toFixed(3)} ms`;
      return [(share?.cores ?? 0).toFixed(2), perVote];
    }),
  ]);
  const others = phases.flatMap((phase) => [otherCores(phase.cpu, names).toFixed(2), '']);
  const busy = phases.flatMap((phase) => [(phase.cpu.machineBusy * 2).toFixed(2), '']);
  return [
    header,
    header.map(() => '---'),
    ...rows,
    ['other processes of the machine', ...others],
    ['whole box (of 2 cores)', ...busy],
  ]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}

function renderThroughput(phases: ThroughputPhase[], names: string[]): string {
  const header = [
    'APIs behind nginx',
    'Votes/s',
    'Votes',
    'Seconds',
    'Answers',
    'Without answer',
    'Live frames/s',
    'Box busy',
    'Other processes (cores)',
  ];
  const rows = phases.map((phase) => [
    String(phase.apis),
    Math.round(phase.votesPerSecond).toLocaleString('en-US'),
    String(phase.accepted),
    phase.seconds.toFixed(1),
    JSON.stringify(phase.statuses),
    String(phase.errors),
    Math.round(phase.frames / phase.seconds).toLocaleString('en-US'),
    `${Math.round(phase.cpu.machineBusy * 100)} %`,
    otherCores(phase.cpu, names).toFixed(2),
  ]);
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

function renderAccounting(phases: AccountedPhase[], problems: string[]): string {
  const header = [
    'Phase',
    'Acknowledged',
    'In ledger',
    'Lost',
    'Duplicates',
    'Unacknowledged rows',
    'Projection drift',
    'Gave up',
    'Answers',
    'Requests without answer (by error; away from a reload)',
    'Sockets without update after',
    'Notes',
  ];
  const rows = phases.map((phase) => [
    phase.name,
    String(phase.votes.acknowledged),
    String(phase.votes.inLedger),
    String(phase.votes.lost),
    String(phase.votes.duplicates),
    String(phase.votes.unacknowledgedRows),
    String(phase.votes.drift),
    String(phase.votes.gaveUp),
    JSON.stringify(phase.answers),
    `${JSON.stringify(phase.connectionFailures)}; ${phase.failuresAwayFromReloads}`,
    String(phase.socketsWithoutUpdate),
    phase.notes.join('; '),
  ]);
  const table = [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
  return `${table}\n\n${problems.length === 0 ? 'Verdict: ok' : `Verdict: FAILED\n- ${problems.join('\n- ')}`}`;
}

async function rehearse(rehearsal: Rehearsal): Promise<void> {
  const env = rehearsal.env;
  await Promise.all([rehearsal.db.start(), rehearsal.redisHost.start()]);
  log('db and redis hosts up; running the migrations');
  await runMigrations(env);
  rehearsal.pg = new Pool({ host: HOSTS.db, user: 'postgres', database: DATABASE, max: 4 });
  rehearsal.redis = new Redis({ host: HOSTS.redis });

  const config = loadConfig({ ...env, NODE_ENV: 'development' });
  const phaseVoters = votersNeeded(PHASE_REQUESTS, HOT, COLD);
  const throughputVoters = API_COUNTS.length * phaseVoters;
  const seeded = await seedBenchContest(config, HOT + COLD, throughputVoters);

  // worker-1 first, so that it holds the projector's lease when it is killed.
  await rehearsal.workers[0].start();
  const holder = await waitForLease(rehearsal.redis, 120_000);
  await Promise.all([
    rehearsal.workers[1].start(),
    rehearsal.live.start(),
    ...Object.values(rehearsal.apis).map((api) => api.start()),
  ]);
  await rehearsal.lb.start(rehearsal.upstreams());
  log(
    `hosts up: ${Object.entries(HOSTS)
      .map(([host, address]) => `${host} ${address}`)
      .join(', ')}; clients from ${ROOT_ADDRESS}`,
  );

  const watchers = new LiveWatchers(rehearsal.lb.url, SOCKETS);
  await watchers.connect();
  await allConnected(watchers, 30_000);
  log(`${watchers.connected()} sockets on ${rehearsal.lb.url}/socket.io/`);
  watchers.watch(seeded.contestId);

  const throughput: ThroughputPhase[] = [];
  const ids: Float64Array[] = [];
  for (const [index, count] of API_COUNTS.entries()) {
    const apis = Object.values(rehearsal.apis).slice(0, count);
    await balanceTo(
      rehearsal,
      watchers,
      apis.map((api) => `${HOSTS[api.host]}:${api.port}`),
    );
    if (index > 0) await forgetAddressCounters(rehearsal.redis);
    // The box is shared: wait (up to 30 s) for other people's work to leave the cores, as the bench does.
    const others = await waitForQuietCpu(30, [process.pid], DATABASE, log);
    log(`${apis.length} API(s) behind nginx; other processes use ${others.toFixed(2)} cores`);
    const voters = { from: index * phaseVoters, to: (index + 1) * phaseVoters };
    const input: VoteLoadInput = {
      urls: [rehearsal.lb.url],
      secret: String(env.JWT_SECRET),
      voterIds: seeded.voterIds.slice(voters.from, voters.to),
      numbers: seeded.numbers.slice(voters.from, voters.to),
      plan: { hot: seeded.participantIds.slice(0, HOT), cold: seeded.participantIds.slice(HOT), voters: phaseVoters },
      warmupSeconds: WARMUP_SECONDS,
      durationSeconds: MEASURED_SECONDS,
      connections: CONNECTIONS,
      rate: 0,
      addresses: 0,
      deviceCookies: null,
    };
    throughput.push(await throughputPhase(rehearsal, watchers, input, apis.length, ids));
    if (!(await projectionCaughtUp(rehearsal.redis, rehearsal.pg, 60_000))) {
      rehearsal.problems.push(`throughput with ${apis.length} API(s): the projection did not catch up within 60 s`);
    }
  }
  // The vote load keeps the ids it was acknowledged: compared with the ledger once both phases are over.
  await checkThroughputVotes(rehearsal, seeded.contestId, ids);

  const accounted: AccountedPhase[] = [];
  const kill = await killPhase(rehearsal, watchers, holder);
  accounted.push(kill);
  // nginx answers 502 for the requests it had sent to api-1 when it died: their clients retry with their key.
  // A retry that meets its first request still in flight is told 409 and tries again.
  // A vote api-1 had reserved but not appended when it died keeps its key's pending mark (60 s): its retries are told
  // 409 until the client gives up, unacknowledged and not in the ledger, as in the fault suite. Reported, not judged.
  rehearsal.problems.push(...judge(kill, (status) => ['201', '202', '409', '502'].includes(status), true));
  const upgrade = await upgradePhase(rehearsal, watchers);
  accounted.push(upgrade);
  // No server may fail a vote during the rollout. A request with no answer is allowed only where HTTP allows it:
  // a keep-alive connection nginx's old worker closed at a reload just as the client reused it (the client retries).
  const atReloads = Object.values(upgrade.connectionFailures).reduce((sum, count) => sum + count, 0);
  const raceOnly = upgrade.failuresAwayFromReloads === 0 && atReloads >= (upgrade.answers['0'] ?? 0);
  rehearsal.problems.push(
    ...judge(upgrade, (status) => ['201', '202'].includes(status) || (status === '0' && raceOnly), false),
  );
  await allConnected(watchers, 20_000);
  if (watchers.connected() < watchers.size) {
    rehearsal.problems.push(`${watchers.size - watchers.connected()} sockets not connected at the end`);
  }
  const reconnects = watchers.reconnects();
  watchers.close();

  const report = [
    `Scale-out rehearsal: ${SOCKETS} sockets through lb (${reconnects} reconnections over the run)`,
    '',
    renderThroughput(throughput, Object.keys(rehearsal.named([]))),
    '',
    'CPU per process over each measured window (/proc): cores used, and CPU per acknowledged vote (live-1: per frame delivered)',
    '',
    renderCpu(throughput, Object.keys(rehearsal.named([]))),
    '',
    renderAccounting(accounted, rehearsal.problems),
  ].join('\n');
  process.stdout.write(`\n${report}\n`);
  writeFileSync(
    join(SCALE_VAR, 'results.json'),
    `${JSON.stringify({ throughput, accounted, problems: rehearsal.problems }, null, 2)}\n`,
  );
}

async function main(): Promise<void> {
  if (process.getuid?.() !== 0) throw new Error('the rehearsal makes network namespaces (ip netns): run it as root');
  const stale = distStaleness();
  if (stale) {
    log(`building the API, the worker and the live process (${stale})`);
    build(['api', 'worker', 'live-process', 'witness']);
  }
  mkdirSync(join(SCALE_VAR, 'media'), { recursive: true });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal}: removing the namespaces and their processes`);
      removeNetwork();
      process.exit(130);
    });
  }
  createNetwork();
  const rehearsal = new Rehearsal(environment());
  try {
    await rehearse(rehearsal);
  } finally {
    await rehearsal.stopAll().catch(() => undefined);
    removeNetwork();
  }
  if (rehearsal.problems.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`[scale] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
