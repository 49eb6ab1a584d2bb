import type { CpuUsage } from './cpu';
import { logCounters, publicLogFigures, type PublicLogWindow, renderPublicLog, slowestBound } from './log-report';
import { cpuTable } from './report-format';

/** The worker's metrics text as prom-client writes it, with the public log's series at these values. */
function scrape(values: {
  append: [number, number];
  leaves: number;
  publish: [number, number[]];
  kinds: Record<string, number>;
  final: number;
  outcomes: Record<string, number>;
  submit: [number, number];
}): string {
  const bounds = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05];
  const [publishSum, publishCounts] = values.publish;
  return [
    '# HELP transparency_log_append_seconds Time to append one batch',
    '# TYPE transparency_log_append_seconds histogram',
    `transparency_log_append_seconds_bucket{le="+Inf"} ${values.append[1]}`,
    `transparency_log_append_seconds_sum ${values.append[0]}`,
    `transparency_log_append_seconds_count ${values.append[1]}`,
    `transparency_log_appended_leaves_total ${values.leaves}`,
    ...bounds.map((le, index) => `transparency_checkpoint_publish_seconds_bucket{le="${le}"} ${publishCounts[index]}`),
    `transparency_checkpoint_publish_seconds_bucket{le="+Inf"} ${publishCounts.at(-1)}`,
    `transparency_checkpoint_publish_seconds_sum ${publishSum}`,
    `transparency_checkpoint_publish_seconds_count ${publishCounts.at(-1)}`,
    ...Object.entries(values.kinds).map(([kind, count]) => `transparency_checkpoints_total{kind="${kind}"} ${count}`),
    `transparency_checkpoints_final_total ${values.final}`,
    ...Object.entries(values.outcomes).map(
      ([outcome, count]) =>
        `transparency_witness_cosignatures_total{witness="huissier.bench/temoin",outcome="${outcome}"} ${count}`,
    ),
    `transparency_witness_submit_seconds_sum{witness="huissier.bench/temoin"} ${values.submit[0]}`,
    `transparency_witness_submit_seconds_count{witness="huissier.bench/temoin"} ${values.submit[1]}`,
  ].join('\n');
}

const cpu: CpuUsage = {
  wallSeconds: 60,
  machineBusy: 0.95,
  groups: [
    { group: 'api', seconds: 50, cores: 50 / 60 },
    { group: 'worker', seconds: 6, cores: 0.1 },
    { group: 'witness', seconds: 0.12, cores: 0.002 },
    { group: 'other: kworker', seconds: 0.12, cores: 0.002 },
  ],
};

const window = (overrides: Partial<PublicLogWindow> = {}): PublicLogWindow => ({
  wallSeconds: 60.4,
  intervalSeconds: 10,
  witness: true,
  votes: 300_000,
  before: logCounters(
    scrape({
      append: [0.5, 10],
      leaves: 20_000,
      publish: [0.004, [0, 1, 1, 1, 1, 1]],
      kinds: { interval: 1 },
      final: 1,
      outcomes: { cosigned: 1 },
      submit: [0.02, 1],
    }),
  ),
  after: logCounters(
    scrape({
      append: [15.5, 110],
      leaves: 318_000,
      publish: [0.034, [0, 1, 4, 6, 7, 7]],
      kinds: { interval: 6, seal: 1 },
      final: 6,
      outcomes: { cosigned: 6, refused: 1, failed: 0 },
      submit: [0.14, 7],
    }),
  ),
  lagRows: 2_500,
  catchUpSeconds: 0.85,
  cpu,
  ...overrides,
});

describe("the public log's block of the bench report", () => {
  it('reads the counters of the log, its checkpoints and its witness from the worker metrics', () => {
    const counters = window().after;
    expect(counters).toMatchObject({
      appendSeconds: 15.5,
      appendBatches: 110,
      appendedLeaves: 318_000,
      checkpoints: 7,
      grewCheckpoints: 6,
      finalCheckpoints: 6,
      cosigned: 6,
      refused: 1,
      failed: 0,
      submits: 7,
    });
  });

  it('takes the figures as deltas over the window, per checkpoint and per acknowledged vote', () => {
    const figures = publicLogFigures(window());
    expect(figures).toMatchObject({
      checkpoints: 6,
      expectedCheckpoints: 6,
      grewCheckpoints: 5,
      finalCheckpoints: 5,
      cosigned: 5,
      refused: 1,
      appendBatches: 100,
      leaves: 298_000,
      votes: 300_000,
      lagRows: 2_500,
    });
    expect(figures.publishMeanMs).toBeCloseTo(5);
    expect(figures.publishMaxMs).toBeCloseTo(25);
    expect(figures.submitMeanMs).toBeCloseTo(20);
    expect(figures.appendMsPerVote).toBeCloseTo(0.05);
    expect(figures.workerMsPerVote).toBeCloseTo(0.02);
    expect(figures.witnessCpuSeconds).toBeCloseTo(0.12);
  });

  it("keeps the witness's row in the CPU table however small, apart from the worker's", () => {
    const rows = cpuTable('CPU', cpu, 2).filter((line) => line.startsWith('| '));
    expect(rows.slice(2)).toEqual(['| api | 50.0 | 0.83 |', '| worker | 6.0 | 0.10 |', '| witness | 0.1 | 0.00 |']);
  });

  it('gives the slowest observation as the smallest bucket bound holding them all', () => {
    expect(
      slowestBound(
        new Map([
          [0.01, 2],
          [0.05, 3],
          [Infinity, 3],
        ]),
      ),
    ).toBe(0.05);
    expect(
      slowestBound(
        new Map([
          [0.01, 2],
          [Infinity, 3],
        ]),
      ),
    ).toBe(Infinity);
    expect(slowestBound(new Map([[Infinity, 0]]))).toBeNaN();
  });

  it('renders the block, saying when there is no witness and when the log did not catch up', () => {
    const lines = renderPublicLog(window()).join('\n');
    expect(lines).toContain('| Checkpoints signed | 6 (~6 expected), 5 of them as the log grew |');
    expect(lines).toContain('5 cosigned, 1 refused, 0 failed; 5 final (quorum reached)');
    expect(lines).toContain('| 0.0500 ms (100 batches) |');
    expect(lines).toContain('| 298,000 / 300,000 |');
    expect(lines).toContain('2,500 rows; every row a leaf 0.85 s after the stop');

    const alone = renderPublicLog(window({ witness: false, catchUpSeconds: null, votes: 0 })).join('\n');
    expect(alone).toContain('no witness (`--no-witness`)');
    expect(alone).toContain('**not caught up** within the wait');
    expect(alone).toContain('| Log append per acknowledged vote (append seconds ÷ votes) | – (100 batches) |');
  });
});
