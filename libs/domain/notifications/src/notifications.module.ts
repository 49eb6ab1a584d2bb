import { Module } from '@nestjs/common';
import { ContestDirectoryModule } from '@app/contests';
import { ParticipantDirectoryModule } from '@app/entries';
import { LedgerModule } from '@app/ledger';
import { RankingReaderModule } from '@app/ranking';
import { FreeVoteReminders } from './free-vote-reminders';
import { LedgerNotifier } from './ledger-notifier';
import { RankNotifier } from './rank-notifier';
import { ClosingNotifier } from './closing-notifier';
import {
  ClosingNotificationsProcessor,
  FreeVoteNotificationsProcessor,
  PaymentNotificationsProcessor,
  RankNotificationsProcessor,
  WinNotificationsProcessor,
} from './notification-jobs.processor';
import { NotificationsController } from './notifications.controller';
import { NotificationsRepository } from './notifications.repository';
import { PushSender } from './push-sender';

/** The notification routes (API): the push key, subscriptions, choices, "Mes notifications". */
@Module({
  imports: [LedgerModule, ParticipantDirectoryModule],
  controllers: [NotificationsController],
  providers: [NotificationsRepository, FreeVoteReminders],
})
export class NotificationsModule {}

/** The worker's side: following the ledger into notifications, and sending them (a queue per kind). */
@Module({
  imports: [LedgerModule, ParticipantDirectoryModule, ContestDirectoryModule, RankingReaderModule],
  providers: [
    NotificationsRepository,
    PushSender,
    FreeVoteReminders,
    LedgerNotifier,
    ClosingNotifier,
    FreeVoteNotificationsProcessor,
    PaymentNotificationsProcessor,
    ClosingNotificationsProcessor,
    WinNotificationsProcessor,
    RankNotifier,
    RankNotificationsProcessor,
  ],
  exports: [LedgerNotifier, ClosingNotifier, RankNotifier, PushSender],
})
export class NotificationsWorkerModule {}
