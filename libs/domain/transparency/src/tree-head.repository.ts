import { Injectable } from '@nestjs/common';
import type { TreeHead } from '@app/contracts';
import type { EntityManager } from 'typeorm';

/** A signed tree head as stored. */
export interface HeadRow {
  tree_size: string;
  root: Buffer;
  signed_at: Date;
  key_id: string;
  signature: Buffer;
}

/** The columns of a HeadRow, for the reads that select one. */
export const HEAD_COLUMNS = 'tree_size, root, signed_at, key_id, signature';

export function toTreeHead(row: HeadRow): TreeHead {
  return {
    size: Number(row.tree_size),
    root: row.root.toString('hex'),
    time: row.signed_at.toISOString(),
    key_id: row.key_id,
    signature: row.signature.toString('base64'),
  };
}

/** A head or a checkpoint of the log: the size it covers and when it was signed. */
export interface SignedSize {
  size: number;
  signedAt: Date;
}

export interface NewTreeHead {
  size: number;
  root: Uint8Array;
  signedAt: Date;
  keyId: string;
  /** Base64, as the signer gives it. */
  signature: string;
  contestId: number | null;
}

/** The only owner of `tree_heads`, with the public reads of transparency.reader.ts. */
@Injectable()
export class TreeHeadRepository {
  /** The newest head's size and time, or null before the first. */
  async last(transaction: EntityManager): Promise<SignedSize | null> {
    const rows: { tree_size: string; signed_at: Date }[] = await transaction.query(
      'SELECT tree_size, signed_at FROM tree_heads ORDER BY id DESC LIMIT 1',
    );
    return rows[0] ? { size: Number(rows[0].tree_size), signedAt: rows[0].signed_at } : null;
  }

  async insert(transaction: EntityManager, head: NewTreeHead): Promise<void> {
    await transaction.query(
      `INSERT INTO tree_heads (tree_size, root, signed_at, key_id, signature, contest_id) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        head.size,
        Buffer.from(head.root),
        head.signedAt,
        head.keyId,
        Buffer.from(head.signature, 'base64'),
        head.contestId,
      ],
    );
  }
}
