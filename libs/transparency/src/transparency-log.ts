import { Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AppConfig } from '@app/config';
import { canonicalLeaf, toBase64, type TreeHead, toHex } from '@app/contracts';
import { LedgerReader } from '@app/ledger';
import { DataSource, type EntityManager } from 'typeorm';
import { TileStore } from './tile-store';
import { TreeHeadSigner } from './tree-head-signer';
import { VoteLeaves } from './vote-leaves';

/** Ledger rows turned into leaves per transaction. */
export const LOG_BATCH_SIZE = 5000;
/** Pause when the log has caught up with the ledger. */
const IDLE_POLL_MS = 250;
const ERROR_BACKOFF_MS = 1000;

interface LogState {
  size: string;
  watermark_tx: string;
  watermark_id: string;
}

/**
 * The worker's side of the public vote log: it follows the ledger in commit order (the projector's
 * (tx, id) order below the safe horizon), turns each row into a leaf, and every
 * `TRANSPARENCY_HEAD_INTERVAL_SECONDS`, when the log grew, signs a tree head. Each batch is one
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

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly ledger: LedgerReader,
    private readonly leaves: VoteLeaves,
    private readonly tiles: TileStore,
    private readonly signer: TreeHeadSigner,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.db.query(
      'INSERT INTO transparency_keys (key_id, public_key) VALUES ($1, $2) ON CONFLICT (key_id) DO NOTHING',
      [this.signer.keyId, Buffer.from(this.signer.publicKey)],
    );
    this.running = true;
    this.loop = this.run();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let pause = IDLE_POLL_MS;
      try {
        const appended = await this.appendNext();
        if (appended === LOG_BATCH_SIZE) pause = 0;
        else await this.publishHeadIfDue();
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
    return this.db.transaction(async (transaction) => {
      const state = await this.lockState(transaction, wait);
      if (!state) return 0;
      const rows = await this.ledger.committedRowsAfter(
        { tx: state.watermark_tx, id: Number(state.watermark_id) },
        limit,
      );
      if (rows.length === 0) return 0;
      const size = Number(state.size);
      const leaves = rows.map((row) => this.leaves.leafOf(row));
      const texts = leaves.map(canonicalLeaf);
      await transaction.query(
        `INSERT INTO transparency_leaves (leaf_index, ledger_id, contest_id, leaf)
         SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::int[], $4::text[])`,
        [leaves.map((_, i) => size + i), leaves.map((leaf) => leaf.id), leaves.map((leaf) => leaf.contest), texts],
      );
      await this.tiles.append(
        transaction,
        size,
        texts.map((text) => VoteLeaves.hashOfCanonical(text)),
      );
      const last = rows[rows.length - 1];
      await transaction.query(
        'UPDATE transparency_log SET size = $1, watermark_tx = $2::xid8, watermark_id = $3 WHERE id = 1',
        [size + rows.length, last.tx, last.id],
      );
      return rows.length;
    });
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
    const [rows, [{ leaves }]] = await Promise.all([
      this.ledger.contestRowCount(contestId),
      this.db.query<{ leaves: number }[]>(
        'SELECT count(*)::int AS leaves FROM transparency_leaves WHERE contest_id = $1',
        [contestId],
      ),
    ]);
    return leaves >= rows;
  }

  /** Signs a head when the last one is older than the interval and the log grew since; returns it, or null. */
  async publishHeadIfDue(now = new Date()): Promise<TreeHead | null> {
    return this.db.transaction(async (transaction) => {
      const state = await this.lockState(transaction);
      if (!state || Number(state.size) === 0) return null;
      const last: { tree_size: string; signed_at: Date }[] = await transaction.query(
        'SELECT tree_size, signed_at FROM tree_heads ORDER BY id DESC LIMIT 1',
      );
      const dueAt =
        last.length === 0 ? 0 : last[0].signed_at.getTime() + this.config.transparency.headIntervalSeconds * 1000;
      if (last.length > 0 && (Number(last[0].tree_size) === Number(state.size) || now.getTime() < dueAt)) return null;
      return this.sign(transaction, Number(state.size), now);
    });
  }

  /**
   * Signs a head of the log as it is now, whatever the interval (tests, a contest's results dossier,
   * whose head names the contest it seals).
   */
  async publishHead(now = new Date(), contestId: number | null = null): Promise<TreeHead | null> {
    return this.db.transaction(async (transaction) => {
      const state = await this.lockState(transaction, true);
      return state && Number(state.size) > 0 ? this.sign(transaction, Number(state.size), now, contestId) : null;
    });
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
    await transaction.query(
      `INSERT INTO tree_heads (tree_size, root, signed_at, key_id, signature, contest_id) VALUES ($1, $2, $3, $4, $5, $6)`,
      [size, Buffer.from(root), now, head.key_id, Buffer.from(head.signature, 'base64'), contestId],
    );
    this.logger.log({ size, root: head.root, contestId }, 'transparency_tree_head_signed');
    return head;
  }

  /** The log's row, locked for this transaction; null when another worker holds it (unless told to wait). */
  private async lockState(transaction: EntityManager, wait = false): Promise<LogState | null> {
    const rows: LogState[] = await transaction.query(
      `SELECT size, watermark_tx::text AS watermark_tx, watermark_id FROM transparency_log WHERE id = 1
       FOR UPDATE ${wait ? '' : 'SKIP LOCKED'}`,
    );
    return rows[0] ?? null;
  }
}
