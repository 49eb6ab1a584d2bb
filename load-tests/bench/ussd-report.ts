import type { BenchOptions } from './options';
import {
  bounds,
  cpuTable,
  int,
  ms,
  profileTables,
  redisTable,
  statuses,
  table,
  triple,
  verdict,
} from './report-format';
import { GENERATOR_GROUPS, renderTierCosts, tierCosts } from './tier-cpu';
import type { UssdPathReport } from './ussd-path';
import { VOTE_STEPS } from './ussd-session';

function problems(map: Record<string, number>): string {
  const entries = Object.entries(map).sort((a, b) => b[1] - a[1]);
  return entries.length === 0 ? 'none' : entries.map(([kind, count]) => `${kind}: ${int(count)}`).join('; ');
}

/** The USSD vote path's section of the report: its figures, its consistency by channel, where the CPU went. */
export function renderUssdPath(ussd: UssdPathReport, cores: number, options: BenchOptions): string[] {
  const { main } = ussd.result;
  const votes = main.counted + main.held;
  const perSecond = (count: number) => int(count / main.seconds);
  const lowest = main.votesPerSecond.length > 0 ? Math.min(...main.votesPerSecond) : 0;
  const refused = Object.values(main.problems).reduce((sum, count) => sum + count, 0);
  const apiSeconds = ussd.cpu?.groups.find((group) => group.group === 'api')?.seconds;
  const { channel } = ussd;
  const rows: string[][] = [
    [
      `USSD: votes/s (END with a receipt), mean over ${main.seconds.toFixed(0)} s`,
      `${perSecond(votes)} (${int(main.counted)} counted, ${int(main.held)} held)`,
      '',
    ],
    ['USSD: lowest votes in one second', int(lowest), ''],
    [
      'USSD: sessions/s begun / answered at their last step',
      `${perSecond(main.sessionsStarted)} / ${perSecond(main.sessionsCompleted)}`,
      '',
    ],
    [
      `USSD: requests/s (${VOTE_STEPS.length} per vote)`,
      `${perSecond(main.requests)} (${int(main.requests)} answered; ${statuses(main.statuses)})`,
      '',
    ],
    ...VOTE_STEPS.map((step, index) => [
      `USSD: latency of request ${index + 1} (${step}) p50 / p95 / p99`,
      triple(main.latencyByStep[step]),
      '',
    ]),
    ['USSD: latency of every request p50 / p95 / p99', triple(main.latencyAll), ''],
    [
      'USSD: latency of a voting session (first request sent → END) p50 / p95 / p99, max',
      `${triple(main.latencySession)}, max ${ms(main.latencySession.max)} ms`,
      '',
    ],
    ...(apiSeconds === undefined || votes === 0
      ? []
      : [['USSD: API CPU per vote', `${((apiSeconds / votes) * 1000).toFixed(3)} ms`, '']]),
    ['USSD: answers other than a vote expects', problems(main.problems), verdict(refused === 0)],
    [
      'USSD: connection errors / timeouts',
      `${int(main.errors)} / ${int(main.timeouts)}`,
      verdict(main.errors === 0 && main.timeouts === 0),
    ],
    [
      "USSD: ledger rows of channel 'ussd' − votes acknowledged by an END",
      `${int(channel.ussdRows)} − ${int(channel.acknowledged)} = ${int(channel.ussdRows - channel.acknowledged)}`,
      verdict(channel.ussdRows === channel.acknowledged),
    ],
    [
      "USSD: acknowledged votes that are not a ledger row of channel 'ussd'",
      int(channel.acknowledged - channel.acknowledgedUssdRows),
      verdict(channel.acknowledged === channel.acknowledgedUssdRows),
    ],
    [
      'USSD: projector catch-up after the load',
      `${ussd.catchUp.seconds.toFixed(2)} s${ussd.catchUp.reachedNewestRow ? '' : ' (watermark stopped short of the newest row)'}`,
      '',
    ],
  ];
  const lines = ['', '### Vote path by USSD', '', ...table(['Figure', 'Result', ''], rows)];
  lines.push(
    '',
    `USSD settings: ${main.seconds.toFixed(1)} s measured after ${ussd.result.warmup ? ussd.result.warmup.seconds.toFixed(0) : 0} s warm-up; ` +
      `autocannon, ${options.connections} connections, each a phone line running sessions back to back ` +
      `(${VOTE_STEPS.length} requests each, no rate cap: saturation); generator CPU ${ussd.result.generatorCpuSeconds.toFixed(1)} s.`,
  );
  if (main.samples.length > 0) lines.push('', `Answers seen: ${main.samples.map((text) => `\`${text}\``).join('; ')}`);
  if (ussd.apiTime) {
    lines.push('', `The API's own time for its answers to the callback (200s): ${bounds(ussd.apiTime)}.`);
  }
  if (ussd.apiOutcomes) {
    lines.push('', `The API's USSD requests by outcome (\`ussd_requests_total\`): ${statuses(ussd.apiOutcomes)}.`);
  }
  if (ussd.cpu) {
    lines.push(...cpuTable('Where the CPU went during the measured USSD vote path', ussd.cpu, cores));
    lines.push(
      '',
      'CPU per vote acknowledged by an END, by tier (CPU seconds of the measured window ÷ votes in it):',
      '',
      ...renderTierCosts('ussd', tierCosts(ussd.cpu, votes, cores, GENERATOR_GROUPS.ussd)),
    );
  }
  if (ussd.server) {
    lines.push(
      '',
      `PostgreSQL during the USSD vote path (to catch-up): ${int(ussd.server.commits)} commits in the bench database ` +
        `(${(ussd.server.commits / Math.max(1, votes)).toFixed(1)} per vote), ${int(ussd.server.rollbacks)} rollbacks, ` +
        `${(ussd.server.walBytes / 1048576).toFixed(1)} MiB WAL` +
        (ussd.server.walSyncs === null ? '' : `, ${int(ussd.server.walSyncs)} WAL syncs`) +
        '.',
      ...redisTable('Redis commands during the USSD vote path', ussd.server),
    );
  }
  for (const profile of ussd.profiles) lines.push(...profileTables(profile));
  return lines;
}
