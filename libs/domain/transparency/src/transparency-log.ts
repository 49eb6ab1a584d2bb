import { Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AppConfig } from '@app/config';
import { canonicalLeaf, toBase64, type TreeHead, toHex } from '@app/contracts';
import { LedgerProjectionReader } from '@app/ledger';
import { DataSource, type EntityManager } from 'typeorm';
import { CheckpointWitnesses, type SignedCheckpoint } from './checkpoint-witnesses';
import { type ContestSeal, LogCheckpointRepository } from './log-checkpoint.repository';
import { TileStore } from './tile-store';
import { TransparencyKeyRepository } from './transparency-key.repository';
import { TransparencyLeafRepository } from './transparency-leaf.repository';
import { TransparencyLogRepository } from './transparency-log.repository';
import { type CheckpointKind, TransparencyMetrics } from './transparency.metrics';
import { TreeHeadRepository } from './tree-head.repository';
import { TreeHeadSigner } from './tree-head-signer';
import { VoteLeaves } from './vote-leaves';

/** Ledger rows turned into leaves per transaction. */
export const LOG_BATCH_SIZE = 5000;
/** Pause when the log has caught up with the ledger. */
const IDLE_POLL_MS = 250;
const ERROR_BACKOFF_MS = 1000;
/** A checkpoint of an unchanged log is signed again after this, so that its readers see it is alive. */
const IDLE_CHECKPOINT_MS = 3600_000;
/** How long an unchanged log waits before the worker looks again whether a checkpoint is due. */
const CHECKPOINT_POLL_MS = 1000;

export type { ContestSeal } from './log-checkpoint.repository';

/**
 * The worker's side of the public vote log: it follows the ledger in commit order (the projector's
 * (tx, id) order below the safe horizon), turns each row into a leaf, and every
 * `TRANSPARENCY_HEAD_INTERVAL_SECONDS`, when the log grew, signs a tree head; every
 * `TRANSPARENCY_CHECKPOINT_INTERVAL_SECONDS` at most while it grows, and hourly when it does not, a
 * checkpoint in the open signed-note format (C2SP tlog-checkpoint). Each batch is one
 * transaction that locks the log's row, appends the leaves and their tiles and moves the position:
 * a row becomes a leaf exactly once, at one place, whatever the number of workers or restarts
 * (a worker that finds the row locked lets the other one work).
 */
@Injectable()
export class TransparencyLog implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(TransparencyLog.name);
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private nextCheckpointAt = 0;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly ledger: LedgerProjectionReader,
    private readonly leaves: VoteLeaves,
    private readonly tiles: TileStore,
    private readonly signer: TreeHeadSigner,
    private readonly witnesses: CheckpointWitnesses,
    private readonly metrics: TransparencyMetrics,
    private readonly config: AppConfig,
    private readonly state: TransparencyLogRepository,
    private readonly leafRows: TransparencyLeafRepository,
    private readonly heads: TreeHeadRepository,
    private readonly checkpoints: LogCheckpointRepository,
    private readonly keys: TransparencyKeyRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.keys.add(this.signer.keyId, this.signer.publicKey);
    this.running = true;
    this.loop = this.run();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    await this.witnesses.settled();
  }

  private async run(): Promise<void> {
    while (this.running) {
      let pause = IDLE_POLL_MS;
      try {
        const appended = await this.appendNext();
        if (appended === LOG_BATCH_SIZE) pause = 0;
        else await this.publishHeadIfDue();
        await this.publishCheckpointIfDue();
      } catch (error) {
        this.logger.error({ err: error }, 'Transparency log step failed');
        pause = ERROR_BACKOFF_MS;
      }
      if (pause > 0 && this.running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pause);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  }

  /**
   * Appends the next committed ledger rows (at most `limit`); returns how many, 0 when caught up, or
   * busy (another append under way) unless `wait`.
   */
  async appendNext(limit = LOG_BATCH_SIZE, wait = false): Promise<number> {
    const timer = this.metrics.appendSeconds.startTimer();
    const appended = await this.db.transaction(async (transaction) => {
      const state = await this.state.lock(transaction, wait);
      if (!state) return 0;
      const rows = await this.ledger.committedRowsAfter(state.watermark, limit);
      if (rows.length === 0) return 0;
      const { size } = state;
      const leaves = rows.map((row) => this.leaves.leafOf(row));
      const texts = leaves.map(canonicalLeaf);
      await this.leafRows.append(
        transaction,
        size,
        leaves.map((leaf, i) => ({ ledgerId: leaf.id, contestId: leaf.contest, leaf: texts[i] })),
      );
      await this.tiles.append(
        transaction,
        size,
        texts.map((text) => VoteLeaves.hashOfCanonical(text)),
      );
      const last = rows[rows.length - 1];
      await this.state.moveTo(transaction, size + rows.length, last);
      return rows.length;
    });
    if (appended > 0) {
      timer();
      this.metrics.appendedLeaves.inc(appended);
    }
    return appended;
  }

  /** Appends until the log has every committed row (waiting for an append under way elsewhere). */
  async catchUp(): Promise<void> {
    while ((await this.appendNext(LOG_BATCH_SIZE, true)) > 0);
  }

  /**
   * Whether every ledger row of the contest is a leaf: rows of a transaction that committed after one
   * still running (anywhere on the database server) wait for it before the log takes them.
   */
  async holdsContest(contestId: number): Promise<boolean> {
    const [rows, leaves] = await Promise.all([
      this.ledger.contestRowCount(contestId),
      this.leafRows.contestCount(contestId),
    ]);
    return leaves >= rows;
  }

  /** Signs a head when the last one is older than the interval and the log grew since; returns it, or null. */
  async publishHeadIfDue(now = new Date()): Promise<TreeHead | null> {
    return this.db.transaction(async (transaction) => {
      const state = await this.state.lock(transaction);
      if (!state || state.size === 0) return null;
      const last = await this.heads.last(transaction);
      const dueAt = last === null ? 0 : last.signedAt.getTime() + this.config.transparency.headIntervalSeconds * 1000;
      if (last !== null && (last.size === state.size || now.getTime() < dueAt)) return null;
      return this.sign(transaction, state.size, now);
    });
  }

  /**
   * Signs a head of the log as it is now, whatever the interval (tests, a contest's results dossier,
   * whose head names the contest it seals).
   */
  async publishHead(now = new Date(), contestId: number | null = null): Promise<TreeHead | null> {
    return this.db.transaction(async (transaction) => {
      const state = await this.state.lock(transaction, true);
      return state && state.size > 0 ? this.sign(transaction, state.size, now, contestId) : null;
    });
  }

  /**
   * Signs a checkpoint when the log grew and the last one is older than the interval, or when the last
   * one is an hour old; returns the note, or null (also when another worker holds the log, unless `wait`).
   */
  async publishCheckpointIfDue(now = new Date(), wait = false): Promise<string | null> {
    if (now.getTime() < this.nextCheckpointAt) return null;
    const signed = await this.db.transaction(async (transaction) => {
      const state = await this.state.lock(transaction, wait);
      if (!state || state.size === 0) return null;
      const { size } = state;
      const last = await this.checkpoints.last(transaction);
      const grew = last === null || last.size !== size;
      if (last !== null) {
        const age = now.getTime() - last.signedAt.getTime();
        const interval = this.config.transparency.checkpointIntervalSeconds * 1000;
        if ((grew && age < interval) || (!grew && age < IDLE_CHECKPOINT_MS)) {
          this.nextCheckpointAt = now.getTime() + (grew ? interval - age : CHECKPOINT_POLL_MS);
          return null;
        }
      }
      return this.checkpoint(transaction, size, now, grew ? 'interval' : 'idle');
    });
    return this.witnessed(signed);
  }

  /** Signs a checkpoint of the log as it is now, whatever the interval; null while the log is empty. */
  async publishCheckpoint(now = new Date()): Promise<string | null> {
    const signed = await this.db.transaction(async (transaction) => {
      const state = await this.state.lock(transaction, true);
      return state && state.size > 0 ? this.checkpoint(transaction, state.size, now, 'manual') : null;
    });
    return this.witnessed(signed);
  }

  /** Hands a committed checkpoint to the witnesses; its note. */
  private witnessed(signed: SignedCheckpoint | null): string | null {
    if (!signed) return null;
    this.witnesses.submit(signed);
    return signed.note;
  }

  /**
   * Seals a contest: a tree head and a checkpoint of the log as it is now, of the same size, both naming
   * the contest; the checkpoint goes to the witnesses. Null while the log is empty.
   */
  async seal(contestId: number, now = new Date()): Promise<ContestSeal | null> {
    const sealed = await this.db.transaction(async (transaction) => {
      const state = await this.state.lock(transaction, true);
      if (!state || state.size === 0) return null;
      const { size } = state;
      return {
        head: await this.sign(transaction, size, now, contestId),
        checkpoint: await this.checkpoint(transaction, size, now, 'seal', contestId),
      };
    });
    if (sealed) this.witnesses.submit(sealed.checkpoint);
    return sealed;
  }

  /** The contest's latest seal, or null when it has none. */
  async lastSeal(contestId: number): Promise<ContestSeal | null> {
    return this.checkpoints.lastSeal(contestId);
  }

  private async checkpoint(
    transaction: EntityManager,
    size: number,
    now: Date,
    kind: CheckpointKind,
    contestId: number | null = null,
  ): Promise<SignedCheckpoint> {
    const timer = this.metrics.checkpointPublishSeconds.startTimer();
    const root = await this.tiles.ranges(transaction)(0, size);
    const note = this.signer.signCheckpoint(size, root);
    const id = await this.checkpoints.insert(transaction, { size, root, note, signedAt: now, contestId });
    timer();
    this.metrics.checkpoints.inc({ kind });
    this.nextCheckpointAt = now.getTime() + this.config.transparency.checkpointIntervalSeconds * 1000;
    return { id, size, note };
  }

  /** The deployment's public key (raw, base64): what verifiers check the heads with. */
  get publicKey(): string {
    return toBase64(this.signer.publicKey);
  }

  /** Signs any document with the log's key (a results dossier), base64. */
  signDocument(message: Uint8Array): string {
    return this.signer.signBytes(message);
  }

  private async sign(
    transaction: EntityManager,
    size: number,
    now: Date,
    contestId: number | null = null,
  ): Promise<TreeHead> {
    const root = await this.tiles.ranges(transaction)(0, size);
    const head = this.signer.sign({ size, root: toHex(root), time: now.toISOString() });
    await this.heads.insert(transaction, {
      size,
      root,
      signedAt: now,
      keyId: head.key_id,
      signature: head.signature,
      contestId,
    });
    this.logger.log({ size, root: head.root, contestId }, 'transparency_tree_head_signed');
    return head;
  }
}
