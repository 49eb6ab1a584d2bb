/**
 * `npm run bench -- --floor`: what a vote's HTTP exchange costs with nothing of the vote in it, on this box.
 * floor-server.mts answers the vote's address as the API does on the wire; the bench's own closed loop
 * (the keep-alive pool, 100 connections, the vote's request headers) drives it, and each tier's CPU per
 * request is read from /proc as for the vote path. Two variants, alternating for `--rounds` rounds: HTTP
 * alone, and HTTP with the reservation's two Redis scripts. The API's CPU per vote above the second is
 * the vote's own work (rules, token, device, ledger, receipt); the first bounds any HTTP API on this box.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '@app/config';
import { median } from './box-speed';
import { BROWSER_HEADERS } from './browser-headers';
import { cpuSnapshot, cpuUsage, waitForQuietCpu } from './cpu';
import { LatencyHistogram } from './histogram';
import { headerLines, KeepAlivePool } from './keep-alive-pool';
import type { BenchOptions } from './options';
import { type ProfileSummary, summarizeProfile } from './profile';
import { int, ms, profileTables, table } from './report-format';
import { PROFILE_DIR, SERVICE_NODE_OPTIONS } from './stack';

interface Variant {
  name: string;
  scripts: number;
}

const VARIANTS: Variant[] = [
  { name: 'HTTP alone', scripts: 0 },
  { name: 'HTTP + 2 Redis scripts', scripts: 2 },
];

/** A run's figures: requests/s, each tier's CPU ms per request, the p99 (ms), the box's busy share. */
const FIGURES = ['perSecond', 'server', 'redis', 'generator', 'p99', 'busy'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;

interface FloorRun extends Figures {
  variant: string;
  round: number;
  /** With --profile: the server's CPU profile (warm-up included). */
  profile?: ProfileSummary;
}

/** An access token's size: the server reads it as any header, without verifying it. */
const TOKEN = `${randomBytes(27).toString('base64url')}.${randomBytes(170).toString('base64url')}.${randomBytes(32).toString('base64url')}`;

/** Starts floor-server.mts (Node's type stripping, the API's Node options); resolves with its port. */
function startServer(
  options: BenchOptions,
  redisUrl: string,
  scripts: number,
): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(join(__dirname, 'floor-server.mts'), [], {
    execArgv: [
      ...SERVICE_NODE_OPTIONS,
      '--experimental-strip-types',
      '--disable-warning=ExperimentalWarning',
      // With --profile: a V8 CPU profile of the whole run, sampled as the API's (cpu-profile-hook.ts).
      ...(options.profile ? ['--cpu-prof', '--cpu-prof-interval', '200', '--cpu-prof-dir', PROFILE_DIR] : []),
    ],
    env: {
      ...process.env,
      FLOOR_REDIS_URL: redisUrl,
      FLOOR_KEY_PREFIX: `${options.redisPrefix}floor:`,
      FLOOR_SCRIPTS: String(scripts),
    },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { type: string; port: number }) => resolve({ child, port: message.port }));
    child.once('exit', (code) => reject(new Error(`floor-server.mts exited ${code} before listening`)));
  });
}

async function runVariant(
  options: BenchOptions,
  redisUrl: string,
  variant: Variant,
  round: number,
  log: (text: string) => void,
) {
  const { child, port } = await startServer(options, redisUrl, variant.scripts);
  const serverPid = child.pid ?? -1;
  const stopped = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const target = new URL(`http://127.0.0.1:${port}`);
  const pool = new KeepAlivePool(target, options.connections, 10_000);
  const lines = (participant: number) =>
    headerLines({
      ...BROWSER_HEADERS,
      authorization: `Bearer ${TOKEN}`,
      'x-forwarded-for': `10.${participant % 250}.${round}.${participant % 200}`,
    });
  const latency = new LatencyHistogram();
  let answered = 0;
  let measuring = false;
  let running = true;
  const loop = async (connection: number) => {
    for (let sequence = connection; running; sequence += options.connections) {
      const sentAt = performance.now();
      const answer = await pool.request(
        'POST',
        `/api/contests/participants/${1 + (sequence % 50)}/vote/`,
        lines(sequence),
      );
      if (answer.status !== 201) throw new Error(`floor server answered ${answer.status}`);
      if (measuring) {
        answered += 1;
        latency.record(performance.now() - sentAt);
      }
    }
  };
  // Awaited as one from the start: a loop's failure (an answer other than 201) ends the run with its reason.
  const loops = Promise.all(Array.from({ length: options.connections }, (_, connection) => loop(connection)));
  await Promise.race([sleep(options.warmup * 1000), loops]);
  const before = cpuSnapshot();
  measuring = true;
  await Promise.race([sleep(options.duration * 1000), loops]);
  measuring = false;
  const after = cpuSnapshot();
  running = false;
  await loops;
  pool.close();
  child.send({ type: 'stop' });
  await stopped;
  const profileFile = options.profile
    ? readdirSync(PROFILE_DIR).find((file) => file.includes(`.${serverPid}.`) && file.endsWith('.cpuprofile'))
    : undefined;
  const usage = cpuUsage(before, after, { server: [serverPid], generator: [process.pid] }, options.database);
  const seconds = (group: string) => usage.groups.find((entry) => entry.group === group)?.seconds ?? 0;
  const perRequest = (group: string) => (seconds(group) * 1000) / Math.max(1, answered);
  const run: FloorRun = {
    variant: variant.name,
    round,
    perSecond: answered / usage.wallSeconds,
    server: perRequest('server'),
    redis: perRequest('redis-server'),
    generator: perRequest('generator'),
    p99: latency.summary().p99,
    busy: usage.machineBusy,
    ...(profileFile
      ? { profile: summarizeProfile(join(PROFILE_DIR, profileFile), `Floor server, ${variant.name}`) }
      : {}),
  };
  log(`${variant.name}, round ${round}: ${int(run.perSecond)} requests/s, server ${run.server.toFixed(3)} ms/request`);
  return run;
}

export async function benchFloor(options: BenchOptions, argv: string[]): Promise<void> {
  const log = (text: string) => console.error(`[floor] ${text}`);
  const redisUrl = loadConfig({ ...process.env, NODE_ENV: 'development' }).redis.url;
  mkdirSync(PROFILE_DIR, { recursive: true });
  const runs: FloorRun[] = [];
  for (let round = 1; round <= Math.max(1, Math.round(options.rounds)); round += 1) {
    const order = round % 2 === 1 ? VARIANTS : [...VARIANTS].reverse();
    for (const variant of order) {
      if (options.waitIdle > 0) await waitForQuietCpu(options.waitIdle, [process.pid], options.database, log);
      runs.push(await runVariant(options, redisUrl, variant, round, log));
    }
  }
  const row = (run: Figures, label: string) => [
    label,
    int(run.perSecond),
    `${run.server.toFixed(3)} ms`,
    `${run.redis.toFixed(3)} ms`,
    `${run.generator.toFixed(3)} ms`,
    `${ms(run.p99)} ms`,
    `${(run.busy * 100).toFixed(1)} %`,
  ];
  const medians = VARIANTS.map((variant) => {
    const of = runs.filter((run) => run.variant === variant.name);
    const figures = Object.fromEntries(FIGURES.map((key) => [key, median(of.map((run) => run[key]))])) as Figures;
    return { variant: variant.name, figures };
  });
  console.log(
    [
      `## The vote's HTTP floor (${new Date().toISOString()})`,
      '',
      `Command: \`npm run bench -- ${argv.join(' ')}\`: Fastify alone on the vote's address (floor-server.mts), ` +
        `${options.connections} keep-alive connections in a closed loop, ${options.warmup} s warm-up + ` +
        `${options.duration} s per run, the variants alternating.`,
      '',
      ...table(
        ['Run', 'Requests/s', 'Server per request', 'Redis per request', 'Generator per request', 'p99', 'Box busy'],
        [
          ...runs.map((run) => row(run, `${run.variant}, ${run.round}`)),
          ...medians.map(({ variant, figures }) => row(figures, `${variant}, median`)),
        ],
      ),
      ...runs.flatMap((run) => (run.profile ? profileTables(run.profile) : [])),
    ].join('\n'),
  );
}
