import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { NotificationOutcome } from './notifications.repository';

/** The notifications of one outcome: since the start, and in the last 24 hours. */
export interface OutcomeCount {
  outcome: NotificationOutcome;
  total: number;
  lastDay: number;
}

/** The dashboard's counts of the notifications and the subscribed devices, in one go. */
@Injectable()
export class NotificationsOverviewReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async counts(): Promise<{ outcomes: OutcomeCount[]; devices: number }> {
    const [rows, [subscriptions]] = await Promise.all([
      this.db.query<{ outcome: NotificationOutcome; total: string; last_day: string }[]>(
        `SELECT outcome, count(*) AS total, count(*) FILTER (WHERE created_at > now() - interval '24 hours') AS last_day
           FROM notifications GROUP BY outcome`,
      ),
      this.db.query<{ count: string }[]>('SELECT count(*) AS count FROM push_subscriptions'),
    ]);
    return {
      outcomes: rows.map((row) => ({ outcome: row.outcome, total: Number(row.total), lastDay: Number(row.last_day) })),
      devices: Number(subscriptions.count),
    };
  }
}
