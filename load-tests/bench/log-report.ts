import type { CpuUsage } from './cpu';
import { type Histogram, histogram, histogramDelta, sampleValue } from './prom-metrics';
import { int, ms, table } from './report-format';
import { WITNESS_GROUP } from './tier-cpu';

/** The public log's counters in one scrape of the worker's metrics (libs/domain/transparency/src/transparency.metrics.ts). */
export interface LogCounters {
  appendSeconds: number;
  appendBatches: number;
  appendedLeaves: number;
  publishSeconds: number;
  publishBuckets: Histogram;
  checkpoints: number;
  /** Of those, signed because the log grew (kind `interval`). */
  grewCheckpoints: number;
  /** Checkpoints cosigned by the witnesses' quorum. */
  finalCheckpoints: number;
  cosigned: number;
  refused: number;
  failed: number;
  submitSeconds: number;
  submits: number;
}

/** The public log over the vote path's measured window. */
export interface PublicLogWindow {
  wallSeconds: number;
  /** TRANSPARENCY_CHECKPOINT_INTERVAL_SECONDS of the run. */
  intervalSeconds: number;
  /** Whether a witness was configured (`--no-witness`: none). */
  witness: boolean;
  /** Votes acknowledged in the window. */
  votes: number;
  before: LogCounters;
  after: LogCounters;
  /** Ledger rows not yet leaves when the load stopped. */
  lagRows: number;
  /** Seconds from the load's stop to the log holding every ledger row; null when it did not within the wait. */
  catchUpSeconds: number | null;
  /** The processes' CPU over the window (the worker's and the witness's groups). */
  cpu: CpuUsage | null;
}

export interface PublicLogFigures {
  checkpoints: number;
  expectedCheckpoints: number;
  grewCheckpoints: number;
  finalCheckpoints: number;
  cosigned: number;
  refused: number;
  failed: number;
  /** Milliseconds to sign one checkpoint: the mean, and the Prometheus bucket bound holding the slowest. */
  publishMeanMs: number;
  publishMaxMs: number;
  submitMeanMs: number;
  appendBatches: number;
  appendMsPerVote: number;
  leaves: number;
  votes: number;
  lagRows: number;
  catchUpSeconds: number | null;
  workerMsPerVote: number;
  witnessCpuSeconds: number | null;
}

const hasOutcome = (outcome: string) => (labels: Map<string, string>) => labels.get('outcome') === outcome;

export function logCounters(text: string): LogCounters {
  return {
    appendSeconds: sampleValue(text, 'transparency_log_append_seconds_sum'),
    appendBatches: sampleValue(text, 'transparency_log_append_seconds_count'),
    appendedLeaves: sampleValue(text, 'transparency_log_appended_leaves_total'),
    publishSeconds: sampleValue(text, 'transparency_checkpoint_publish_seconds_sum'),
    publishBuckets: histogram(text, 'transparency_checkpoint_publish_seconds'),
    checkpoints: sampleValue(text, 'transparency_checkpoints_total'),
    grewCheckpoints: sampleValue(text, 'transparency_checkpoints_total', (labels) => labels.get('kind') === 'interval'),
    finalCheckpoints: sampleValue(text, 'transparency_checkpoints_final_total'),
    cosigned: sampleValue(text, 'transparency_witness_cosignatures_total', hasOutcome('cosigned')),
    refused: sampleValue(text, 'transparency_witness_cosignatures_total', hasOutcome('refused')),
    failed: sampleValue(text, 'transparency_witness_cosignatures_total', hasOutcome('failed')),
    submitSeconds: sampleValue(text, 'transparency_witness_submit_seconds_sum'),
    submits: sampleValue(text, 'transparency_witness_submit_seconds_count'),
  };
}

/** The smallest bucket bound holding every observation (NaN when there is none). */
export function slowestBound(buckets: Histogram): number {
  const count = buckets.get(Infinity) ?? 0;
  if (count === 0) return Number.NaN;
  const bounds = [...buckets.keys()].sort((a, b) => a - b);
  return bounds.find((le) => (buckets.get(le) ?? 0) >= count) ?? Infinity;
}

export function publicLogFigures(window: PublicLogWindow): PublicLogFigures {
  const { before, after } = window;
  const delta = (key: Exclude<keyof LogCounters, 'publishBuckets'>) => after[key] - before[key];
  const perVote = (seconds: number) => (window.votes > 0 ? (seconds / window.votes) * 1000 : Number.NaN);
  const mean = (seconds: number, count: number) => (count > 0 ? (seconds / count) * 1000 : Number.NaN);
  const cpuSeconds = (group: string) => window.cpu?.groups.find((share) => share.group === group)?.seconds ?? 0;
  return {
    checkpoints: delta('checkpoints'),
    expectedCheckpoints: Math.round(window.wallSeconds / window.intervalSeconds),
    grewCheckpoints: delta('grewCheckpoints'),
    finalCheckpoints: delta('finalCheckpoints'),
    cosigned: delta('cosigned'),
    refused: delta('refused'),
    failed: delta('failed'),
    publishMeanMs: mean(delta('publishSeconds'), delta('checkpoints')),
    publishMaxMs: slowestBound(histogramDelta(before.publishBuckets, after.publishBuckets)) * 1000,
    submitMeanMs: mean(delta('submitSeconds'), delta('submits')),
    appendBatches: delta('appendBatches'),
    appendMsPerVote: perVote(delta('appendSeconds')),
    leaves: delta('appendedLeaves'),
    votes: window.votes,
    lagRows: window.lagRows,
    catchUpSeconds: window.catchUpSeconds,
    workerMsPerVote: window.cpu ? perVote(cpuSeconds('worker')) : Number.NaN,
    witnessCpuSeconds: window.cpu && window.witness ? cpuSeconds(WITNESS_GROUP) : null,
  };
}

/** The report's "Public log" block: what the log cost the worker while the vote path ran. */
export function renderPublicLog(window: PublicLogWindow): string[] {
  const figures = publicLogFigures(window);
  const perVote = (value: number) => (Number.isFinite(value) ? `${value.toFixed(4)} ms` : '–');
  const witnessed = window.witness
    ? `${int(figures.cosigned)} cosigned, ${int(figures.refused)} refused, ${int(figures.failed)} failed; ` +
      `${int(figures.finalCheckpoints)} final (quorum reached); submission mean ${ms(figures.submitMeanMs)} ms` +
      (figures.witnessCpuSeconds === null ? '' : `; witness process CPU ${figures.witnessCpuSeconds.toFixed(2)} s`)
    : 'no witness (`--no-witness`)';
  return [
    '',
    `Public log over the measured window (${window.wallSeconds.toFixed(1)} s; a checkpoint at most every ` +
      `${window.intervalSeconds} s while votes come in), from the worker's metrics:`,
    '',
    ...table(
      ['Public log', 'Result'],
      [
        [
          'Checkpoints signed',
          `${int(figures.checkpoints)} (~${int(figures.expectedCheckpoints)} expected), ` +
            `${int(figures.grewCheckpoints)} of them as the log grew`,
        ],
        ["Checkpoints submitted to the court officer's witness", witnessed],
        [
          'Checkpoint publication (root from the tiles, signature, row), mean / slowest',
          `${ms(figures.publishMeanMs)} ms / ≤ ${ms(figures.publishMaxMs)} ms (bucket bound)`,
        ],
        [
          'Log append per acknowledged vote (append seconds ÷ votes)',
          `${perVote(figures.appendMsPerVote)} (${int(figures.appendBatches)} batches)`,
        ],
        ['Leaves appended / votes acknowledged in the window', `${int(figures.leaves)} / ${int(figures.votes)}`],
        [
          "Log's lag when the load stopped (ledger rows not yet leaves), and its catch-up",
          `${int(figures.lagRows)} rows; ` +
            (figures.catchUpSeconds === null
              ? '**not caught up** within the wait'
              : `every row a leaf ${figures.catchUpSeconds.toFixed(2)} s after the stop`),
        ],
        ['Worker CPU per acknowledged vote (the whole worker: log, projector, jobs)', perVote(figures.workerMsPerVote)],
      ],
    ),
  ];
}
