import { Processor, WorkerHost } from '@nestjs/bullmq';
import { AppConfig } from '@app/config';
import { longFrenchDate, MESSAGES } from '@app/common';
import { UserDirectory } from '@app/identity';
import { JobName, JobQueue, type QueueJob, QueueName } from '@app/jobs';
import { claimDeadline } from './award-rules';
import { CLAIM_PATH } from './winner-notifier';
import { WinnerRepository } from './winner.repository';

/**
 * A week and a day before a prize's claim closes: the parent of a winner who has not claimed is
 * reminded by e-mail and, if they chose it, by a notification. A place revoked, a prize claimed or a
 * window already closed: nothing is sent.
 */
@Processor(QueueName.Awards)
export class WinnerReminderProcessor extends WorkerHost {
  constructor(
    private readonly winners: WinnerRepository,
    private readonly users: UserDirectory,
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async process(job: QueueJob<QueueName.Awards>): Promise<{ reminded: boolean }> {
    if (job.name !== JobName.RemindWinner) return { reminded: false };
    const { winner_id: winnerId, days_left: daysLeft } = job.data;
    const winner = await this.winners.findById(winnerId);
    const deadline = claimDeadline(winner?.notifiedAt ?? null);
    if (!winner || winner.claimId !== null || winner.userId === null || !deadline || deadline <= new Date()) {
      return { reminded: false };
    }
    const parent = (await this.users.summaries([winner.userId])).get(winner.userId);
    if (!parent?.active || !parent.email) return { reminded: false };
    const when = daysLeft === 1 ? 'demain' : `dans ${daysLeft} jours`;
    const body = `Le lot de ${winner.babyName} (${winner.prize.toLocaleString('fr-FR')} F CFA) n'est pas encore réclamé : le délai se termine ${when}, le ${longFrenchDate(deadline)}.`;
    await this.jobs.enqueue(
      {
        name: JobName.SendMail,
        data: {
          to: parent.email,
          subject: MESSAGES.awards.reminderSubject(winner.babyName, daysLeft),
          text: [
            `Bonjour ${parent.firstName},`,
            '',
            body,
            '',
            'Indiquez le numéro de téléphone qui recevra le paiement sur cette page :',
            `${this.config.publicWebUrl}${CLAIM_PATH}`,
          ].join('\n'),
        },
      },
      { jobId: `winner-reminder-mail-${daysLeft}-${winnerId}` },
    );
    await this.jobs.enqueue(
      {
        name: JobName.NotifyWin,
        data: {
          user_id: winner.userId,
          dedupe_key: `win-reminder-${daysLeft}:${winnerId}`,
          title: 'Lot à réclamer',
          body,
          url: CLAIM_PATH,
        },
      },
      { jobId: `winner-reminder-push-${daysLeft}-${winnerId}` },
    );
    return { reminded: true };
  }
}
