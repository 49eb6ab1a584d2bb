import { Injectable } from '@nestjs/common';
import type { Watermark } from '@app/ledger';
import type { EntityManager } from 'typeorm';

/** Where the log stands: its size, and the last ledger row it holds as a leaf. */
export interface LogState {
  size: number;
  watermark: Watermark;
}

/** The only owner of `transparency_log`, the log's one row. */
@Injectable()
export class TransparencyLogRepository {
  /** The log's row, locked for this transaction; null when another transaction holds it (unless told to wait). */
  async lock(transaction: EntityManager, wait = false): Promise<LogState | null> {
    const rows: { size: string; watermark_tx: string; watermark_id: string }[] = await transaction.query(
      `SELECT size, watermark_tx::text AS watermark_tx, watermark_id FROM transparency_log WHERE id = 1
       FOR UPDATE ${wait ? '' : 'SKIP LOCKED'}`,
    );
    return rows[0]
      ? { size: Number(rows[0].size), watermark: { tx: rows[0].watermark_tx, id: Number(rows[0].watermark_id) } }
      : null;
  }

  /** Moves the log to `size` leaves, the last of them the ledger's row `last`. */
  async moveTo(transaction: EntityManager, size: number, last: Watermark): Promise<void> {
    await transaction.query(
      'UPDATE transparency_log SET size = $1, watermark_tx = $2::xid8, watermark_id = $3 WHERE id = 1',
      [size, last.tx, last.id],
    );
  }
}
