import { childArguments } from './against';
import {
  atMedianSpeed,
  compareRuns,
  readRunFigures,
  renderComparison,
  type RunFigures,
  type SideRun,
  welchT,
} from './against-report';

/** The tier table of a real report, with the lines around it. */
const REPORT = `CPU per acknowledged vote, by tier (CPU seconds of the measured window ÷ votes acknowledged in it):

| Run | Votes/s | API | PostgreSQL | Worker | Redis | Generator | Whole box | Others (cores) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| web | 2,590 | 0.281 ms | 0.144 ms | 0.076 ms | 0.055 ms | 0.093 ms | 0.669 ms | 0.03 |

PostgreSQL during the vote path (to catch-up): 11,291 commits in the bench database`;

/** The same run as an older bench reported it: no tier table, CPU by process and the 201s of the window. */
const OLDER_REPORT = `| Vote path: answers other than 201 | 0 | 0 (201: 77,692) | met |

Where the CPU went during the measured vote path (30.0 s wall; machine busy 86.6 % of 2 cores):

| Process | CPU seconds | Cores used |
| --- | --- | --- |
| api | 21.8 | 0.73 |
| postgres: bebe_star_bench backends | 11.1 | 0.37 |
| load generator (votes) | 7.2 | 0.24 |
| worker | 5.9 | 0.20 |
| redis-server | 4.2 | 0.14 |
| other: postgres backends of other databases | 0.9 | 0.03 |

PostgreSQL during the vote path`;

const run = (votesPerSecond: number, api: number, others = 0.1): RunFigures => ({
  votesPerSecond,
  tiers: {
    API: api,
    PostgreSQL: others,
    Worker: others,
    Redis: others,
    Generator: others,
    'Whole box': api + 4 * others,
  },
});

describe('a side-by-side bench run (--against)', () => {
  it("reads a report's tier table by its column names", () => {
    expect(readRunFigures(REPORT, 'web')).toEqual({
      votesPerSecond: 2590,
      tiers: { API: 0.281, PostgreSQL: 0.144, Worker: 0.076, Redis: 0.055, Generator: 0.093, 'Whole box': 0.669 },
    });
    const reordered = REPORT.replace('| Run | Votes/s | API | PostgreSQL |', '| Run | Votes/s | PostgreSQL | API |');
    expect(readRunFigures(reordered, 'web')?.tiers).toMatchObject({ API: 0.144, PostgreSQL: 0.281 });
  });

  it("computes them from an older report's CPU by process and its 201s, as the tier table does", () => {
    const figures = readRunFigures(OLDER_REPORT, 'web')!;
    expect(figures.votesPerSecond).toBeCloseTo(2589.7, 1);
    expect(figures.tiers.API).toBeCloseTo(0.2806, 4);
    expect(figures.tiers.PostgreSQL).toBeCloseTo(0.1429, 4);
    expect(figures.tiers.Worker).toBeCloseTo(0.0759, 4);
    expect(figures.tiers.Redis).toBeCloseTo(0.0541, 4);
    expect(figures.tiers.Generator).toBeCloseTo(0.0927, 4);
    expect(figures.tiers['Whole box']).toBeCloseTo(0.6688, 4);
  });

  it('reads nothing from a report without the table, or without the channel’s row', () => {
    expect(readRunFigures('| Process | CPU seconds | Cores used |', 'web')).toBeNull();
    expect(readRunFigures(OLDER_REPORT.replace(/\| 0 \(201: 77,692\)/, '| 0 (none)'), 'web')).toBeNull();
    expect(readRunFigures(REPORT, 'ussd')).toBeNull();
    expect(readRunFigures(REPORT.replace('| 0.281 ms |', '| – |'), 'web')).toBeNull();
  });

  it("measures the difference of two sides' means in standard errors (Welch's t)", () => {
    expect(welchT([1, 2, 3], [1, 2, 3])).toBe(0);
    expect(welchT([1, 2, 3], [4, 5, 6])).toBeCloseTo(3 / Math.sqrt(2 / 3));
    expect(welchT([1, 1, 1], [2, 2, 2])).toBe(Number.POSITIVE_INFINITY);
  });

  it('calls a tier 10 % worse beyond the noise a regression, and not one within it', () => {
    const base = [run(3000, 0.25), run(3100, 0.26), run(2900, 0.24)];
    const worse = [run(2500, 0.3), run(2600, 0.31), run(2400, 0.29)];
    const byFigure = Object.fromEntries(compareRuns(base, worse).map((each) => [each.figure, each]));
    expect(byFigure.API).toMatchObject({ ratio: 1.2, regression: true });
    expect(byFigure.API.t).toBeGreaterThan(2);
    expect(byFigure['Votes/s']).toMatchObject({ regression: true });
    expect(byFigure.Redis).toMatchObject({ ratio: 1, regression: false });

    // As much worse on average, but one run of the base as slow as the worst: noise, not a verdict.
    const noisy = [run(3000, 0.2), run(3100, 0.2), run(2900, 0.3)];
    const api = compareRuns(noisy, worse).find((each) => each.figure === 'API')!;
    expect(api.ratio).toBeGreaterThan(1.1);
    expect(api.regression).toBe(false);
  });

  it('prints every run in its order, the means and ratios, and the verdict', () => {
    const runs: SideRun[] = [
      { side: 'base', round: 1, figures: run(3000, 0.25), control: null },
      { side: 'this', round: 1, figures: run(2500, 0.3), control: null },
      { side: 'this', round: 2, figures: run(2600, 0.31), control: null },
      { side: 'base', round: 2, figures: run(3100, 0.26), control: null },
    ];
    const { lines, regressions } = renderComparison(runs, { base: '02c267d', these: '8540dc1' });
    expect(lines[2]).toBe(
      '| 02c267d, 1 | 3,000 | 0.250 ms | 0.100 ms | 0.100 ms | 0.100 ms | 0.100 ms | 0.650 ms | – |',
    );
    expect(lines[3]).toMatch(/^\| 8540dc1, 1 \| 2,500 \| 0\.300 ms/);
    expect(lines[6]).toMatch(/^\| 02c267d, mean \| 3,050 \| 0\.255 ms/);
    expect(lines[8]).toMatch(/^\| ratio \(t\) \| 0\.84 \(-\d+\.\d\) \| 1\.20 \(\d+\.\d\) \|/);
    expect(regressions.map((each) => each.figure)).toEqual(['Votes/s', 'API']);
    expect(lines[lines.length - 1]).toMatch(/^\*\*Regression\*\*: Votes\/s 0\.84×/);
  });

  it("takes the box's drift out with each run's control, and gates on the figures at median speed", () => {
    // The same code on both sides, one side's rounds on a box a fifth slower: every tier dearer by as much.
    const runs: SideRun[] = [1, 2, 3].flatMap((round) => [
      { side: 'base' as const, round, figures: run(3000 + round * 10, 0.25, 0.1), control: 1000 + round },
      { side: 'this' as const, round, figures: run(2500 + round * 10, 0.3, 0.12), control: 1200 + round },
    ]);
    const measured = compareRuns(
      runs.filter((each) => each.side === 'base').map((each) => each.figures),
      runs.filter((each) => each.side === 'this').map((each) => each.figures),
    );
    expect(measured.find((each) => each.figure === 'API')?.regression).toBe(true);

    const steadied = atMedianSpeed(runs)!;
    // Median control 1,102: the base's runs count as a tenth faster, this side's as a tenth slower.
    expect(steadied[0].figures.tiers.API).toBeCloseTo(0.25 / (1001 / 1102), 6);
    expect(steadied[1].figures.votesPerSecond).toBeCloseTo(2510 * (1201 / 1102), 6);
    const { lines, regressions } = renderComparison(runs, { base: 'e459206', these: 'abc1234' });
    expect(regressions).toEqual([]);
    expect(lines).toContainEqual(expect.stringMatching(/^\| ratio \(t\) at median box speed \| 1\.0\d \(/));
    expect(lines[2]).toMatch(/\| 1,001 µs \|$/);

    // A run without its control: the figures as measured, and the gate reads them.
    expect(atMedianSpeed([...runs.slice(1), { ...runs[0], control: null }])).toBeNull();
  });

  it('gives both sides the same options, without its own', () => {
    expect(childArguments(['--duration', '30', '--against', 'e459206', '--skip-live', '--rounds=4'])).toEqual([
      '--duration',
      '30',
      '--skip-live',
    ]);
  });
});
