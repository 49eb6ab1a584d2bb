import { Processor, WorkerHost } from '@nestjs/bullmq';
import { DelayedError } from 'bullmq';
import { JobName, type QueueJob, QueueName } from '@app/jobs';
import type { NotificationKind } from './notification-kinds';
import type { NotificationOutcome } from './notifications.repository';
import { PushSender, QuietHoursDelay } from './push-sender';

async function deliver(
  sender: PushSender,
  kind: NotificationKind,
  job: QueueJob<
    | QueueName.NotifyFreeVote
    | QueueName.NotifyPayment
    | QueueName.NotifyClosing
    | QueueName.NotifyWin
    | QueueName.NotifyRank
  >,
): Promise<NotificationOutcome | null> {
  const { user_id, dedupe_key, title, body, url } = job.data;
  const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
  return sender.send(user_id, dedupe_key, { kind, title, body, url }, { lastAttempt });
}

/** "Votre vote gratuit est de nouveau disponible": a queue of its own, retried with backoff. */
@Processor(QueueName.NotifyFreeVote, { concurrency: 16 })
export class FreeVoteNotificationsProcessor extends WorkerHost {
  constructor(private readonly sender: PushSender) {
    super();
  }

  async process(job: QueueJob<QueueName.NotifyFreeVote>): Promise<NotificationOutcome | null> {
    return job.name === JobName.NotifyFreeVote ? deliver(this.sender, 'free_vote', job) : null;
  }
}

/** "Paiement confirmé": a queue of its own, so that a burst of another kind never delays it. */
@Processor(QueueName.NotifyPayment, { concurrency: 16 })
export class PaymentNotificationsProcessor extends WorkerHost {
  constructor(private readonly sender: PushSender) {
    super();
  }

  async process(job: QueueJob<QueueName.NotifyPayment>): Promise<NotificationOutcome | null> {
    return job.name === JobName.NotifyPayment ? deliver(this.sender, 'payment', job) : null;
  }
}

/** "Le concours … se termine dans 1 heure": thousands at once at a close, on a queue of their own. */
@Processor(QueueName.NotifyClosing, { concurrency: 64 })
export class ClosingNotificationsProcessor extends WorkerHost {
  constructor(private readonly sender: PushSender) {
    super();
  }

  async process(job: QueueJob<QueueName.NotifyClosing>): Promise<NotificationOutcome | null> {
    return job.name === JobName.NotifyClosing ? deliver(this.sender, 'closing', job) : null;
  }
}

/** "Félicitations, … a gagné": told in the morning when the close was at night; reminders of the claim too. */
@Processor(QueueName.NotifyWin)
export class WinNotificationsProcessor extends WorkerHost {
  constructor(private readonly sender: PushSender) {
    super();
  }

  async process(job: QueueJob<QueueName.NotifyWin>, token?: string): Promise<NotificationOutcome | null> {
    if (job.name !== JobName.NotifyWin) return null;
    try {
      return await deliver(this.sender, 'win', job);
    } catch (error) {
      if (!(error instanceof QuietHoursDelay)) throw error;
      await job.moveToDelayed(error.until.getTime(), token);
      throw new DelayedError();
    }
  }
}

/** A child's rank crossing first place, the top 3 or the top 10. */
@Processor(QueueName.NotifyRank, { concurrency: 16 })
export class RankNotificationsProcessor extends WorkerHost {
  constructor(private readonly sender: PushSender) {
    super();
  }

  async process(job: QueueJob<QueueName.NotifyRank>): Promise<NotificationOutcome | null> {
    return job.name === JobName.NotifyRank ? deliver(this.sender, 'rank', job) : null;
  }
}
