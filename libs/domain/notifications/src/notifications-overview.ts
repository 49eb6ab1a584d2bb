import { Injectable } from '@nestjs/common';
import { NOTIFICATION_OUTCOMES, type NotificationOutcome } from './notifications.repository';
import { type OutcomeCount, NotificationsOverviewReader } from './notifications-overview.reader';

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
  constructor(private readonly reader: NotificationsOverviewReader) {}

  async figures(): Promise<NotificationsFigures> {
    const { outcomes, devices } = await this.reader.counts();
    const byOutcome = (count: (row: OutcomeCount) => number) => {
      const counts = Object.fromEntries(NOTIFICATION_OUTCOMES.map((outcome) => [outcome, 0])) as Record<
        NotificationOutcome,
        number
      >;
      for (const row of outcomes) counts[row.outcome] = count(row);
      return counts;
    };
    return {
      lastDay: byOutcome((row) => row.lastDay),
      total: byOutcome((row) => row.total),
      devices,
    };
  }
}
