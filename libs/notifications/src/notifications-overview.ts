import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NOTIFICATION_OUTCOMES, type NotificationOutcome } from './notifications.repository';

export interface NotificationsFigures {
  /** Recorded in the last 24 hours, by outcome. */
  lastDay: Record<NotificationOutcome, number>;
  /** Recorded since the start, by outcome. */
  total: Record<NotificationOutcome, number>;
  /** Devices subscribed now. */
  devices: number;
}

/** Notifications by outcome and the subscribed devices, for the administrators' dashboard. */
@Injectable()
export class NotificationsOverview {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async figures(): Promise<NotificationsFigures> {
    const [rows, [subscriptions]] = await Promise.all([
      this.db.query<{ outcome: NotificationOutcome; total: string; last_day: string }[]>(
        `SELECT outcome, count(*) AS total, count(*) FILTER (WHERE created_at > now() - interval '24 hours') AS last_day
           FROM notifications GROUP BY outcome`,
      ),
      this.db.query<{ count: string }[]>('SELECT count(*) AS count FROM push_subscriptions'),
    ]);
    const byOutcome = (count: (row: (typeof rows)[number]) => string) => {
      const counts = Object.fromEntries(NOTIFICATION_OUTCOMES.map((outcome) => [outcome, 0])) as Record<
        NotificationOutcome,
        number
      >;
      for (const row of rows) counts[row.outcome] = Number(count(row));
      return counts;
    };
    return {
      lastDay: byOutcome((row) => row.last_day),
      total: byOutcome((row) => row.total),
      devices: Number(subscriptions.count),
    };
  }
}

/** The notifications' counts, for the dashboard: no queue, no sender. */
@Module({ providers: [NotificationsOverview], exports: [NotificationsOverview] })
export class NotificationsOverviewModule {}
