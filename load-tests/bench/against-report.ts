import { median } from './box-speed';
import { table } from './report-format';

/** The tiers a side-by-side run compares, as the report's tier table names its columns. */
export const TIERS = ['API', 'PostgreSQL', 'Worker', 'Redis', 'Generator', 'Whole box'] as const;
export type Tier = (typeof TIERS)[number];

/** One bench run's figures, read from its markdown report. */
export interface RunFigures {
  votesPerSecond: number;
  /** CPU milliseconds per acknowledged vote, by tier. */
  tiers: Record<Tier, number>;
}

/** A tier's CPU per vote this much worse than the base's (and beyond the runs' noise) is a regression. */
export const REGRESSION_RATIO = 1.1;
/** How far apart the two sides' means must be, in standard errors (Welch's t), to be more than noise. */
export const NOISE_T = 2;
/** Runs of each side at the least: fewer tell nothing of the box's noise. */
export const MIN_ROUNDS = 3;

const number = (cell: string) => Number(cell.replace(/[,\s]|ms$/g, ''));

const cellsOf = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

/** The figures of a report's tier table ("CPU per acknowledged vote, by tier"), read by its column names. */
function fromTierTable(lines: string[], channel: string): RunFigures | null {
  const headerAt = lines.findIndex((line) => /^\| Run \| Votes\/s \|/.test(line));
  if (headerAt < 0) return null;
  const header = cellsOf(lines[headerAt]);
  const row = lines.slice(headerAt + 2).find((line) => cellsOf(line)[0] === channel);
  if (!row) return null;
  const values = cellsOf(row);
  const column = (name: string) => {
    const index = header.indexOf(name);
    return index < 0 ? Number.NaN : number(values[index]);
  };
  return {
    votesPerSecond: column('Votes/s'),
    tiers: Object.fromEntries(TIERS.map((tier) => [tier, column(tier)])) as Record<Tier, number>,
  };
}

/**
 * The same figures from an older report, which had no tier table: its table of CPU seconds by process over
 * the measured vote path, divided by the 201s of that window, as the tier table is computed.
 */
function fromProcessTable(lines: string[], report: string): RunFigures | null {
  const titleAt = lines.findIndex((line) => line.startsWith('Where the CPU went during the measured vote path ('));
  const title = titleAt < 0 ? null : /\(([\d.]+) s wall; machine busy ([\d.]+) % of (\d+) cores\)/.exec(lines[titleAt]);
  const accepted = /Vote path: answers other than 201 \|[^|\n]*\|[^|\n]*\b201: ([\d,]+)/.exec(report);
  if (!title || !accepted) return null;
  const [wall, busy, cores] = title.slice(1).map(Number);
  const votes = number(accepted[1]);
  const processes: { name: string; seconds: number }[] = [];
  for (const line of lines.slice(titleAt + 4)) {
    if (!line.startsWith('|')) break;
    const [name, seconds] = cellsOf(line);
    processes.push({ name, seconds: number(seconds) });
  }
  const perVote = (matches: (name: string) => boolean) =>
    (processes.filter((each) => matches(each.name)).reduce((sum, each) => sum + each.seconds, 0) / votes) * 1000;
  return {
    votesPerSecond: votes / wall,
    tiers: {
      API: perVote((name) => name === 'api'),
      PostgreSQL: perVote((name) => name.startsWith('postgres: ')),
      Worker: perVote((name) => name === 'worker'),
      Redis: perVote((name) => name === 'redis-server'),
      Generator: perVote((name) => name.startsWith('load generator')),
      'Whole box': ((busy / 100) * cores * wall * 1000) / votes,
    },
  };
}

/**
 * A run's figures from its markdown report: its tier table when it has one (read by column names), else
 * computed from its table of CPU by process (reports of commits before the tier table); null when neither
 * reads, or when `channel` has no row.
 */
export function readRunFigures(report: string, channel: string): RunFigures | null {
  const lines = report.split('\n');
  const hasTierTable = lines.some((line) => /^\| Run \| Votes\/s \|/.test(line));
  const figures = hasTierTable ? fromTierTable(lines, channel) : fromProcessTable(lines, report);
  if (!figures) return null;
  return [figures.votesPerSecond, ...Object.values(figures.tiers)].every(Number.isFinite) ? figures : null;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const variance = (values: number[]) => {
  const average = mean(values);
  return values.reduce((sum, value) => sum + (value - average) ** 2, 0) / Math.max(1, values.length - 1);
};

/** Welch's t of `these` against `base`: how many standard errors their means are apart (0 when both are flat). */
export function welchT(base: number[], these: number[]): number {
  const error = Math.sqrt(variance(base) / base.length + variance(these) / these.length);
  const difference = mean(these) - mean(base);
  if (error === 0) return difference === 0 ? 0 : Math.sign(difference) * Number.POSITIVE_INFINITY;
  return difference / error;
}

/** One compared figure: both sides' means, their ratio, Welch's t, and whether it is a regression. */
export interface Comparison {
  figure: 'Votes/s' | Tier;
  base: number;
  these: number;
  ratio: number;
  t: number;
  regression: boolean;
}

/**
 * Each figure compared: a tier is a regression when its CPU per vote is 10 % worse than the base's and
 * more than noise apart (t ≥ 2); votes/s when 10 % fewer and as far apart the other way.
 */
export function compareRuns(base: RunFigures[], these: RunFigures[]): Comparison[] {
  const votes = (runs: RunFigures[]) => runs.map((run) => run.votesPerSecond);
  const throughput = {
    figure: 'Votes/s' as const,
    base: mean(votes(base)),
    these: mean(votes(these)),
    t: welchT(votes(base), votes(these)),
  };
  const throughputRatio = throughput.these / throughput.base;
  return [
    {
      ...throughput,
      ratio: throughputRatio,
      regression: throughputRatio <= 1 / REGRESSION_RATIO && throughput.t <= -NOISE_T,
    },
    ...TIERS.map((tier) => {
      const baseValues = base.map((run) => run.tiers[tier]);
      const theseValues = these.map((run) => run.tiers[tier]);
      const ratio = mean(theseValues) / mean(baseValues);
      const t = welchT(baseValues, theseValues);
      return {
        figure: tier,
        base: mean(baseValues),
        these: mean(theseValues),
        ratio,
        t,
        regression: ratio >= REGRESSION_RATIO && t >= NOISE_T,
      };
    }),
  ];
}

export interface SideRun {
  side: 'base' | 'this';
  round: number;
  figures: RunFigures;
  /** The box-speed control's CPU µs per unit of work during the run's measured window (box-speed.ts); null if unmeasured. */
  control: number | null;
}

/**
 * Each run's figures at the box's median speed: its CPU per vote divided by its speed factor (its control
 * over the median control of all runs), its votes/s multiplied by it. Null when a run has no control.
 */
export function atMedianSpeed(runs: SideRun[]): SideRun[] | null {
  const controls = runs.map((run) => run.control);
  if (!controls.every((control): control is number => control !== null && control > 0)) return null;
  const typical = median(controls);
  return runs.map((run, index) => {
    const factor = controls[index] / typical;
    const tiers = Object.fromEntries(TIERS.map((tier) => [tier, run.figures.tiers[tier] / factor]));
    return {
      ...run,
      figures: { votesPerSecond: run.figures.votesPerSecond * factor, tiers: tiers as Record<Tier, number> },
    };
  });
}

const ms = (value: number) => `${value.toFixed(3)} ms`;
const tText = (t: number) => (Number.isFinite(t) ? t.toFixed(1) : t > 0 ? '∞' : '−∞');
const whole = (value: number) => Math.round(value).toLocaleString('en-US');

/**
 * The side-by-side report: every run in the order it ran with its box-speed control, each side's means, the
 * ratios as measured and at the box's median speed, and the verdict; with the figures the gate found
 * regressed. The gate reads the figures at median speed when every run has its control, else as measured.
 */
export function renderComparison(
  runs: SideRun[],
  labels: { base: string; these: string },
): { lines: string[]; regressions: Comparison[] } {
  const side = (of: SideRun[], name: SideRun['side']) =>
    of.filter((run) => run.side === name).map((run) => run.figures);
  const measured = compareRuns(side(runs, 'base'), side(runs, 'this'));
  const steadied = atMedianSpeed(runs);
  const normalised = steadied && compareRuns(side(steadied, 'base'), side(steadied, 'this'));
  const header = ['Run', 'Votes/s', ...TIERS, 'Control'];
  const control = (value: number | null) => (value === null ? '–' : `${whole(value)} µs`);
  const controlMean = (name: SideRun['side']) => {
    const values = runs.filter((run) => run.side === name).map((run) => run.control);
    return values.every((value): value is number => value !== null) ? control(mean(values)) : '–';
  };
  const rows = runs.map((run) => [
    `${run.side === 'base' ? labels.base : labels.these}, ${run.round}`,
    whole(run.figures.votesPerSecond),
    ...TIERS.map((tier) => ms(run.figures.tiers[tier])),
    control(run.control),
  ]);
  const ratios = (comparisons: Comparison[]) =>
    comparisons.map((each) => `${each.ratio.toFixed(2)} (${tText(each.t)})`);
  const [throughput, ...tiers] = measured;
  rows.push(
    [`${labels.base}, mean`, whole(throughput.base), ...tiers.map((each) => ms(each.base)), controlMean('base')],
    [`${labels.these}, mean`, whole(throughput.these), ...tiers.map((each) => ms(each.these)), controlMean('this')],
    ['ratio (t)', ...ratios(measured), ''],
  );
  if (normalised) rows.push(['ratio (t) at median box speed', ...ratios(normalised), '']);
  const gated = normalised ?? measured;
  const regressions = gated.filter((each) => each.regression);
  const lines = [
    ...table(header, rows),
    '',
    'CPU per acknowledged vote by tier (CPU seconds of the measured window ÷ votes acknowledged in it). Ratio: ' +
      `${labels.these} ÷ ${labels.base}; t: Welch's t of the difference (beyond ±${NOISE_T}: more than the runs' noise). ` +
      "Control: the CPU a fixed piece of work took on this box during the run's measured window (box-speed.ts); " +
      (normalised
        ? "at median box speed, each run's figures are divided by its control over the median control, and the gate reads those."
        : 'a run without it leaves the figures as measured, which the gate reads.'),
    '',
    regressions.length === 0
      ? `No regression: no tier's CPU per vote ${Math.round((REGRESSION_RATIO - 1) * 100)} % worse than the base beyond noise, nor votes/s as much lower.`
      : `**Regression**: ${regressions.map((each) => `${each.figure} ${each.ratio.toFixed(2)}× (t = ${tText(each.t)})`).join(', ')}.`,
  ];
  return { lines, regressions };
}
