/**
 * `npm run bench`: the vote path and the live feed under load on this machine, end to end. By default a
 * vote path's run is made side by side with its base and gated (against.ts); `--alone` makes one run, as
 * follows.
 *
 * 1. A fresh database (dropped, recreated, migrated) and an emptied Redis key prefix; one open
 *    contest, its participants and the voters, seeded in bulk.
 * 2. The worker and the API (compiled dist, built first when stale) as child processes, and the court
 *    officer's witness cosigning the public log's checkpoints (unless `--no-witness`).
 * 3. Vote path: keep-alive connections in a process of their own, each request built from the vote plan; with
 *    `--channel ussd`, USSD sessions of three requests each against Africa's Talking's callback.
 * 4. Live: N socket.io clients in another process, measuring vote 201 → ranking_update.
 * 4b. With `--socket-flood`: one socket sends 1,000 `get_ranking` at once while `/api/health/` is timed.
 * 4c. With `--fraud`: vote farms and honest voters behind one address, held and counted votes checked.
 * 5. Consistency: once the projector caught up, acknowledged votes = ledger rows and every
 *    projected count = the ledger sum.
 * The public log's cost over the vote path's measured window comes from the worker's metrics (log-report.ts).
 * Then one markdown table on stdout. Options: `npm run bench -- --help`.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, setPriority, totalmem } from 'node:os';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type AppConfig, loadConfig } from '@app/config';
import { DEVICE_COOKIE, DeviceIds } from '@app/identity';
import { rankingKeys } from '@app/ranking/ranking-keys';
import { secureId, secureIdKey } from '@app/ranking/secure-id';
import { createRedis } from '@app/redis';
import { ussdCallbackUrl } from '@app/sms';
import { freePort, type OtlpReceiver, startOtlpReceiver } from '@app/testing';
import { TreeHeadSigner } from '@app/transparency';
import type Redis from 'ioredis';
import { Client } from 'pg';
import { benchAgainst, gatedByDefault } from './against';
import type { LogMessage, PhaseMessage } from './child-protocol';
import { checkConsistency, ledgerCounts, waitForProjection } from './consistency';
import { type CourtWitness, startCourtWitness } from './court-witness';
import { type CpuSnapshot, cpuSnapshot, cpuUsage, waitForQuietCpu } from './cpu';
import { FLOOD_PARTICIPANTS, socketFlood } from './flood-scenario';
import { benchFloor } from './floor';
import { fraudScenario } from './fraud-scenario';
import type { LiveLoadInput, LiveLoadResult } from './live-load';
import { mergeLiveResults } from './live-results';
import { PublicLogProbe } from './log-window';
import { type BenchOptions, parseOptions } from './options';
import { voterNumber } from './phone-numbers';
import { type ProfileSummary, summarizeProfile } from './profile';
import { fetchMetrics, histogramDelta, histogramOf, isAcceptedVote, summarizeBuckets } from './prom-metrics';
import { type BenchReport, type MachineFacts, renderReport } from './report';
import { type ReadCost, measureRead } from './reads';
import {
  appendHistoryVotes,
  emptyRedisPrefix,
  HISTORY_PARTICIPANTS,
  markDevicesProven,
  recreateDatabase,
  seedContest,
  seedHistory,
} from './seed';

/** Rows appended at once to the history contest to time the projector's catch-up. */
const CATCH_UP_ROWS = 500_000;
import { type ServerCounters, serverCounters, serverDelta } from './server-stats';
import {
  appCommand,
  assertRunning,
  BENCH_VAR,
  build,
  childrenRunning,
  DeadProcessError,
  distStaleness,
  LIVE_ENTRY,
  PROFILE_DIR,
  ROOT,
  runChild,
  type StartedProcess,
  startProcess,
  stopProcess,
  waitForHealth,
} from './stack';
import { GENERATOR_GROUPS, WITNESS_GROUP } from './tier-cpu';
import { mintAccessTokens } from './tokens';
import { ussdPath } from './ussd-path';
import type { VoteLoadInput, VoteLoadResult } from './vote-load';
import { type VotePlan, voterIp, votersNeeded } from './vote-plan';

function log(text: string): void {
  process.stderr.write(`[bench] ${text}\n`);
}

function benchEnvironment(options: BenchOptions, jwtSecret: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // Production settings (no dev outbox, production logging) unless told otherwise.
    NODE_ENV: process.env.BENCH_NODE_ENV ?? 'production',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    HOST: '127.0.0.1',
    TRUSTED_PROXIES: '127.0.0.1',
    DATABASE_NAME: options.database,
    REDIS_KEY_PREFIX: options.redisPrefix,
    JWT_SECRET: jwtSecret,
    IP_HASH_SECRET: process.env.BENCH_IP_HASH_SECRET ?? `${jwtSecret}:ip-hash`,
    TRANSPARENCY_SALT: process.env.BENCH_TRANSPARENCY_SALT ?? `${jwtSecret}:transparency-salt`,
    TRANSPARENCY_SIGNING_KEY: process.env.BENCH_TRANSPARENCY_SIGNING_KEY ?? `${jwtSecret}:transparency-signing-key`,
    PUSH_SIGNING_KEY: process.env.BENCH_PUSH_SIGNING_KEY ?? `${jwtSecret}:push-signing-key`,
    // Required in production; the bench sends no mail.
    SMTP_URL: process.env.BENCH_SMTP_URL ?? 'smtp://127.0.0.1:2525',
    MEDIA_ROOT: join(BENCH_VAR, 'media'),
    BENCH_PROFILE_DIR: PROFILE_DIR,
  };
}

async function machineFacts(pg: Client, redis: Redis): Promise<MachineFacts> {
  const {
    rows: [pgVersion],
  } = await pg.query<{ server_version: string }>('SHOW server_version');
  const info = await redis.info('server');
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: totalmem() / 1024 ** 3,
    node: process.version,
    postgres: `PostgreSQL ${pgVersion.server_version.split(' ')[0]}`,
    redis: /redis_version:(\S+)/.exec(info)?.[1] ?? 'unknown',
    loadAverageAtStart: loadavg(),
  };
}

/** Until the projector has rebuilt the projection from the ledger (its watermark exists). */
async function waitForWatermark(redis: Redis, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await redis.exists(rankingKeys.watermark)) > 0) return;
    await sleep(100);
  }
  throw new Error(`the projector did not rebuild the ranking within ${timeoutMs / 1000} s`);
}

/** Until the projector holds its lease, or has rebuilt: failing at once when a started process died. */
async function waitForProjector(redis: Redis, processes: StartedProcess[], timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    assertRunning(processes, 'start-up');
    if ((await redis.exists(rankingKeys.lease, rankingKeys.watermark)) > 0) return;
    await sleep(200);
  }
  log(`warning: no projector lease or watermark in Redis after ${timeoutMs} ms; is the projector running?`);
}

function newestProfile(name: string, pid: number, after: number): string | null {
  try {
    const files = readdirSync(PROFILE_DIR)
      .filter((file) => file.startsWith(`${name}-${pid}-`) && file.endsWith('.cpuprofile'))
      .map((file) => join(PROFILE_DIR, file))
      .filter((file) => statSync(file).mtimeMs >= after)
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    return files[0] ?? null;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), process.env);
  if (options.floor) {
    await benchFloor(options, process.argv.slice(2));
    return;
  }
  if (options.against || gatedByDefault(options)) {
    await benchAgainst(options, process.argv.slice(2));
    return;
  }
  const startedAt = new Date();
  const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  const envShown = Object.entries(process.env)
    .filter(([name]) => name.startsWith('BENCH_'))
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
  mkdirSync(PROFILE_DIR, { recursive: true });

  const jwtSecret = process.env.BENCH_JWT_SECRET ?? randomBytes(32).toString('hex');
  const env = benchEnvironment(options, jwtSecret);
  let traces: OtlpReceiver | undefined;
  if (options.tracing) {
    traces = await startOtlpReceiver({ keepSpans: false });
    env.OTEL_EXPORTER_OTLP_ENDPOINT = traces.url;
    log(
      `tracing on (sampler ${env.OTEL_TRACES_SAMPLER ?? 'default'}, ratio ${env.OTEL_TRACES_SAMPLER_ARG ?? 'default'})`,
    );
  }
  const serviceConfig = loadConfig(env);
  const devices = new DeviceIds(serviceConfig);
  const config: AppConfig = loadConfig({ ...env, NODE_ENV: 'development' });
  const processes: StartedProcess[] = [];
  let pg: Client | undefined;
  let redis: Redis | undefined;
  let witness: CourtWitness | undefined;

  const shutdown = async () => {
    await Promise.all(processes.map((started) => stopProcess(started)));
    await witness?.dispose();
    await pg?.end().catch(() => undefined);
    if (redis && redis.status !== 'end') await redis.quit().catch(() => undefined);
    if (traces) {
      log(`spans exported to the throwaway receiver: ${traces.count().toLocaleString('en-US')}`);
      await traces.close();
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      log(`${signal}: stopping the API and the worker`);
      void shutdown().finally(() => process.exit(130));
    });
  }

  try {
    // 1. Database, Redis prefix, seed.
    const cold = options.participants - options.hot;
    const voteSeconds = options.skipVote ? 0 : options.warmup + options.duration;
    const planRate = options.rate > 0 ? Math.min(options.rate * 1.05, options.planRate) : options.planRate;
    const planVoters = Math.max(options.voters, votersNeeded(voteSeconds * planRate, options.hot, cold));
    // The carrier scenario's phones, each with the device id the API would have given it, reused for
    // every vote of its voter as a phone's browser keeps its cookie.
    const deviceIds = options.addresses > 0 ? Array.from({ length: planVoters }, () => devices.issue()) : null;
    const deviceCookies = deviceIds?.map((id) => `${DEVICE_COOKIE}=${id}`) ?? null;
    const liveVotes = options.skipLive ? 0 : Math.ceil(options.liveRate * options.liveDuration);
    // The k6 live script's probers use voter (n × participants + slot) for their n-th vote: give them room.
    const liveVoters = Math.max(Math.ceil((liveVotes / options.participants) * 1.5) + 10, options.seedOnly ? 5000 : 0);
    log(`recreating database ${options.database}, emptying Redis prefix "${options.redisPrefix}"`);
    const seedStarted = performance.now();
    await recreateDatabase(config);
    await emptyRedisPrefix(config);
    if (deviceIds) await markDevicesProven(config, devices, deviceIds);
    const seeded = await seedContest(config, options.participants, planVoters + liveVoters);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    log(
      `seeded contest ${seeded.contestId}: ${seeded.participantIds.length} participants, ` +
        `${seeded.voterIds.length} voters (${planVoters} for the vote path, ${liveVoters} for the live stream) in ${seedSeconds.toFixed(1)} s`,
    );
    let history: { contestId: number; participantIds: number[]; seedSeconds: number } | undefined;
    if (options.historyRows > 0) {
      const started = performance.now();
      const seededHistory = await seedHistory(config, seeded.voterIds, options.historyRows, (done) =>
        log(`history: ${done.toLocaleString('en-US')} of ${options.historyRows.toLocaleString('en-US')} ledger rows`),
      );
      history = { ...seededHistory, seedSeconds: (performance.now() - started) / 1000 };
      log(`history contest ${history.contestId} seeded in ${history.seedSeconds.toFixed(1)} s`);
    }
    const plan: VotePlan = {
      hot: seeded.participantIds.slice(0, options.hot),
      cold: seeded.participantIds.slice(options.hot),
      voters: planVoters,
    };

    if (options.seedOnly) {
      const fixture = isAbsolute(options.fixture) ? options.fixture : join(ROOT, options.fixture);
      mkdirSync(dirname(fixture), { recursive: true });
      const tokens = mintAccessTokens(
        jwtSecret,
        seeded.voterIds.slice(0, planVoters),
        seeded.numbers.slice(0, planVoters),
      );
      const liveTokens = mintAccessTokens(
        jwtSecret,
        seeded.voterIds.slice(planVoters, planVoters + liveVoters),
        seeded.numbers.slice(planVoters, planVoters + liveVoters),
      );
      writeFileSync(
        fixture,
        JSON.stringify({
          base_url: `http://127.0.0.1:${options.port}`,
          contest_id: seeded.contestId,
          hot: plan.hot,
          cold: plan.cold,
          voters: tokens.map((token, index) => ({
            token,
            ip: voterIp(index, options.addresses),
            ...(deviceCookies ? { cookie: deviceCookies[index] } : {}),
          })),
          live_voters: liveTokens.map((token, index) => ({ token, ip: voterIp(planVoters + index) })),
          secure_ids: Object.fromEntries(
            seeded.participantIds.map((id) => [id, secureId(secureIdKey(jwtSecret), seeded.contestId, id)]),
          ),
        }),
      );
      const apiEnv = [
        'NODE_ENV',
        'TRUSTED_PROXIES',
        'DATABASE_NAME',
        'REDIS_KEY_PREFIX',
        'JWT_SECRET',
        'IP_HASH_SECRET',
        'TRANSPARENCY_SALT',
        'TRANSPARENCY_SIGNING_KEY',
        'PUSH_SIGNING_KEY',
        'SMTP_URL',
      ]
        .map((name) => `${name}=${env[name]}`)
        .join(' ');
      console.log(`k6 fixture written to ${relative(ROOT, fixture)} (${tokens.length} voters).`);
      console.log(`Start the API and the worker against it with:\n  ${apiEnv} PORT=${options.port} npm run start:api`);
      console.log(`  ${apiEnv} npm run start:worker`);
      console.log(`then: k6 run -e FIXTURE=${fixture} load-tests/k6/vote-path.js`);
      return;
    }

    pg = new Client({
      host: config.database.host,
      port: config.database.port,
      user: config.database.username,
      password: config.database.password,
      database: config.database.name,
    });
    await pg.connect();
    redis = createRedis(config);
    const machine = await machineFacts(pg, redis);

    // 2. Build when needed, start the worker and the API.
    if (options.runtime === 'dist') {
      const stale = distStaleness();
      if (stale && options.build) {
        log(`building (${stale})`);
        build();
      } else if (stale) {
        log(`warning: dist is stale (${stale}) and --no-build was given`);
      }
    }
    const hook = [...(options.profile ? [join(__dirname, 'cpu-profile-hook.ts')] : [])];
    if (options.witness) {
      witness = await startCourtWitness(new TreeHeadSigner(serviceConfig).verifierKey, options.runtime);
      processes.push(witness.process);
      Object.assign(env, witness.settings);
      log(`court officer's witness up: ${witness.settings.TRANSPARENCY_WITNESSES}`);
    }
    const workerMetricsPort = await freePort();
    const workerStartedAt = performance.now();
    processes.push(
      startProcess('worker', appCommand('worker', options.runtime, hook), {
        ...env,
        WORKER_METRICS_PORT: String(workerMetricsPort),
        BENCH_PROFILE_NAME: 'worker',
      }),
    );
    const logProbe = new PublicLogProbe(pg, `http://127.0.0.1:${workerMetricsPort}/metrics`);
    const checkpointInterval = serviceConfig.transparency.checkpointIntervalSeconds;
    const urls: string[] = [];
    const metricsUrls: string[] = [];
    // With --live-procs, every API leaves the sockets to LIVE_PORT, where the first API's primary runs them.
    const livePort = options.liveProcesses > 0 ? await freePort() : null;
    for (let index = 0; index < options.apiProcesses; index += 1) {
      const port = options.port + index;
      const metricsPort = await freePort();
      processes.push(
        startProcess(`api-${index}`, appCommand('api', options.runtime, hook), {
          ...env,
          PORT: String(port),
          METRICS_PORT: String(metricsPort),
          API_PROCESSES: String(options.cluster),
          ...(livePort
            ? { LIVE_PORT: String(livePort), LIVE_PROCESSES: String(index === 0 ? options.liveProcesses : 0) }
            : {}),
        }),
      );
      urls.push(`http://127.0.0.1:${port}`);
      metricsUrls.push(`http://127.0.0.1:${metricsPort}/metrics`);
    }
    const apis = processes.filter((started) => started.name.startsWith('api-'));
    await Promise.all(apis.map((api, index) => waitForHealth(urls[index], api)));
    const liveUrl = livePort ? `http://127.0.0.1:${livePort}` : null;
    if (liveUrl) await waitForHealth(liveUrl, apis[0]);
    await waitForProjector(redis, processes);
    assertRunning(processes, 'start-up');
    let rebuildSeconds: number | undefined;
    let catchUpRowsPerSecond: number | undefined;
    if (history) {
      await waitForWatermark(redis, 30 * 60_000);
      rebuildSeconds = (performance.now() - workerStartedAt) / 1000;
      log(
        `projector rebuilt ${options.historyRows.toLocaleString('en-US')} ledger rows in ${rebuildSeconds.toFixed(1)} s`,
      );
      await appendHistoryVotes(
        pg,
        { contestId: history.contestId, participantIds: history.participantIds, voterIds: seeded.voterIds },
        options.historyRows,
        CATCH_UP_ROWS,
      );
      const caught = await waitForProjection(redis, pg, 600_000);
      assertRunning(processes, 'the history catch-up');
      if (!caught.reachedNewestRow) throw new Error('the projector did not catch up with the appended rows');
      catchUpRowsPerSecond = CATCH_UP_ROWS / caught.seconds;
      log(`projector applied ${CATCH_UP_ROWS.toLocaleString('en-US')} new rows in ${caught.seconds.toFixed(1)} s`);
    }
    const pidsOf = (prefix: string) =>
      processes.filter((started) => started.name.startsWith(prefix)).map((started) => started.child.pid ?? -1);
    // The live processes are the first API primary's children running the live entry; their CPU is named apart.
    const livePids = () => (liveUrl ? childrenRunning(apis[0].child.pid ?? -1, LIVE_ENTRY) : []);
    log(
      `API up at ${urls.join(', ')}; worker pid ${pidsOf('worker').join(',')}` +
        (liveUrl ? `; sockets at ${liveUrl}, live pids ${livePids().join(',')}` : ''),
    );
    if (options.liveNice !== 0) for (const pid of livePids()) setPriority(pid, options.liveNice);

    // 3. Vote path.
    let vote: BenchReport['vote'];
    let publicLog: BenchReport['publicLog'];
    const acknowledged: Float64Array[] = [];
    const ourPids = () => [process.pid, ...processes.map((started) => started.child.pid ?? -1)];
    const profiled = () => [
      ...pidsOf('api-').map((pid) => ({ name: 'api', label: 'API', pid })),
      ...pidsOf('worker').map((pid) => ({ name: 'worker', label: 'Worker', pid })),
    ];
    const toggleProfiles = () => {
      if (options.profile) for (const { pid } of profiled()) process.kill(pid, 'SIGWINCH');
    };
    /** The API processes' and the worker's CPU profiles of the measured window, which stopped at `stoppedAt`. */
    const collectProfiles = async (stoppedAt: number): Promise<ProfileSummary[]> => {
      const profiles: ProfileSummary[] = [];
      if (!options.profile) return profiles;
      for (const { name, label, pid } of profiled()) {
        let file: string | null = null;
        for (let attempt = 0; attempt < 100 && !file; attempt += 1) {
          file = newestProfile(name, pid, stoppedAt - 5000);
          if (!file) await sleep(100);
        }
        if (file) profiles.push(summarizeProfile(file, label));
        else log(`warning: no CPU profile from ${label} pid ${pid}`);
      }
      return profiles;
    };
    let ussd: BenchReport['ussd'];
    if (!options.skipVote && options.channel === 'ussd') {
      if (options.waitIdle > 0) await waitForQuietCpu(options.waitIdle, ourPids(), options.database, log);
      log(
        `USSD vote path: ${options.warmup} s warm-up + ${options.duration} s, ${options.connections} connections, no rate cap`,
      );
      let profileStoppedAt = 0;
      const path = await ussdPath({
        input: {
          urls,
          path: new URL(ussdCallbackUrl(config)).pathname,
          numbers: seeded.voterIds.slice(0, planVoters).map(voterNumber),
          codes: Object.fromEntries(seeded.participantIds.map((id, index) => [id, seeded.voteCodes[index]])),
          plan,
          warmupSeconds: options.warmup,
          durationSeconds: options.duration,
          connections: options.connections,
          runTag: `bench-${startedAt.getTime().toString(36)}`,
        },
        pg,
        redis,
        database: options.database,
        contestId: seeded.contestId,
        metricsUrls,
        named: () => ({
          api: pidsOf('api-'),
          live: livePids(),
          worker: pidsOf('worker'),
          [WITNESS_GROUP]: pidsOf('witness'),
          bench: [process.pid],
        }),
        onWindow: (edge) => {
          toggleProfiles();
          if (edge === 'start') logProbe.start();
          if (edge === 'end') {
            logProbe.end();
            profileStoppedAt = Date.now() - 1000;
          }
        },
        log,
      });
      assertRunning(processes, 'the USSD vote path');
      ussd = { ...path, profiles: await collectProfiles(profileStoppedAt) };
      publicLog = await logProbe.finish(
        path.result.main.acceptedIds.length,
        path.cpu,
        checkpointInterval,
        options.witness,
      );
      if (path.result.warmup) acknowledged.push(path.result.warmup.acceptedIds);
      acknowledged.push(path.result.main.acceptedIds);
      const votes = path.result.main.counted + path.result.main.held;
      log(
        `USSD vote path: ${votes} votes in ${path.result.main.sessionsStarted} sessions in ${path.result.main.seconds.toFixed(1)} s ` +
          `(${(votes / path.result.main.seconds).toFixed(0)}/s); projector caught up in ${path.catchUp.seconds.toFixed(2)} s`,
      );
    } else if (!options.skipVote) {
      if (options.waitIdle > 0) await waitForQuietCpu(options.waitIdle, ourPids(), options.database, log);
      let cpuBefore: CpuSnapshot | undefined;
      let cpuAfter: CpuSnapshot | undefined;
      let serverBefore: Promise<ServerCounters> | undefined;
      let profileStoppedAt = 0;
      let metricsBefore: Promise<string[]> | undefined;
      let metricsAfter: Promise<string[]> | undefined;
      const allMetrics = () => Promise.all(metricsUrls.map((url) => fetchMetrics(url)));
      const input: VoteLoadInput = {
        urls,
        secret: jwtSecret,
        voterIds: seeded.voterIds.slice(0, planVoters),
        numbers: seeded.numbers.slice(0, planVoters),
        plan,
        warmupSeconds: options.warmup,
        durationSeconds: options.duration,
        connections: options.connections,
        rate: options.rate,
        addresses: options.addresses,
        deviceCookies,
      };
      log(
        `vote path: ${options.warmup} s warm-up + ${options.duration} s, ${options.connections} connections, ` +
          (options.rate > 0 ? `${options.rate} req/s` : 'no rate cap'),
      );
      let generatorPids: number[] = [];
      const result = await runChild<VoteLoadInput, VoteLoadResult>(
        'vote-load.ts',
        input,
        (message) => {
          const { type } = message as { type: string };
          if (type === 'log') log((message as LogMessage).text);
          if (type !== 'phase') return;
          const phase = (message as PhaseMessage).phase;
          if (phase === 'main-start') {
            cpuBefore = cpuSnapshot();
            serverBefore = serverCounters(pg!, redis!, options.database);
            metricsBefore = allMetrics();
            logProbe.start();
            toggleProfiles();
          } else if (phase === 'main-end') {
            cpuAfter = cpuSnapshot();
            metricsAfter = allMetrics();
            logProbe.end();
            toggleProfiles();
            profileStoppedAt = Date.now() - 1000;
          }
        },
        (pid) => {
          generatorPids = [pid];
        },
      );
      assertRunning(processes, 'the vote path');
      const catchUp = await waitForProjection(redis, pg);
      await sleep(1000);
      const server = serverBefore
        ? serverDelta(await serverBefore, await serverCounters(pg, redis, options.database))
        : null;
      const cpu =
        cpuBefore && cpuAfter
          ? cpuUsage(
              cpuBefore,
              cpuAfter,
              {
                api: pidsOf('api-'),
                live: livePids(),
                worker: pidsOf('worker'),
                [WITNESS_GROUP]: pidsOf('witness'),
                [GENERATOR_GROUPS.web]: generatorPids,
                bench: [process.pid],
              },
              options.database,
            )
          : null;
      const profiles = await collectProfiles(profileStoppedAt);
      if (result.warmup) acknowledged.push(result.warmup.acceptedIds);
      acknowledged.push(result.main.acceptedIds);
      const apiVoteTime =
        metricsBefore && metricsAfter
          ? summarizeBuckets(
              histogramDelta(
                histogramOf(await metricsBefore, 'http_request_duration_seconds', isAcceptedVote),
                histogramOf(await metricsAfter, 'http_request_duration_seconds', isAcceptedVote),
              ),
            )
          : null;
      vote = { result, cpu, server, catchUp, profiles, apiVoteTime };
      publicLog = await logProbe.finish(result.main.acceptedIds.length, cpu, checkpointInterval, options.witness);
      log(
        `vote path: ${result.main.accepted} accepted in ${result.main.seconds.toFixed(1)} s ` +
          `(${(result.main.accepted / result.main.seconds).toFixed(0)}/s); projector caught up in ${catchUp.seconds.toFixed(2)} s`,
      );
    }

    // 4. Live rankings: the sockets and the vote stream split over BENCH_SOCKET_PROCS processes.
    let live: BenchReport['live'];
    if (!options.skipLive) {
      if (options.waitIdle > 0) await waitForQuietCpu(options.waitIdle, ourPids(), options.database, log);
      const counts = await ledgerCounts(pg, seeded.contestId);
      const key = secureIdKey(jwtSecret);
      const parts = Math.max(1, Math.min(options.socketProcesses, options.participants));
      const inputs: LiveLoadInput[] = Array.from({ length: parts }, (_, part) => {
        const voteParticipants = seeded.participantIds
          .map((_id, index) => index)
          .filter((index) => index % parts === part);
        return {
          url: urls[part % urls.length],
          socketUrl: liveUrl ?? urls[part % urls.length],
          contestId: seeded.contestId,
          sockets: Math.floor(options.sockets / parts) + (part < options.sockets % parts ? 1 : 0),
          slowSockets: Math.floor(options.slowSockets / parts) + (part < options.slowSockets % parts ? 1 : 0),
          participantIds: seeded.participantIds,
          secureIds: seeded.participantIds.map((id) => secureId(key, seeded.contestId, id)),
          baseCounts: seeded.participantIds.map((id) => counts.get(id) ?? 0),
          voteParticipants,
          secret: jwtSecret,
          // Voter n casts the n-th vote of a participant: processes share voters, never a pair.
          voterIds: seeded.voterIds.slice(planVoters, planVoters + liveVoters),
          numbers: seeded.numbers.slice(planVoters, planVoters + liveVoters),
          ipOffset: planVoters,
          rate: (options.liveRate * voteParticipants.length) / options.participants,
          durationSeconds: options.liveDuration,
          graceSeconds: 5,
          checkSnapshot: part === 0,
        };
      });
      log(
        `live: ${options.sockets} sockets over ${parts} process(es), ${options.liveRate} votes/s for ${options.liveDuration} s` +
          (liveUrl ? `, sockets on ${options.liveProcesses} live process(es)` : ''),
      );
      let cpuBefore: CpuSnapshot | undefined;
      let cpuAfter: CpuSnapshot | undefined;
      const generatorPids: number[] = [];
      const children: ChildProcess[] = [];
      let ready = 0;
      let ended = 0;
      let metricsBefore: Promise<string[]> | undefined;
      let metricsAfter: Promise<string[]> | undefined;
      let serverBefore: Promise<ServerCounters> | undefined;
      let serverAfter: Promise<ServerCounters> | undefined;
      const pgClient = pg;
      const redisClient = redis;
      const allMetrics = () => Promise.all(metricsUrls.map((url) => fetchMetrics(url)));
      const results = await Promise.all(
        inputs.map((input) =>
          runChild<LiveLoadInput, LiveLoadResult>(
            'live-load.ts',
            input,
            (message) => {
              const { type } = message as { type: string };
              if (type === 'log') log((message as LogMessage).text);
              if (type !== 'phase') return;
              const phase = (message as PhaseMessage).phase;
              if (phase === 'ready' && (ready += 1) === parts) {
                cpuBefore = cpuSnapshot();
                metricsBefore = allMetrics();
                serverBefore = serverCounters(pgClient, redisClient, options.database);
                for (const child of children) child.send({ type: 'go' });
              } else if (phase === 'stream-end' && (ended += 1) === parts) {
                cpuAfter = cpuSnapshot();
                metricsAfter = allMetrics();
                serverAfter = serverCounters(pgClient, redisClient, options.database);
              }
            },
            (pid, child) => {
              generatorPids.push(pid);
              children.push(child);
            },
          ),
        ),
      );
      assertRunning(processes, 'the live scenario');
      const result = mergeLiveResults(options.sockets, results);
      const catchUp = await waitForProjection(redis, pg);
      acknowledged.push(Float64Array.from(result.acceptedIds));
      const cpu =
        cpuBefore && cpuAfter
          ? cpuUsage(
              cpuBefore,
              cpuAfter,
              {
                api: pidsOf('api-'),
                live: livePids(),
                worker: pidsOf('worker'),
                [WITNESS_GROUP]: pidsOf('witness'),
                'load generators (sockets + votes)': generatorPids,
                bench: [process.pid],
              },
              options.database,
            )
          : null;
      const delta = async (name: string, matches?: (labels: Map<string, string>) => boolean) =>
        metricsBefore && metricsAfter
          ? summarizeBuckets(
              histogramDelta(
                histogramOf(await metricsBefore, name, matches),
                histogramOf(await metricsAfter, name, matches),
              ),
            )
          : null;
      live = {
        result,
        cpu,
        server: serverBefore && serverAfter ? serverDelta(await serverBefore, await serverAfter) : null,
        catchUp,
        apiFlush: await delta('live_ranking_flush_latency_seconds', (labels) => labels.get('rate') === 'live'),
        apiVoteTime: await delta('http_request_duration_seconds', isAcceptedVote),
      };
      log(
        `live: vote → ranking_update p95 ${result.everySocket.p95.toFixed(1)} ms over ${result.everySocket.count} deliveries`,
      );
    }

    // 4b. One socket floods the live feed with snapshot requests while the health route is timed.
    let flood: BenchReport['flood'];
    if (options.socketFlood) {
      if (options.waitIdle > 0) await waitForQuietCpu(options.waitIdle, ourPids(), options.database, log);
      const flooded = await seedContest(config, FLOOD_PARTICIPANTS, 0);
      flood = await socketFlood(
        { url: urls[0], metricsUrl: metricsUrls[0], pids: pidsOf('api-') },
        flooded.contestId,
        log,
      );
      assertRunning(processes, 'the socket flood');
      log(
        `socket flood: /api/health/ p95 ${flood.idle.p95.toFixed(1)} ms idle, ${flood.during.p95.toFixed(1)} ms during; ` +
          `${flood.result.snapshots} snapshots answered, disconnected: ${flood.result.disconnected ?? 'no'}`,
      );
    }

    // 4c. Vote farms and honest voters behind one address.
    let fraud: BenchReport['fraud'];
    if (options.fraud) {
      if (options.waitIdle > 0) await waitForQuietCpu(options.waitIdle, ourPids(), options.database, log);
      fraud = await fraudScenario({ urls, pg, redis, jwtSecret }, options.fraudSignups, log);
      assertRunning(processes, 'the fraud scenario');
      log(
        `fraud: farm ${fraud.farm.votes.counted} counted / ${fraud.farm.votes.held} held in ${fraud.farm.seconds.toFixed(0)} s; ` +
          `established voters held: ${fraud.legit.votes.held}; totals ${fraud.consistent ? 'agree' : 'DISAGREE'}`,
      );
    }

    // 5. Consistency.
    await waitForProjection(redis, pg);
    const all = new Float64Array(acknowledged.reduce((sum, ids) => sum + ids.length, 0));
    let offset = 0;
    for (const ids of acknowledged) {
      all.set(ids, offset);
      offset += ids.length;
    }
    const consistency = await checkConsistency(redis, pg, seeded.contestId, seeded.participantIds, all);

    // 6. Reads of the large history contest: its ranking and its participants, as the site asks them.
    let historyReport: BenchReport['history'];
    if (history) {
      const contest = history.contestId;
      const reads: ReadCost[] = [];
      for (const [name, path] of [
        ['ranking, top 20', `/api/contests/contests/${contest}/ranking/?page_size=20`],
        ['ranking, page 250', `/api/contests/contests/${contest}/ranking/?page=250&page_size=20`],
        [
          'participants, most voted first',
          `/api/contests/contests/${contest}/participants/?ordering=-votes&page_size=20`,
        ],
        [
          'participants, searched',
          `/api/contests/contests/${contest}/participants/?search=finaliste%2012&ordering=-votes&page_size=20`,
        ],
        ['one participant', `/api/contests/participants/${history.participantIds[0]}/`],
      ] as const) {
        reads.push(await measureRead(urls[0], name, path, 10));
        log(`read ${name}: ${reads.at(-1)!.requestsPerSecond.toFixed(0)} req/s, p99 ${reads.at(-1)!.p99} ms`);
      }
      historyReport = {
        contestId: contest,
        participants: HISTORY_PARTICIPANTS,
        rows: options.historyRows,
        seedSeconds: history.seedSeconds,
        rebuildSeconds: rebuildSeconds ?? 0,
        catchUpRows: CATCH_UP_ROWS,
        catchUpRowsPerSecond: catchUpRowsPerSecond ?? 0,
        reads,
      };
    }

    assertRunning(processes, 'the run');
    const report: BenchReport = {
      startedAt,
      command: envShown ? `${envShown} ${command}` : command,
      options,
      machine,
      seeded: {
        contestId: seeded.contestId,
        participants: seeded.participantIds.length,
        hot: options.hot,
        voters: seeded.voterIds.length,
        seedSeconds,
      },
      history: historyReport,
      vote,
      ussd,
      publicLog,
      live,
      flood,
      fraud,
      consistency,
    };
    console.log(renderReport(report));

    if (options.keep) {
      log(`keeping the stack up (${urls.join(', ')}); Ctrl-C to stop`);
      await new Promise(() => undefined);
    }
  } finally {
    await shutdown();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DeadProcessError) {
    for (const line of error.message.split('\n')) log(`FAILED: ${line}`);
    log('FAILED: no report: its figures would not hold without that process');
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  }
  process.exit(1);
});
