import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AppConfig } from '@app/config';
import { longFrenchDate, MESSAGES } from '@app/common';
import { type AccountSummary, UserDirectory } from '@app/identity';
import { JobName, JobQueue } from '@app/jobs';
import { DataSource } from 'typeorm';
import { CLAIM_WINDOW_DAYS, claimDeadline } from './award-rules';
import { type WinnerNotice, WinnerRepository } from './winner.repository';

const BATCH = 50;
const DAY_MS = 86400_000;
/** Where a winning parent claims the prize (the site's page). */
export const CLAIM_PATH = '/recuperer-lot';
/** Days before the claim's deadline when an unclaimed winner is reminded. */
export const REMINDER_DAYS_LEFT = [7, 1] as const;
/**
 * Tells each winning parent by e-mail (through the worker's mail queue) and starts the claim window.
 * Runs after every contest sync, so a notice that failed (Redis down) is sent on a later run; the
 * mail job's id is the winner's, so a retried run never queues a second notice while the first waits.
 */
@Injectable()
export class WinnerNotifier {
  private readonly logger = new Logger(WinnerNotifier.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly winners: WinnerRepository,
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
    private readonly users: UserDirectory,
  ) {}

  /** Sends the notices still due; returns the ids of the winners notified. */
  async notifyPending(): Promise<number[]> {
    const notified: number[] = [];
    for (;;) {
      const batch = await this.dataSource.transaction(async (transaction) => {
        const due = await this.winners.lockUnnotified(transaction, BATCH);
        const userIds = due.flatMap((notice) => (notice.userId === null ? [] : [notice.userId]));
        const parents = await this.users.summaries([...new Set(userIds)]);
        for (const notice of due)
          await this.send(notice, notice.userId === null ? undefined : parents.get(notice.userId));
        if (due.length > 0)
          await this.winners.markNotified(
            transaction,
            due.map((notice) => notice.id),
          );
        return due.map((notice) => notice.id);
      });
      notified.push(...batch);
      if (batch.length < BATCH) break;
    }
    if (notified.length > 0) this.logger.log({ event: 'winners_notified', winners: notified }, 'Winners notified');
    return notified;
  }

  private async send(notice: WinnerNotice, parent: AccountSummary | undefined): Promise<void> {
    // A winner whose account is gone or inactive cannot be told; the window starts all the same.
    if (!parent?.active || !parent.email) return;
    const deadline = claimDeadline(new Date())!;
    await this.jobs.enqueue(
      {
        name: JobName.NotifyWin,
        data: {
          user_id: parent.id,
          dedupe_key: `win:${notice.id}`,
          title: 'Félicitations !',
          body: `${notice.babyName} a gagné la ${MESSAGES.awards.rankLabel(notice.rank)} place du concours « ${notice.contestTitle} » : ${notice.prize.toLocaleString('fr-FR')} F CFA. Réclamez le lot avant le ${longFrenchDate(deadline)}.`,
          url: CLAIM_PATH,
        },
      },
      { jobId: `winner-push-${notice.id}` },
    );
    // The claim's last week and last day: reminded then, unless the prize was claimed.
    for (const daysLeft of REMINDER_DAYS_LEFT) {
      await this.jobs.enqueue(
        { name: JobName.RemindWinner, data: { winner_id: notice.id, days_left: daysLeft } },
        {
          jobId: `winner-reminder-${daysLeft}-${notice.id}`,
          delay: Math.max(0, deadline.getTime() - daysLeft * DAY_MS - Date.now()),
        },
      );
    }
    await this.jobs.enqueue(
      {
        name: JobName.SendMail,
        data: {
          to: parent.email,
          subject: MESSAGES.awards.noticeSubject(notice.babyName, notice.contestTitle),
          text: [
            `Bonjour ${parent.firstName},`,
            '',
            `${notice.babyName} a terminé à la ${MESSAGES.awards.rankLabel(notice.rank)} place du concours « ${notice.contestTitle} ».`,
            `Son lot : ${notice.prize.toLocaleString('fr-FR')} F CFA.`,
            '',
            `Pour le recevoir, indiquez le numéro de téléphone qui recevra le paiement sur cette page, avant le ${longFrenchDate(deadline)} (${CLAIM_WINDOW_DAYS} jours) :`,
            `${this.config.publicWebUrl}${CLAIM_PATH}`,
            '',
            "Comme le prévoit le règlement, nous vous demanderons un extrait d'acte de naissance de l'enfant, une pièce d'identité valide du parent et une preuve de l'autorité parentale avant le paiement.",
            '',
            "Bravo et merci d'avoir participé à Bébé Star !",
          ].join('\n'),
        },
      },
      { jobId: `winner-notice-${notice.id}` },
    );
  }
}
