import { Injectable } from '@nestjs/common';
import { MetricsService } from '@app/observability';
import { Counter, Histogram } from 'prom-client';

/** Why a checkpoint was signed: the log grew, an hour passed unchanged, a contest closed, or on demand. */
export type CheckpointKind = 'interval' | 'idle' | 'seal' | 'manual';

/** What a witness made of one submission. */
export type WitnessOutcome = 'cosigned' | 'refused' | 'failed';

/** The public log's Prometheus metrics, in the worker's registry: its cost and its witnesses' answers. */
@Injectable()
export class TransparencyMetrics {
  readonly appendSeconds: Histogram;
  readonly appendedLeaves: Counter;
  readonly checkpointPublishSeconds: Histogram;
  readonly checkpoints: Counter<'kind'>;
  readonly finalCheckpoints: Counter;
  readonly witnessSubmitSeconds: Histogram<'witness'>;
  readonly cosignatures: Counter<'witness' | 'outcome'>;

  constructor(metrics: MetricsService) {
    const registers = [metrics.registry];
    this.appendSeconds = new Histogram({
      name: 'transparency_log_append_seconds',
      help: 'Time to append one batch of ledger rows to the log (leaves, tiles, position), batches that appended rows',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    });
    this.appendedLeaves = new Counter({
      name: 'transparency_log_appended_leaves_total',
      help: 'Ledger rows appended to the public log as leaves',
      registers,
    });
    this.checkpointPublishSeconds = new Histogram({
      name: 'transparency_checkpoint_publish_seconds',
      help: 'Time to sign one checkpoint: its root from the tiles, the signature and its row',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    this.checkpoints = new Counter({
      name: 'transparency_checkpoints_total',
      help: 'Checkpoints signed, by why: interval (the log grew), idle (hourly), seal (a contest closed), manual',
      labelNames: ['kind'] as const,
      registers,
    });
    this.finalCheckpoints = new Counter({
      name: 'transparency_checkpoints_final_total',
      help: "Checkpoints cosigned by the witnesses' quorum (the court officer's among them when there is one)",
      registers,
    });
    this.witnessSubmitSeconds = new Histogram({
      name: 'transparency_witness_submit_seconds',
      help: 'Time to submit one checkpoint to one witness: its consistency proof, the request, the cosignature kept',
      labelNames: ['witness'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.cosignatures = new Counter({
      name: 'transparency_witness_cosignatures_total',
      help: 'Checkpoints submitted to a witness, by its answer: cosigned, refused, or failed (unreachable, no valid cosignature)',
      labelNames: ['witness', 'outcome'] as const,
      registers,
    });
  }
}
