import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TreeHead } from '@app/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { type HeadRow, type SignedSize, toTreeHead } from './tree-head.repository';

/** A checkpoint signed: its row, its size and the signed note. */
export interface SignedCheckpoint {
  id: number;
  size: number;
  note: string;
}

/** A contest's close in the log: a tree head and a checkpoint of the same size, both naming it. */
export interface ContestSeal {
  head: TreeHead;
  checkpoint: SignedCheckpoint;
}

export interface NewCheckpoint {
  size: number;
  root: Uint8Array;
  note: string;
  signedAt: Date;
  contestId: number | null;
}

/** A witness's cosignature line (newline-terminated) of a checkpoint. */
export interface Cosignature {
  witness: string;
  line: string;
}

/** The only owner of `log_checkpoints` and of the witnesses' `checkpoint_cosignatures` of them. */
@Injectable()
export class LogCheckpointRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The newest checkpoint's size and time, or null before the first. */
  async last(transaction: EntityManager): Promise<SignedSize | null> {
    const rows: { tree_size: string; signed_at: Date }[] = await transaction.query(
      'SELECT tree_size, signed_at FROM log_checkpoints ORDER BY id DESC LIMIT 1',
    );
    return rows[0] ? { size: Number(rows[0].tree_size), signedAt: rows[0].signed_at } : null;
  }

  /** Stores a signed checkpoint; its id. */
  async insert(transaction: EntityManager, checkpoint: NewCheckpoint): Promise<number> {
    const [{ id }]: { id: string }[] = await transaction.query(
      'INSERT INTO log_checkpoints (tree_size, root, note, signed_at, contest_id) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [checkpoint.size, Buffer.from(checkpoint.root), checkpoint.note, checkpoint.signedAt, checkpoint.contestId],
    );
    return Number(id);
  }

  /** A contest's latest seal: its checkpoint and the tree head of the same size naming the contest. */
  async lastSeal(contestId: number): Promise<ContestSeal | null> {
    const rows: (HeadRow & { id: string; note: string })[] = await this.db.query(
      `SELECT c.id, c.tree_size, c.note, h.root, h.signed_at, h.key_id, h.signature
         FROM log_checkpoints c
         JOIN tree_heads h ON h.contest_id = c.contest_id AND h.tree_size = c.tree_size
        WHERE c.contest_id = $1
        ORDER BY c.id DESC, h.id DESC LIMIT 1`,
      [contestId],
    );
    if (rows.length === 0) return null;
    const [row] = rows;
    return { head: toTreeHead(row), checkpoint: { id: Number(row.id), size: Number(row.tree_size), note: row.note } };
  }

  /**
   * The newest checkpoint with at least `quorum` cosignatures, with their lines in the witnesses' order;
   * from the newest back, one index probe each.
   */
  async newestCosigned(quorum: number): Promise<{ note: string; size: number; lines: string[] } | null> {
    const rows: { note: string; tree_size: string; lines: string[] }[] = await this.db.query(
      `SELECT c.note, c.tree_size,
              ARRAY(SELECT s.line FROM checkpoint_cosignatures s WHERE s.checkpoint_id = c.id ORDER BY s.witness) AS lines
         FROM log_checkpoints c
        WHERE (SELECT count(*) FROM checkpoint_cosignatures s WHERE s.checkpoint_id = c.id) >= $1
        ORDER BY c.id DESC LIMIT 1`,
      [quorum],
    );
    return rows[0] ? { note: rows[0].note, size: Number(rows[0].tree_size), lines: rows[0].lines } : null;
  }

  /** The cosignatures kept for a checkpoint, in the witnesses' order. */
  async cosignatures(checkpointId: number): Promise<Cosignature[]> {
    return this.db.query(
      'SELECT witness, line FROM checkpoint_cosignatures WHERE checkpoint_id = $1 ORDER BY witness',
      [checkpointId],
    );
  }

  /** Keeps a witness's cosignature (once: a second one of the same witness is dropped); `time` in Unix seconds. */
  async addCosignature(checkpointId: number, cosignature: Cosignature, time: number): Promise<void> {
    await this.db.query(
      `INSERT INTO checkpoint_cosignatures (checkpoint_id, witness, line, cosigned_at)
       VALUES ($1, $2, $3, to_timestamp($4)) ON CONFLICT DO NOTHING`,
      [checkpointId, cosignature.witness, cosignature.line, time],
    );
  }
}
