import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@app/config';
import {
  consistencyProof,
  type NoteVerifierKey,
  parseNoteVerifierKey,
  toBase64,
  verifyCosignature,
} from '@app/contracts';
import { LogCheckpointRepository, type SignedCheckpoint } from './log-checkpoint.repository';
import { TileStore } from './tile-store';
import { TransparencyMetrics, type WitnessOutcome } from './transparency.metrics';

export type { SignedCheckpoint } from './log-checkpoint.repository';

/** A checkpoint with the cosignatures kept for it. */
export interface CosignedCheckpoint {
  /** The log's note followed by the witnesses' cosignature lines. */
  note: string;
  /** The witnesses that cosigned it, by name. */
  cosigners: string[];
  /** Whether the quorum cosigned it, the court officer's witness among them when there is one. */
  final: boolean;
}

interface Witness {
  key: NoteVerifierKey;
  url: string;
}

const SUBMIT_TIMEOUT_MS = 5000;
/** A 409 tells the size the witness holds: the submission is made again once from there. */
const ATTEMPTS = 2;

/**
 * The worker's side of the witnesses (C2SP tlog-witness): each new checkpoint is submitted to every
 * witness of the deployment with the consistency proof from the size that witness cosigned last (learnt
 * from its 409 after a restart), and each cosignature that verifies with the witness's key is kept. When
 * checkpoints come faster than a witness answers, only the newest waiting one is submitted.
 */
@Injectable()
export class CheckpointWitnesses {
  private readonly logger = new Logger(CheckpointWitnesses.name);
  private readonly witnesses: Witness[];
  private readonly quorum: number;
  private readonly court: string | null;
  private readonly held = new Map<string, number>();
  private waiting: SignedCheckpoint | null = null;
  private draining: Promise<void> | null = null;

  constructor(
    private readonly checkpoints: LogCheckpointRepository,
    private readonly tiles: TileStore,
    private readonly metrics: TransparencyMetrics,
    config: AppConfig,
  ) {
    this.witnesses = config.transparency.witnesses.map(({ key, url }) => ({ key: parseNoteVerifierKey(key)!, url }));
    this.quorum = config.transparency.witnessQuorum;
    this.court = config.transparency.courtWitness;
  }

  /** The checkpoint with the cosignatures kept for it so far. */
  async cosigned(checkpoint: SignedCheckpoint): Promise<CosignedCheckpoint> {
    const rows = await this.checkpoints.cosignatures(checkpoint.id);
    const cosigners = rows.map((row) => row.witness);
    return {
      note: checkpoint.note + rows.map((row) => row.line).join(''),
      cosigners,
      final: this.isFinal(cosigners),
    };
  }

  /** Whether these cosigners make the quorum, the court officer's witness among them when there is one. */
  private isFinal(cosigners: string[]): boolean {
    return cosigners.length >= this.quorum && (this.court === null || cosigners.includes(this.court));
  }

  /** Submits the checkpoint to the witnesses in the background (after the one under way, if any). */
  submit(checkpoint: SignedCheckpoint): void {
    if (this.witnesses.length === 0) {
      // A quorum of none: final as signed, as cosigned() says.
      this.metrics.finalCheckpoints.inc();
      return;
    }
    this.waiting = checkpoint;
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
    });
  }

  /** Waits until every submission made so far has been answered (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async drain(): Promise<void> {
    while (this.waiting) {
      const checkpoint = this.waiting;
      this.waiting = null;
      const outcomes = await Promise.all(this.witnesses.map((witness) => this.submitTo(witness, checkpoint)));
      const cosigners = this.witnesses.filter((_, index) => outcomes[index] === 'cosigned');
      if (this.isFinal(cosigners.map((witness) => witness.key.name))) this.metrics.finalCheckpoints.inc();
    }
  }

  /** Submits the checkpoint to one witness, timed and counted; null when that witness holds a newer one. */
  private async submitTo(witness: Witness, checkpoint: SignedCheckpoint): Promise<WitnessOutcome | null> {
    const timer = this.metrics.witnessSubmitSeconds.startTimer({ witness: witness.key.name });
    const outcome = await this.exchange(witness, checkpoint);
    if (outcome !== null) {
      timer();
      this.metrics.cosignatures.inc({ witness: witness.key.name, outcome });
    }
    return outcome;
  }

  private async exchange(witness: Witness, checkpoint: SignedCheckpoint): Promise<WitnessOutcome | null> {
    try {
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        const old = this.held.get(witness.key.name) ?? 0;
        if (old > checkpoint.size) return null;
        const proof = old === 0 ? [] : await consistencyProof(old, checkpoint.size, this.tiles.ranges());
        const response = await fetch(`${witness.url}/add-checkpoint`, {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
          body: [`old ${old}`, ...proof.map(toBase64), '', checkpoint.note].join('\n'),
          signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS),
        });
        const body = await response.text();
        if (response.status === 409 && response.headers.get('content-type')?.startsWith('text/x.tlog.size')) {
          this.held.set(witness.key.name, Number(body.trim()));
          continue;
        }
        if (!response.ok) {
          this.logger.warn(
            { witness: witness.key.name, status: response.status, body },
            'transparency_witness_refused',
          );
          return 'refused';
        }
        const kept = await this.keep(witness, checkpoint, body);
        this.held.set(witness.key.name, checkpoint.size);
        return kept ? 'cosigned' : 'failed';
      }
      return 'refused';
    } catch (error) {
      this.logger.warn({ witness: witness.key.name, err: error }, 'transparency_witness_unreachable');
      return 'failed';
    }
  }

  /** Keeps the witness's cosignature line that verifies on the checkpoint (false when none does). */
  private async keep(witness: Witness, checkpoint: SignedCheckpoint, body: string): Promise<boolean> {
    for (const line of body.split('\n').filter(Boolean)) {
      const time = verifyCosignature(`${checkpoint.note}${line}\n`, witness.key);
      if (time === null) continue;
      await this.checkpoints.addCosignature(checkpoint.id, { witness: witness.key.name, line: `${line}\n` }, time);
      return true;
    }
    this.logger.warn({ witness: witness.key.name }, 'transparency_witness_cosignature_invalid');
    return false;
  }
}
