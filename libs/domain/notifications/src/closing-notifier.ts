import { Injectable } from '@nestjs/common';
import { ContestDirectory } from '@app/contests';
import { ParticipantDirectory } from '@app/entries';
import { JobName, JobQueue } from '@app/jobs';
import { VoterVotesReader } from '@app/ledger';
import { NotificationsRepository } from './notifications.repository';
import { PollingTask } from './polling-task';

const HOUR_MS = 3600_000;
const POLL_MS = 15_000;

/**
 * "Le concours … se termine dans 1 heure": once per contest, when its last hour begins, to every
 * account that voted in it or has a child in it and chose the kind (one job each, a queue of its own).
 */
@Injectable()
export class ClosingNotifier extends PollingTask {
  constructor(
    private readonly contests: ContestDirectory,
    private readonly participants: ParticipantDirectory,
    private readonly ledger: VoterVotesReader,
    private readonly repository: NotificationsRepository,
    private readonly jobs: JobQueue,
  ) {
    super(POLL_MS, 'Closing notifications not sent', true);
  }

  protected run(): Promise<unknown> {
    return this.announce();
  }

  /** Announces every contest whose last hour has begun and was not announced; returns how many accounts were told. */
  async announce(now = new Date()): Promise<number> {
    let told = 0;
    for (const contest of await this.contests.openEndingBetween(now, new Date(now.getTime() + HOUR_MS))) {
      const round = `closing:${contest.id}`;
      if (!(await this.repository.claimRound(round))) continue;
      try {
        const [voters, parents] = await Promise.all([
          this.ledger.votersIn(contest.id),
          this.participants.ownersIn(contest.id),
        ]);
        const audience = await this.repository.listening([...new Set([...voters, ...parents])], 'closing');
        const minutes = Math.max(1, Math.round((contest.endDate.getTime() - now.getTime()) / 60_000));
        await this.jobs.enqueueMany(
          JobName.NotifyClosing,
          [...audience].map((userId) => ({
            data: {
              user_id: userId,
              dedupe_key: `${round}:${userId}`,
              title: 'Dernière heure pour voter',
              body:
                minutes >= 55
                  ? `Le concours « ${contest.title} » se termine dans 1 heure.`
                  : `Le concours « ${contest.title} » se termine dans ${minutes} minutes.`,
              url: `/concours/${contest.id}/classement`,
            },
            options: { jobId: `closing-${contest.id}-${userId}` },
          })),
        );
        told += audience.size;
      } catch (error) {
        await this.repository.releaseRound(round);
        throw error;
      }
    }
    return told;
  }
}
