import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AppError, MESSAGES } from '@app/common';
import {
  consistencyProof,
  inclusionProof,
  keyFingerprint,
  multiProof,
  toBase64,
  toHex,
  type VoteLeaf,
} from '@app/contracts';
import { VoteReceiptsReader } from '@app/ledger';
import { DataSource } from 'typeorm';
import { TileStore } from './tile-store';
import { TransparencyLeafRepository } from './transparency-leaf.repository';
import type {
  ConsistencyProofResponse,
  ReceiptInclusion,
  TransparencyKeyResponse,
  TreeHeadPageResponse,
  TreeHeadResponse,
} from './transparency.response';
import { HEAD_COLUMNS, type HeadRow, toTreeHead } from './tree-head.repository';
import { VoteLeaves } from './vote-leaves';

/** The public log's reads: signed heads, keys, and proofs computed from the tiles. */
@Injectable()
export class TransparencyReader {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tiles: TileStore,
    private readonly ledger: VoteReceiptsReader,
    private readonly leaves: TransparencyLeafRepository,
  ) {}

  async latestHead(): Promise<TreeHeadResponse> {
    const rows: HeadRow[] = await this.db.query(`SELECT ${HEAD_COLUMNS} FROM tree_heads ORDER BY id DESC LIMIT 1`);
    if (rows.length === 0) throw AppError.notFound(MESSAGES.transparency.noHead);
    return toTreeHead(rows[0]);
  }

  async heads(limit: number, before?: number): Promise<TreeHeadPageResponse> {
    const rows: (HeadRow & { id: string })[] = await this.db.query(
      `SELECT id, ${HEAD_COLUMNS} FROM tree_heads WHERE ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $1`,
      [limit + 1, before ?? null],
    );
    const page = rows.slice(0, limit);
    return { heads: page.map(toTreeHead), next_before: rows.length > limit ? Number(page[page.length - 1].id) : null };
  }

  async keys(): Promise<TransparencyKeyResponse[]> {
    const rows: { key_id: string; public_key: Buffer; created_at: Date }[] = await this.db.query(
      'SELECT key_id, public_key, created_at FROM transparency_keys ORDER BY created_at, key_id',
    );
    return rows.map((row) => ({
      key_id: row.key_id,
      algorithm: 'ed25519',
      public_key: row.public_key.toString('base64'),
      fingerprint: keyFingerprint(row.public_key),
      created_at: row.created_at.toISOString(),
    }));
  }

  /** The receipt's leaf and its inclusion proof against the latest head that covers it. */
  async receipt(ledgerId: number): Promise<ReceiptInclusion> {
    const leaf = await this.leaves.ofLedgerRow(ledgerId);
    const heads: (HeadRow & { public_key: Buffer })[] = await this.db.query(
      `SELECT ${HEAD_COLUMNS}, k.public_key FROM tree_heads h JOIN transparency_keys k USING (key_id)
        ORDER BY h.id DESC LIMIT 1`,
    );
    if (!leaf) {
      // A vote cast moments ago is in the ledger before the worker appends it to the log: pending, not unknown.
      if (await this.ledger.entry(ledgerId)) throw AppError.conflict(MESSAGES.transparency.receiptPending);
      throw AppError.notFound(MESSAGES.transparency.receiptNotFound);
    }
    const { index } = leaf;
    if (heads.length === 0 || Number(heads[0].tree_size) <= index) {
      throw AppError.conflict(MESSAGES.transparency.receiptPending);
    }
    const head = toTreeHead(heads[0]);
    const proof = await inclusionProof(index, head.size, this.tiles.ranges());
    return {
      index,
      leaf: JSON.parse(leaf.leaf) as VoteLeaf,
      leaf_hash: VoteLeaves.hashOfCanonical(leaf.leaf).toString('hex'),
      head,
      public_key: toBase64(heads[0].public_key),
      proof: proof.map(toHex),
    };
  }

  /** A contest's leaves among the first `size` of the log, in log order, as stored (canonical JSON). */
  async contestLeaves(contestId: number, size: number): Promise<{ index: number; leaf: VoteLeaf }[]> {
    const rows: { leaf_index: string; leaf: string }[] = await this.db.query(
      `SELECT leaf_index, leaf FROM transparency_leaves WHERE contest_id = $1 AND leaf_index < $2 ORDER BY leaf_index`,
      [contestId, size],
    );
    return rows.map((row) => ({ index: Number(row.leaf_index), leaf: JSON.parse(row.leaf) as VoteLeaf }));
  }

  /** The last position of a contest's leaves in the log, or null when it has none. */
  async lastContestLeaf(contestId: number): Promise<number | null> {
    const rows: { last: string | null }[] = await this.db.query(
      'SELECT max(leaf_index) AS last FROM transparency_leaves WHERE contest_id = $1',
      [contestId],
    );
    return rows[0].last === null ? null : Number(rows[0].last);
  }

  /** The multi-proof of these positions (sorted) in the tree of `size` leaves, hex. */
  async multiProof(indices: number[], size: number): Promise<string[]> {
    return (await multiProof(indices, size, this.tiles.ranges())).map(toHex);
  }

  /** The proof that the signed head of `first` leaves is a prefix of the signed head of `second` leaves. */
  async consistency(first: number, second: number): Promise<ConsistencyProofResponse> {
    if (first > second) throw AppError.badRequest(MESSAGES.transparency.consistencyOrder);
    const [from, to] = await Promise.all([this.headOfSize(first), this.headOfSize(second)]);
    const proof = await consistencyProof(first, second, this.tiles.ranges());
    return { first: from, second: to, proof: proof.map(toHex) };
  }

  private async headOfSize(size: number): Promise<TreeHeadResponse> {
    const rows: HeadRow[] = await this.db.query(
      `SELECT ${HEAD_COLUMNS} FROM tree_heads WHERE tree_size = $1 ORDER BY id DESC LIMIT 1`,
      [size],
    );
    if (rows.length === 0) throw AppError.notFound(MESSAGES.transparency.headNotFound(size));
    return toTreeHead(rows[0]);
  }
}
