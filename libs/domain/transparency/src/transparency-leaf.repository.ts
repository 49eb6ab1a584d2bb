import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/** A leaf to append: the ledger row it is, its contest, and its canonical text. */
export interface NewLeaf {
  ledgerId: number;
  contestId: number;
  leaf: string;
}

/** A leaf as stored: its position in the log and its canonical text. */
export interface StoredLeaf {
  index: number;
  leaf: string;
}

/** The only owner of `transparency_leaves`, with the public reads of transparency.reader.ts. */
@Injectable()
export class TransparencyLeafRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Appends the leaves at positions [first, first + leaves.length), in the caller's transaction. */
  async append(transaction: EntityManager, first: number, leaves: NewLeaf[]): Promise<void> {
    await transaction.query(
      `INSERT INTO transparency_leaves (leaf_index, ledger_id, contest_id, leaf)
       SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::int[], $4::text[])`,
      [
        leaves.map((_, i) => first + i),
        leaves.map((leaf) => leaf.ledgerId),
        leaves.map((leaf) => leaf.contestId),
        leaves.map((leaf) => leaf.leaf),
      ],
    );
  }

  async contestCount(contestId: number): Promise<number> {
    const [{ leaves }]: { leaves: number }[] = await this.db.query(
      'SELECT count(*)::int AS leaves FROM transparency_leaves WHERE contest_id = $1',
      [contestId],
    );
    return leaves;
  }

  /** The leaf of a ledger row, or null while the log does not hold it. */
  async ofLedgerRow(ledgerId: number): Promise<StoredLeaf | null> {
    const rows: { leaf_index: string; leaf: string }[] = await this.db.query(
      'SELECT leaf_index, leaf FROM transparency_leaves WHERE ledger_id = $1',
      [ledgerId],
    );
    return rows[0] ? { index: Number(rows[0].leaf_index), leaf: rows[0].leaf } : null;
  }

  /** The leaves at positions [start, end) that the log holds, in log order. */
  async range(start: number, end: number): Promise<string[]> {
    const rows: { leaf: string }[] = await this.db.query(
      'SELECT leaf FROM transparency_leaves WHERE leaf_index >= $1 AND leaf_index < $2 ORDER BY leaf_index',
      [start, end],
    );
    return rows.map((row) => row.leaf);
  }
}
