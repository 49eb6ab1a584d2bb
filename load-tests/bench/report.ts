import { BROADCAST_INTERVAL_MS } from '@app/live/change-coalescer';
import type { ReadCost } from './reads';
import type { CatchUp, Consistency } from './consistency';
import type { CpuUsage } from './cpu';
import type { FloodReport } from './flood-scenario';
import { renderFraud } from './fraud-report';
import type { FraudReport } from './fraud-scenario';
import type { LiveSummary } from './live-results';
import { type PublicLogWindow, renderPublicLog } from './log-report';
import type { BenchOptions } from './options';
import type { ProfileSummary } from './profile';
import type { BucketSummary } from './prom-metrics';
import type { ServerDelta } from './server-stats';
import {
  bounds,
  cpuTable,
  int,
  ms,
  pct,
  profileTables,
  redisTable,
  statuses,
  table,
  triple,
  verdict,
} from './report-format';
import { GENERATOR_GROUPS, renderTierCosts, tierCosts } from './tier-cpu';
import type { UssdPathReport } from './ussd-path';
import { renderUssdPath } from './ussd-report';
import type { VoteLoadResult } from './vote-load';

/** The most frames a live watcher gets a second: one per broadcast interval. */
const LIVE_FRAMES_PER_SECOND = 1000 / BROADCAST_INTERVAL_MS.live;
const SLOW_FRAMES_PER_SECOND = 1000 / BROADCAST_INTERVAL_MS.slow;
/** The live feed's figures count only while the machine keeps this much of its CPU free (clients included). */
const LIVE_MACHINE_BUSY_TARGET = 0.8;

export interface MachineFacts {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  postgres: string;
  redis: string;
  loadAverageAtStart: number[];
}

export interface BenchReport {
  startedAt: Date;
  command: string;
  options: BenchOptions;
  machine: MachineFacts;
  seeded: { contestId: number; participants: number; hot: number; voters: number; seedSeconds: number };
  /** A closed contest with a large ledger seeded first (`--history-rows`): the rebuild and its reads. */
  history?: {
    contestId: number;
    participants: number;
    rows: number;
    seedSeconds: number;
    /** From the worker's start to the projection rebuilt from the whole ledger. */
    rebuildSeconds: number;
    /** Rows appended in one transaction afterwards, and how fast the projector applied them. */
    catchUpRows: number;
    catchUpRowsPerSecond: number;
    reads: ReadCost[];
  };
  vote?: {
    result: VoteLoadResult;
    cpu: CpuUsage | null;
    server: ServerDelta | null;
    catchUp: CatchUp;
    profiles: ProfileSummary[];
    /** The API's own timing of its 201 answers (Fastify onResponse, Prometheus buckets). */
    apiVoteTime: BucketSummary | null;
  };
  /** The vote path by USSD (`--channel ussd`), instead of `vote`. */
  ussd?: UssdPathReport;
  /** The public log over the vote path's measured window (web or USSD); null when the window never ended. */
  publicLog?: PublicLogWindow | null;
  live?: {
    result: LiveSummary;
    cpu: CpuUsage | null;
    /** Redis and PostgreSQL while the sockets were fed: what each live process's reads and the pub/sub cost. */
    server: ServerDelta | null;
    catchUp: CatchUp;
    /** The gateway's own "change heard → ranking_update broadcast" time (coalescing wait + reads). */
    apiFlush: BucketSummary | null;
    apiVoteTime: BucketSummary | null;
  };
  flood?: FloodReport;
  fraud?: FraudReport;
  consistency: Consistency;
}

/** The machine's load while the sockets were fed, and the server's CPU per 1,000 frames delivered. */
function liveCpuRows(cpu: CpuUsage, frames: number): string[][] {
  const seconds = (group: string) => cpu.groups.find((share) => share.group === group)?.seconds ?? 0;
  const perThousand = (group: string) => ms((seconds(group) / Math.max(1, frames)) * 1e6);
  const live = seconds('live') > 0;
  return [
    [
      'Live: machine busy while the sockets were fed (clients included)',
      `< ${pct(LIVE_MACHINE_BUSY_TARGET)}`,
      pct(cpu.machineBusy),
      verdict(cpu.machineBusy < LIVE_MACHINE_BUSY_TARGET),
    ],
    [
      'Live: server CPU per 1,000 frames delivered',
      '',
      live
        ? `${perThousand('live')} ms in the live processes (the fan-out), ${perThousand('api')} ms in the API (the vote stream), ${int(frames)} frames`
        : `${perThousand('api')} ms in the API (fan-out and vote stream), ${int(frames)} frames`,
      '',
    ],
  ];
}

export function renderReport(report: BenchReport): string {
  const { options, machine, vote, live, consistency } = report;
  const lines: string[] = [];
  lines.push(`## Bench run ${report.startedAt.toISOString()}`);
  lines.push('');
  lines.push(`Command: \`${report.command}\``);
  lines.push('');
  lines.push(
    `Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB.toFixed(0)} GiB; Node ${machine.node}; ` +
      `${machine.postgres}; Redis ${machine.redis}; load average at start ${machine.loadAverageAtStart.map((value) => value.toFixed(2)).join(' ')}. ` +
      `PostgreSQL, Redis, ${options.apiProcesses} API(s) of ${options.cluster} process(es) each, the worker and the load generators all on this box.`,
  );
  lines.push('');

  lines.push(
    `Seeded: contest ${report.seeded.contestId}, ${report.seeded.participants} participants (${report.seeded.hot} hot, 80 % of votes), ` +
      `${int(report.seeded.voters)} voters (one argon2 hash), in ${report.seeded.seedSeconds.toFixed(1)} s.`,
  );
  lines.push('');
  if (report.history) {
    const history = report.history;
    lines.push(
      `History: contest ${history.contestId} (closed), ${int(history.participants)} participants, ` +
        `${int(history.rows)} ledger rows seeded in ${history.seedSeconds.toFixed(1)} s; the projector rebuilt the ranking ` +
        `from the whole ledger in ${history.rebuildSeconds.toFixed(1)} s (worker start to watermark); ` +
        `${int(history.catchUpRows)} rows appended at once were applied at ${int(history.catchUpRowsPerSecond)} rows/s.`,
    );
    lines.push('');
    lines.push('| Read of the history contest (10 s, 10 connections) | Requests/s | p50 / p99 | Failures |');
    lines.push('| --- | --- | --- | --- |');
    for (const read of history.reads) {
      lines.push(
        `| ${read.name} (\`${read.path}\`) | ${int(read.requestsPerSecond)} | ${read.p50} / ${read.p99} ms | ${int(read.failures)} |`,
      );
    }
    lines.push('');
  }

  const rows: string[][] = [];
  if (vote) {
    const main = vote.result.main;
    const rate = main.accepted / main.seconds;
    const steady = main.acceptedPerSecond.length > 0 ? Math.min(...main.acceptedPerSecond) : 0;
    const refused = main.responses - main.accepted;
    const apiSeconds = vote.cpu?.groups.find((group) => group.group === 'api')?.seconds;
    const apiMsPerVote = apiSeconds === undefined || main.accepted === 0 ? null : (apiSeconds / main.accepted) * 1000;
    rows.push(
      [
        `Vote path: accepted (durable) free votes/s, mean over ${main.seconds.toFixed(0)} s`,
        '≥ 6,000',
        int(rate),
        verdict(rate >= 6000),
      ],
      ['Vote path: lowest accepted votes in one second', '≥ 6,000', int(steady), verdict(steady >= 6000)],
      [
        'Vote path: latency of 201s p50 / p95 / p99',
        'p99 ≤ 50 ms',
        triple(main.latencyAccepted),
        verdict(main.latencyAccepted.p99 <= 50),
      ],
      ['Vote path: latency max', '', `${ms(main.latencyAccepted.max)} ms`, ''],
      ...(apiMsPerVote === null
        ? []
        : [
            [
              'Vote path: API CPU per accepted vote',
              '≤ 0.10 ms',
              `${apiMsPerVote.toFixed(3)} ms`,
              verdict(apiMsPerVote <= 0.1),
            ],
          ]),
      [
        'Vote path: answers other than 201',
        '0',
        `${int(refused)} (${statuses(main.statuses)})`,
        verdict(refused === 0),
      ],
      [
        'Vote path: connection errors / timeouts',
        '0',
        `${int(main.errors)} / ${int(main.timeouts)}`,
        verdict(main.errors === 0 && main.timeouts === 0),
      ],
      [
        'Vote path: projector catch-up after the load',
        '',
        `${vote.catchUp.seconds.toFixed(2)} s${vote.catchUp.reachedNewestRow ? '' : ' (watermark stopped short of the newest row)'}`,
        '',
      ],
    );
  }
  if (live) {
    const result = live.result;
    rows.push(
      [
        'Live: sockets connected / joined',
        int(options.sockets),
        `${int(result.socketsConnected)} / ${int(result.socketsJoined)} (in ${result.connectSeconds.toFixed(1)} s, ${result.processes} client processes)`,
        verdict(result.socketsJoined >= options.sockets),
      ],
      [
        'Live: vote stream while the sockets are fed (201s, HTTP p50 / p95 / p99, as its clients time them)',
        'p99 ≤ 50 ms',
        `${int(result.votesAccepted)} of ${int(result.votesSent)} at ${(result.votesSent / result.streamSeconds).toFixed(0)}/s; ${triple(result.voteLatency)}`,
        verdict(result.voteLatency.p99 <= 50),
      ],
      [
        'Live: vote 201 → broadcast showing it, every socket, p50 / p95 / p99',
        'p95 ≤ 250 ms, p99 ≤ 400 ms',
        `${triple(result.everySocket)} (${int(result.everySocket.count)} deliveries)`,
        verdict(result.everySocket.p95 <= 250 && result.everySocket.p99 <= 400),
      ],
      [
        'Live: … first socket (of its client process) to show the vote, p50 / p95 / p99',
        '',
        triple(result.firstSocket),
        '',
      ],
      [
        'Live: … last socket (of its client process) to show the vote, p50 / p95 / p99',
        '',
        triple(result.lastSocket),
        '',
      ],
      [
        'Live: deliveries missed (not shown within the grace period)',
        '0',
        int(result.missed),
        verdict(result.missed === 0),
      ],
      [
        'Live: size of one broadcast (ranking_delta: the changed entries)',
        '',
        `${int(result.broadcastSize)} characters, × ${int(result.socketsJoined)} sockets per broadcast`,
        '',
      ],
      [
        'Live: broadcasts per socket per second',
        `≤ ${LIVE_FRAMES_PER_SECOND}`,
        result.updatesPerSocketPerSecond.toFixed(2),
        verdict(result.updatesPerSocketPerSecond <= LIVE_FRAMES_PER_SECOND * 1.01),
      ],
      [
        'Live: bytes per socket per second (the payloads of the frames received)',
        '',
        int(result.liveBytesPerSocketPerSecond),
        '',
      ],
      ...(result.slowSockets > 0
        ? [
            [
              `Live: ${int(result.slowSockets)} sockets at the slow rate: frames, bytes per socket per second`,
              `≤ ${SLOW_FRAMES_PER_SECOND} frame`,
              `${result.slowFramesPerSocketPerSecond.toFixed(2)} frames, ${int(result.slowBytesPerSocketPerSecond)} bytes`,
              verdict(result.slowFramesPerSocketPerSecond <= SLOW_FRAMES_PER_SECOND * 1.01),
            ],
          ]
        : []),
      ...(live.cpu ? liveCpuRows(live.cpu, result.framesDelivered) : []),
      [
        'Live: client event-loop delay p50 / p99 / max',
        '',
        `${ms(result.clientLoopDelay.p50)} / ${ms(result.clientLoopDelay.p99)} / ${ms(result.clientLoopDelay.max)} ms`,
        '',
      ],
    );
    if (result.problems.length > 0 || result.disconnects > 0) {
      rows.push([
        'Live: problems',
        'none',
        [...result.problems, result.disconnects ? `${result.disconnects} disconnects` : '']
          .filter(Boolean)
          .join('; ')
          .replace(/\|/g, '/'),
        '**see**',
      ]);
    }
  }
  if (report.flood) {
    const { flood } = report;
    const health = (summary: FloodReport['idle']) =>
      `${triple(summary)}, max ${ms(summary.max)} ms (${int(summary.count)} checks` +
      (summary.failures ? `, ${int(summary.failures)} failed` : '') +
      ')';
    const errors = Object.entries(flood.result.errors)
      .map(([code, count]) => `${int(count)} × ${code}`)
      .join(', ');
    rows.push(
      [
        `Socket flood: \`/api/health/\` p50 / p95 / p99 with the API idle (${flood.healthRate}/s for ${flood.windowSeconds} s)`,
        '',
        health(flood.idle),
        '',
      ],
      [
        `Socket flood: \`/api/health/\` p50 / p95 / p99 while one socket sends ${int(flood.messages)} \`get_ranking\` {limit: ${int(flood.limit)}}`,
        'p95 ≤ 20 ms',
        health(flood.during),
        verdict(flood.during.p95 <= 20 && flood.during.failures === 0),
      ],
      [
        `Socket flood: API CPU over the ${flood.windowSeconds} s window, idle / during the flood`,
        '',
        `${ms(flood.apiCpuSeconds.idle * 1000)} / ${ms(flood.apiCpuSeconds.during * 1000)} ms`,
        '',
      ],
      [
        'Socket flood: API event-loop delay p99 / max over the window (its own measure), idle / during the flood',
        '',
        `${ms(flood.apiLoopDelay.idle.p99)} / ${ms(flood.apiLoopDelay.idle.max)} ms; ${ms(flood.apiLoopDelay.during.p99)} / ${ms(flood.apiLoopDelay.during.max)} ms`,
        '',
      ],
      [
        'Socket flood: what the flooding socket got',
        '',
        `${int(flood.result.snapshots)} snapshots (${(flood.result.snapshotCharacters / 1048576).toFixed(2)} MiB of JSON)` +
          (errors ? `, errors ${errors}` : '') +
          `; ${flood.result.disconnected ? `disconnected (${flood.result.disconnected})` : 'still connected'} ` +
          `${ms(flood.result.seconds * 1000)} ms after its first message (${flood.participants}-participant contest)`,
        '',
      ],
    );
  }
  rows.push(
    [
      'Consistency: acknowledged votes missing from the ledger',
      '0',
      `${int(consistency.lostAcknowledged)} of ${int(consistency.acknowledged)} acknowledged`,
      verdict(consistency.lostAcknowledged === 0),
    ],
    [
      'Consistency: ledger rows − acknowledged votes',
      '0',
      `${int(consistency.ledgerRows)} rows − ${int(consistency.acknowledged - consistency.duplicateAcks)} = ${int(consistency.unacknowledgedRows)}` +
        (consistency.duplicateAcks ? `; ${int(consistency.duplicateAcks)} duplicate acks` : ''),
      verdict(consistency.unacknowledgedRows === 0 && consistency.duplicateAcks === 0),
    ],
    [
      'Consistency: participants whose projection ≠ ledger sum',
      '0',
      `${int(consistency.divergent.length)} of ${consistency.participants}` +
        consistency.divergent
          .slice(0, 3)
          .map((d) => `; #${d.participantId} ledger ${d.ledger}, hash ${d.counts}, zset ${d.score}`)
          .join(''),
      verdict(consistency.divergent.length === 0),
    ],
  );
  lines.push(...table(['Figure', 'Target', 'Result', ''], rows));
  if (report.ussd) lines.push(...renderUssdPath(report.ussd, machine.cpus, options));

  if (vote) {
    const main = vote.result.main;
    lines.push('');
    lines.push(
      `Vote path settings: ${main.seconds.toFixed(1)} s measured after ${vote.result.warmup ? vote.result.warmup.seconds.toFixed(0) : 0} s warm-up, ` +
        (options.rate > 0
          ? `open loop at ${int(options.rate)} req/s on up to ${options.connections} keep-alive connections (latency from each request's scheduled time); `
          : `closed loop on ${options.connections} keep-alive connections, no rate cap (saturation); `) +
        `${int(main.responses)} responses; generator CPU ${vote.result.generatorCpuSeconds.toFixed(1)} s.`,
    );
    if (main.refusals.length > 0) {
      lines.push('', `Refusals seen: ${main.refusals.map((text) => `\`${text}\``).join('; ')}`);
    }
    if (vote.apiVoteTime) {
      const within50 = vote.apiVoteTime.within.find(([le]) => le === 0.05)?.[1];
      lines.push(
        '',
        `The API's own time for its 201s (request in → response out, measured by Fastify): ${bounds(vote.apiVoteTime)}` +
          (within50 === undefined ? '.' : `; ${pct(within50)} within 50 ms.`) +
          ' The rest of the client-side latency is waiting before the API reads the request.',
      );
    }
    if (vote.cpu) {
      lines.push(...cpuTable('Where the CPU went during the measured vote path', vote.cpu, machine.cpus));
      lines.push(
        '',
        'CPU per acknowledged vote, by tier (CPU seconds of the measured window ÷ votes acknowledged in it):',
        '',
        ...renderTierCosts('web', tierCosts(vote.cpu, main.acceptedIds.length, machine.cpus, GENERATOR_GROUPS.web)),
      );
    }
    if (vote.server) {
      const server = vote.server;
      lines.push('');
      lines.push(
        `PostgreSQL during the vote path (to catch-up): ${int(server.commits)} commits in the bench database ` +
          `(${(main.accepted / Math.max(1, server.commits)).toFixed(1)} accepted votes per commit), ${int(server.rollbacks)} rollbacks, ` +
          `${(server.walBytes / 1048576).toFixed(1)} MiB WAL` +
          (server.walSyncs === null
            ? ''
            : `, ${int(server.walSyncs)} WAL syncs (${(main.accepted / Math.max(1, server.walSyncs)).toFixed(1)} votes per fsync)`) +
          '.',
      );
      lines.push(...redisTable('Redis commands during the vote path', server));
    }
    for (const profile of vote.profiles) lines.push(...profileTables(profile));
  }
  if (report.publicLog) lines.push(...renderPublicLog(report.publicLog));
  if (live?.apiFlush) {
    lines.push(
      '',
      `Live, the gateway's own time from a projector change heard to its broadcast to the live-rate room (coalescing wait + Redis reads, before the fan-out): ${bounds(live.apiFlush)}.`,
    );
  }
  if (live?.apiVoteTime) lines.push('', `Live, the API's own time for its 201s: ${bounds(live.apiVoteTime)}.`);
  if (live?.cpu) lines.push(...cpuTable('Where the CPU went during the live scenario', live.cpu, machine.cpus));
  if (live?.server) lines.push(...redisTable('Redis commands while the sockets were fed', live.server));
  if (report.fraud) lines.push(...renderFraud(report.fraud));
  return lines.join('\n');
}
