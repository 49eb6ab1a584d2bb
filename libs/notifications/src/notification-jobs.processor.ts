import { Processor, WorkerHost } from '@nestjs/bullmq';
import { JobName, type QueueJob, QueueName } from '@app/jobs';
import type { NotificationKind } from './notification-kinds';
import type { NotificationOutcome } from './notifications.repository';
import { PushSender } from './push-sender';

async function deliver(
  sender: PushSender,
  kind: NotificationKind,
  job: QueueJob<QueueName.NotifyFreeVote | QueueName.NotifyPayment>,
): Promise<NotificationOutcome | null> {
  const { user_id, dedupe_key, title, body, url } = job.data;
  return sender.send(user_id, dedupe_key, { kind, title, body, url });
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
