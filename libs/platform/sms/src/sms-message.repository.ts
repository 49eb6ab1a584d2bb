import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SmsGatewayName, SmsPurpose, SmsStatus } from './sms.types';

export interface SmsMessageRow {
  id: number;
  purpose: SmsPurpose;
  gateway: SmsGatewayName;
  toMasked: string;
  toHash: string;
  gatewayId: string | null;
  status: SmsStatus;
  createdAt: Date;
  sentAt: Date | null;
  deliveredAt: Date | null;
  failure: string | null;
}

interface Row {
  id: string;
  purpose: SmsPurpose;
  gateway: SmsGatewayName;
  to_masked: string;
  to_hash: string;
  gateway_id: string | null;
  status: SmsStatus;
  created_at: Date;
  sent_at: Date | null;
  delivered_at: Date | null;
  failure: string | null;
}

const toRow = (row: Row): SmsMessageRow => ({
  id: Number(row.id),
  purpose: row.purpose,
  gateway: row.gateway,
  toMasked: row.to_masked,
  toHash: row.to_hash,
  gatewayId: row.gateway_id,
  status: row.status,
  createdAt: row.created_at,
  sentAt: row.sent_at,
  deliveredAt: row.delivered_at,
  failure: row.failure,
});

/** Every message sent or tried (`sms_messages`, owned by libs/platform/sms): never a number in clear. */
@Injectable()
export class SmsMessageRepository {
  constructor(private readonly dataSource: DataSource) {}

  async create(message: {
    purpose: SmsPurpose;
    gateway: SmsGatewayName;
    toMasked: string;
    toHash: string;
  }): Promise<number> {
    const [row] = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO sms_messages (purpose, gateway, to_masked, to_hash, status)
       VALUES ($1, $2, $3, $4, 'queued') RETURNING id`,
      [message.purpose, message.gateway, message.toMasked, message.toHash],
    );
    return Number(row.id);
  }

  async markSent(id: number, gatewayId: string): Promise<void> {
    // A receipt may come before this write: a row it already decided keeps its status.
    await this.dataSource.query(
      `UPDATE sms_messages
          SET gateway_id = $2, sent_at = now(), status = CASE WHEN status = 'queued' THEN 'sent' ELSE status END
        WHERE id = $1`,
      [id, gatewayId],
    );
  }

  async markFailed(id: number, failure: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE sms_messages SET status = 'failed', failure = $2 WHERE id = $1 AND status <> 'delivered'`,
      [id, failure.slice(0, 200)],
    );
  }

  /**
   * Applies a receipt to the gateway's message (by its id, or else the newest one sent to the
   * recipient); delivered is final, a failure never undoes it. Whether a message was found.
   */
  async applyReceipt(
    gateway: SmsGatewayName,
    target: { gatewayId: string } | { toHash: string },
    outcome: { status: 'delivered' | 'failed'; failure: string },
  ): Promise<boolean> {
    const match =
      'gatewayId' in target
        ? { where: 'gateway_id = $2', value: target.gatewayId }
        : {
            where: `id = (SELECT id FROM sms_messages WHERE gateway = $1 AND to_hash = $2 AND status = 'sent'
                           ORDER BY id DESC LIMIT 1)`,
            value: target.toHash,
          };
    // An UPDATE answers [rows, count] through TypeORM's PostgreSQL driver.
    const [rows] = await this.dataSource.query<[unknown[], number]>(
      outcome.status === 'delivered'
        ? `UPDATE sms_messages SET status = 'delivered', delivered_at = now(), failure = NULL
            WHERE gateway = $1 AND ${match.where} AND status <> 'delivered' RETURNING id`
        : `UPDATE sms_messages SET status = 'failed', failure = $3
            WHERE gateway = $1 AND ${match.where} AND status <> 'delivered' RETURNING id`,
      outcome.status === 'delivered' ? [gateway, match.value] : [gateway, match.value, outcome.failure.slice(0, 200)],
    );
    return rows.length > 0;
  }

  /** Messages recorded since `since` (today's budget, when Redis lost its count). */
  async countSince(since: Date): Promise<number> {
    const [row] = await this.dataSource.query<{ count: string }[]>(
      'SELECT count(*) AS count FROM sms_messages WHERE created_at >= $1',
      [since],
    );
    return Number(row.count);
  }

  async find(id: number): Promise<SmsMessageRow | null> {
    const [row] = await this.dataSource.query<Row[]>('SELECT * FROM sms_messages WHERE id = $1', [id]);
    return row ? toRow(row) : null;
  }
}
