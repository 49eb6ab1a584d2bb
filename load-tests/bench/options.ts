/**
 * Settings of `npm run bench`, from flags (`npm run bench -- --duration 20`) or the environment
 * (`BENCH_DURATION=20 npm run bench`); a flag wins over the environment.
 */
export interface BenchOptions {
  /**
   * The vote path's channel: `web` (the site's POST of a free vote, with its token) or `ussd` (sessions of
   * Africa's Talking's USSD callback, three requests a vote, the caller's number the voter).
   */
  channel: 'web' | 'ussd';
  /** Seconds of the measured vote path. */
  duration: number;
  /** Seconds of vote path before the measured run (JIT, caches, pools); not in the figures. */
  warmup: number;
  /** The closed loop's connections, or the open loop's most, spread over the API processes. */
  connections: number;
  /** Open-loop arrival rate (requests per second, paced); 0 = a closed loop, as fast as the stack answers. */
  rate: number;
  /** Requests per second the vote plan is sized for (voters needed so the cooldown is never hit). */
  planRate: number;
  /** Socket.io clients connected to /contests during the live scenario. */
  sockets: number;
  /** More clients besides those, asking for the slow rate (one frame a second): their frames and bytes are counted. */
  slowSockets: number;
  /** Processes the sockets (and the live vote stream) are spread over. */
  socketProcesses: number;
  /** Seconds of the live scenario's steady vote stream, and its votes per second. */
  liveDuration: number;
  liveRate: number;
  /** Voters seeded at least (more when the vote plan needs them), participants, hot participants. */
  voters: number;
  /**
   * The vote path's client addresses: 0, one per voter (no device id sent); N, the carrier scenario:
   * the voters behind N addresses, each on a phone of its own (its device cookie).
   */
  addresses: number;
  participants: number;
  /** Ledger rows of a closed 10,000-participant contest seeded before the run (0: none). */
  historyRows: number;
  hot: number;
  /** API processes (each on its own port; the vote load splits its connections between them). */
  apiProcesses: number;
  /** API_PROCESSES of each API: processes sharing its port through node:cluster (1: a single process). */
  cluster: number;
  /**
   * Live processes serving the sockets on a port of their own (LIVE_PORT, started by the first API's
   * primary), the votes staying on the API ports; 0: the API processes serve the sockets.
   */
  liveProcesses: number;
  /**
   * Nice value of the live processes (0: as the API): on a box where clients and servers share the cores,
   * a positive value gives the vote path the CPU first, as cores of their own would.
   */
  liveNice: number;
  port: number;
  database: string;
  redisPrefix: string;
  /** `dist` (compiled, built first when missing or older than the sources) or `ts-node`. */
  runtime: 'dist' | 'ts-node';
  build: boolean;
  /** Writes a V8 CPU profile of each API process and of the worker to var/bench/profiles. */
  profile: boolean;
  /**
   * Traces on in the API and the worker, at the default sampling (OTEL_TRACES_SAMPLER and _ARG pass
   * through), exported to a throwaway OTLP receiver in the bench process that only counts the spans.
   */
  tracing: boolean;
  skipVote: boolean;
  skipLive: boolean;
  /** One socket sends 1,000 `get_ranking` at once while `/api/health/` is timed (flood-scenario.ts). */
  socketFlood: boolean;
  /** The fraud scenario (fraud-scenario.ts): vote farms and honest voters behind one address. */
  fraud: boolean;
  /** Accounts the fraud scenario's farm signs up from one address. */
  fraudSignups: number;
  /**
   * The court officer's witness, a process of its own with its key in a temporary folder, cosigns the
   * public log's checkpoints (quorum 1); false: the log has no witness.
   */
  witness: boolean;
  /** Seeds, writes the k6 fixture and stops (no API, no load). */
  seedOnly: boolean;
  /** Where the k6 fixture (contest, participants, voters' tokens) is written. */
  fixture: string;
  /** Keeps the API and worker running after the report, until Ctrl-C. */
  keep: boolean;
  /** Before each scenario, wait up to this many seconds for other processes to leave the CPU alone. */
  waitIdle: number;
  /**
   * A commit to run side by side with this checkout (against.ts); '' takes the gate's base
   * (load-tests/bench/gate-base) for the vote path's runs.
   */
  against: string;
  /** This checkout alone: one run, no side-by-side comparison, no regression gate. */
  alone: boolean;
  /** With `against`: runs of each side, alternating; with `floor`, rounds of its variants. */
  rounds: number;
  /** The vote's HTTP exchange alone, on a bare server (floor.ts): what no API on this box goes below. */
  floor: boolean;
}

interface Spec {
  flag: string;
  env: string;
  kind: 'number' | 'string' | 'boolean';
  fallback: number | string | boolean;
  help: string;
}

const SPECS: Record<keyof BenchOptions, Spec> = {
  channel: {
    flag: 'channel',
    env: 'BENCH_CHANNEL',
    kind: 'string',
    fallback: 'web',
    help: 'vote path: web (POST of a free vote) | ussd (3-request USSD sessions)',
  },
  duration: { flag: 'duration', env: 'BENCH_DURATION', kind: 'number', fallback: 60, help: 'measured vote path, s' },
  warmup: { flag: 'warmup', env: 'BENCH_WARMUP', kind: 'number', fallback: 5, help: 'vote path warm-up, s' },
  connections: {
    flag: 'connections',
    env: 'BENCH_CONNECTIONS',
    kind: 'number',
    fallback: 0,
    help: "the closed loop's connections (100), or the open loop's most (--rate ÷ 10, at least 100)",
  },
  rate: {
    flag: 'rate',
    env: 'BENCH_RATE',
    kind: 'number',
    fallback: 0,
    help: 'open-loop req/s; 0 = closed loop, saturation',
  },
  planRate: {
    flag: 'plan-rate',
    env: 'BENCH_PLAN_RATE',
    kind: 'number',
    fallback: 8000,
    help: 'req/s the voter pool is sized for',
  },
  sockets: { flag: 'sockets', env: 'BENCH_SOCKETS', kind: 'number', fallback: 2000, help: 'socket.io clients' },
  slowSockets: {
    flag: 'slow-sockets',
    env: 'BENCH_SLOW_SOCKETS',
    kind: 'number',
    fallback: 0,
    help: 'socket.io clients at the slow rate, besides --sockets',
  },
  socketProcesses: {
    flag: 'socket-procs',
    env: 'BENCH_SOCKET_PROCS',
    kind: 'number',
    fallback: 2,
    help: 'processes holding the sockets',
  },
  liveDuration: {
    flag: 'live-duration',
    env: 'BENCH_LIVE_DURATION',
    kind: 'number',
    fallback: 30,
    help: 'live scenario vote stream, s',
  },
  liveRate: {
    flag: 'live-rate',
    env: 'BENCH_LIVE_RATE',
    kind: 'number',
    fallback: 100,
    help: 'live scenario votes/s',
  },
  voters: { flag: 'voters', env: 'BENCH_VOTERS', kind: 'number', fallback: 20000, help: 'voters seeded at least' },
  addresses: {
    flag: 'addresses',
    env: 'BENCH_ADDRESSES',
    kind: 'number',
    fallback: 0,
    help: 'vote path behind N carrier addresses, each voter on its own phone (0: an address per voter)',
  },
  historyRows: {
    flag: 'history-rows',
    env: 'BENCH_HISTORY_ROWS',
    kind: 'number',
    fallback: 0,
    help: 'ledger rows of a closed 10,000-participant contest seeded first; its reads measured',
  },
  participants: {
    flag: 'participants',
    env: 'BENCH_PARTICIPANTS',
    kind: 'number',
    fallback: 50,
    help: 'participants of the contest',
  },
  hot: { flag: 'hot', env: 'BENCH_HOT', kind: 'number', fallback: 5, help: 'hot participants (80 % of votes)' },
  apiProcesses: { flag: 'api-procs', env: 'BENCH_API_PROCS', kind: 'number', fallback: 1, help: 'API processes' },
  cluster: {
    flag: 'cluster',
    env: 'BENCH_CLUSTER',
    kind: 'number',
    fallback: 1,
    help: 'API_PROCESSES per API (node:cluster, one port)',
  },
  liveProcesses: {
    flag: 'live-procs',
    env: 'BENCH_LIVE_PROCS',
    kind: 'number',
    fallback: 0,
    help: 'live processes holding the sockets apart from the API (0: the API holds them)',
  },
  liveNice: {
    flag: 'live-nice',
    env: 'BENCH_LIVE_NICE',
    kind: 'number',
    fallback: 0,
    help: 'nice value of the live processes (the vote path first on a shared box)',
  },
  port: { flag: 'port', env: 'BENCH_PORT', kind: 'number', fallback: 3900, help: 'first API port' },
  database: {
    flag: 'database',
    env: 'BENCH_DATABASE',
    kind: 'string',
    fallback: 'bebe_star_bench',
    help: 'database (dropped and recreated)',
  },
  redisPrefix: {
    flag: 'redis-prefix',
    env: 'BENCH_REDIS_PREFIX',
    kind: 'string',
    fallback: 'bench:',
    help: 'Redis key prefix (emptied first)',
  },
  runtime: { flag: 'runtime', env: 'BENCH_RUNTIME', kind: 'string', fallback: 'dist', help: 'dist | ts-node' },
  build: { flag: 'build', env: 'BENCH_BUILD', kind: 'boolean', fallback: true, help: 'build dist when stale' },
  profile: {
    flag: 'profile',
    env: 'BENCH_PROFILE',
    kind: 'boolean',
    fallback: false,
    help: 'CPU-profile the API and the worker',
  },
  tracing: {
    flag: 'tracing',
    env: 'BENCH_TRACING',
    kind: 'boolean',
    fallback: false,
    help: 'traces on (default sampling), sent to a throwaway receiver',
  },

  skipVote: { flag: 'skip-vote', env: 'BENCH_SKIP_VOTE', kind: 'boolean', fallback: false, help: 'no vote path' },
  skipLive: { flag: 'skip-live', env: 'BENCH_SKIP_LIVE', kind: 'boolean', fallback: false, help: 'no live scenario' },
  socketFlood: {
    flag: 'socket-flood',
    env: 'BENCH_SOCKET_FLOOD',
    kind: 'boolean',
    fallback: false,
    help: 'one socket floods get_ranking; /api/health/ timed',
  },
  fraud: {
    flag: 'fraud',
    env: 'BENCH_FRAUD',
    kind: 'boolean',
    fallback: false,
    help: 'fraud scenario: vote farms and honest voters behind one address',
  },
  fraudSignups: {
    flag: 'fraud-signups',
    env: 'BENCH_FRAUD_SIGNUPS',
    kind: 'number',
    fallback: 3000,
    help: 'accounts the fraud scenario signs up from one address',
  },
  witness: {
    flag: 'witness',
    env: 'BENCH_WITNESS',
    kind: 'boolean',
    fallback: true,
    help: "a witness process (the court officer's) cosigns the log's checkpoints",
  },
  seedOnly: {
    flag: 'seed-only',
    env: 'BENCH_SEED_ONLY',
    kind: 'boolean',
    fallback: false,
    help: 'seed + k6 fixture only',
  },
  fixture: {
    flag: 'fixture',
    env: 'BENCH_FIXTURE',
    kind: 'string',
    fallback: 'var/bench/k6-fixture.json',
    help: 'k6 fixture path',
  },
  keep: { flag: 'keep', env: 'BENCH_KEEP', kind: 'boolean', fallback: false, help: 'keep the stack running' },
  waitIdle: {
    flag: 'wait-idle',
    env: 'BENCH_WAIT_IDLE',
    kind: 'number',
    fallback: 0,
    help: 'wait up to N s for a quiet CPU',
  },
  against: {
    flag: 'against',
    env: 'BENCH_AGAINST',
    kind: 'string',
    fallback: '',
    help: 'a commit to run side by side with this checkout, alternating, with the regression gate (default: gate-base)',
  },
  alone: {
    flag: 'alone',
    env: 'BENCH_ALONE',
    kind: 'boolean',
    fallback: false,
    help: 'this checkout alone: no side-by-side run, no regression gate',
  },
  rounds: {
    flag: 'rounds',
    env: 'BENCH_ROUNDS',
    kind: 'number',
    fallback: 3,
    help: 'with --against: runs of each side; with --floor: rounds of its variants',
  },
  floor: {
    flag: 'floor',
    env: 'BENCH_FLOOR',
    kind: 'boolean',
    fallback: false,
    help: "the vote's HTTP exchange on a bare server, with and without Redis: the floor under the API",
  },
};

function usage(): string {
  const lines = Object.values(SPECS).map(
    (spec) =>
      `  --${spec.flag.padEnd(14)} ${spec.env.padEnd(20)} ${spec.help} (default ${String(spec.fallback)})` +
      (spec.kind === 'boolean' ? '; --no-' + spec.flag + ' to turn off' : ''),
  );
  return ['Usage: npm run bench -- [options]', ...lines].join('\n');
}

function parseValue(spec: Spec, raw: string): number | string | boolean {
  if (spec.kind === 'number') {
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0) throw new Error(`--${spec.flag}: not a number: ${raw}`);
    return value;
  }
  if (spec.kind === 'boolean') return !['0', 'false', 'no', 'off', ''].includes(raw.toLowerCase());
  return raw;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const values: Record<string, number | string | boolean> = {};
  for (const [name, spec] of Object.entries(SPECS)) {
    const raw = env[spec.env];
    values[name] = raw === undefined || raw === '' ? spec.fallback : parseValue(spec, raw);
  }
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '-h' || arg === '--help') {
      console.log(usage());
      process.exit(0);
    }
    const match = /^--(no-)?([a-z-]+)(?:=(.*))?$/.exec(arg);
    const entry = match && Object.entries(SPECS).find(([, spec]) => spec.flag === match[2]);
    if (!match || !entry) throw new Error(`Unknown option ${arg}\n${usage()}`);
    const [name, spec] = entry;
    if (spec.kind === 'boolean') {
      values[name] = match[1] ? false : match[3] === undefined ? true : parseValue(spec, match[3]);
    } else {
      const raw = match[3] ?? argv[(index += 1)];
      if (raw === undefined) throw new Error(`--${spec.flag} needs a value`);
      values[name] = parseValue(spec, raw);
    }
  }
  const options = values as unknown as BenchOptions;
  if (options.runtime !== 'dist' && options.runtime !== 'ts-node') throw new Error('--runtime: dist or ts-node');
  if (options.channel !== 'web' && options.channel !== 'ussd') throw new Error('--channel: web or ussd');
  if (options.channel === 'ussd' && (options.rate > 0 || options.addresses > 0)) {
    throw new Error('--channel ussd runs at saturation from the aggregator alone: not with --rate or --addresses');
  }
  if (!/^[a-z_][a-z0-9_]*$/.test(options.database)) throw new Error('--database: lower-case letters, digits, _');
  if (options.redisPrefix.length < 3) throw new Error('--redis-prefix: at least 3 characters');
  if (options.hot < 1 || options.hot >= options.participants) throw new Error('--hot: between 1 and participants-1');
  if (options.participants > 50) throw new Error('--participants: at most 50 (one free vote per participant a day)');
  options.apiProcesses = Math.max(1, Math.floor(options.apiProcesses));
  options.cluster = Math.max(1, Math.floor(options.cluster));
  options.liveProcesses = Math.floor(options.liveProcesses);
  if (options.liveProcesses > 0 && options.socketFlood) {
    throw new Error('--socket-flood measures an API that holds the sockets: not with --live-procs');
  }
  if (options.connections <= 0) options.connections = Math.max(100, Math.ceil(options.rate / 10));
  options.connections = Math.max(options.apiProcesses, Math.floor(options.connections));
  return options;
}
