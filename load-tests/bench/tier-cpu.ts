import { type CpuUsage, otherCores } from './cpu';

/** The CPU tables' row of the court officer's witness: its own process, not in the worker's tier. */
export const WITNESS_GROUP = 'witness';

/** The CPU table's name for the load generator of each vote path (its process and descendants). */
export const GENERATOR_GROUPS = { web: 'load generator (votes)', ussd: 'load generator (USSD sessions)' } as const;

/** CPU milliseconds per acknowledged vote in each tier of the stack, over one measured window. */
export interface TierCosts {
  votes: number;
  votesPerSecond: number;
  api: number;
  /** The bench database's backends and the server's background processes (WAL writer, checkpointer). */
  postgres: number;
  worker: number;
  redis: number;
  generator: number;
  /** Every busy tick of the machine, whoever spent it. */
  wholeBox: number;
  /** Cores that processes outside the run used meanwhile (other work on a shared box). */
  otherCores: number;
}

/** Each tier's CPU seconds over the window ÷ the votes acknowledged in it, in milliseconds. */
export function tierCosts(cpu: CpuUsage, votes: number, cores: number, generatorGroup: string): TierCosts {
  const seconds = (matches: (group: string) => boolean) =>
    cpu.groups.filter((share) => matches(share.group)).reduce((sum, share) => sum + share.seconds, 0);
  const perVote = (cpuSeconds: number) => (votes > 0 ? (cpuSeconds / votes) * 1000 : Number.NaN);
  return {
    votes,
    votesPerSecond: votes / cpu.wallSeconds,
    api: perVote(seconds((group) => group === 'api')),
    postgres: perVote(seconds((group) => group.startsWith('postgres: '))),
    worker: perVote(seconds((group) => group === 'worker')),
    redis: perVote(seconds((group) => group === 'redis-server')),
    generator: perVote(seconds((group) => group === generatorGroup)),
    wholeBox: perVote(cpu.machineBusy * cores * cpu.wallSeconds),
    otherCores: otherCores(cpu),
  };
}

const TIER_HEADER = ['Votes/s', 'API', 'PostgreSQL', 'Worker', 'Redis', 'Generator', 'Whole box', 'Others (cores)'];

/** The tiers' costs as a markdown table of one row, the columns of RESULTS.md's side-by-side tables. */
export function renderTierCosts(label: string, costs: TierCosts): string[] {
  const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(3)} ms` : '–');
  const cells = [
    Math.round(costs.votesPerSecond).toLocaleString('en-US'),
    ms(costs.api),
    ms(costs.postgres),
    ms(costs.worker),
    ms(costs.redis),
    ms(costs.generator),
    ms(costs.wholeBox),
    costs.otherCores.toFixed(2),
  ];
  return [
    `| Run | ${TIER_HEADER.join(' | ')} |`,
    `| --- | ${TIER_HEADER.map(() => '---').join(' | ')} |`,
    `| ${label} | ${cells.join(' | ')} |`,
  ];
}
