import { Module } from '@nestjs/common';
import { NotificationsOverview } from './notifications-overview';
import { NotificationsOverviewReader } from './notifications-overview.reader';

/** The notifications' counts, for the dashboard: no queue, no sender. */
@Module({ providers: [NotificationsOverviewReader, NotificationsOverview], exports: [NotificationsOverview] })
export class NotificationsOverviewModule {}
