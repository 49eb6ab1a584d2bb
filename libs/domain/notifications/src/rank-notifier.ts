import { Injectable } from '@nestjs/common';
import { ContestDirectory } from '@app/contests';
import { type OwnedEntry, ParticipantDirectory } from '@app/entries';
import { JobName, JobQueue } from '@app/jobs';
import { RankingReader } from '@app/ranking';
import { NotificationsRepository } from './notifications.repository';
import { PollingTask } from './polling-task';
import { rankChange } from './rank-changes';

const POLL_MS = 60_000;
/** At most one notification per child in this time: moves in between are told together, as where it ends. */
export const RANK_COALESCE_MS = 15 * 60_000;

/**
 * The rank changes of the parents' own children (for those who chose `rank`): first place taken or
 * lost, the top 3 and the top 10 entered or left. Each minute it compares every followed child's
 * rank in the live ranking with the rank last told; a move that crosses no line only moves the
 * reference, a move that does is told at most once per child per 15 minutes.
 */
@Injectable()
export class RankNotifier extends PollingTask {
  constructor(
    private readonly contests: ContestDirectory,
    private readonly participants: ParticipantDirectory,
    private readonly rankings: RankingReader,
    private readonly repository: NotificationsRepository,
    private readonly jobs: JobQueue,
  ) {
    super(POLL_MS, 'Rank notifications not sent');
  }

  protected run(): Promise<unknown> {
    return this.compare();
  }

  /** Compares the followed children's ranks with the ranks last told; returns how many were told. */
  async compare(now = new Date()): Promise<number> {
    const parents = await this.repository.listeningAll('rank');
    const children = await this.participants.enteredBy(parents, await this.contests.openIds());
    if (children.length === 0) return 0;
    const told = await this.repository.toldRanks(children.map((child) => child.id));
    const byContest = new Map<number, OwnedEntry[]>();
    for (const child of children) byContest.set(child.contestId, [...(byContest.get(child.contestId) ?? []), child]);
    let sent = 0;
    for (const [contestId, entries] of byContest) {
      const standings = await this.rankings.standings(
        contestId,
        entries.map((child) => child.id),
      );
      for (const child of entries) {
        const rank = standings.get(child.id)?.rank ?? null;
        const last = told.get(child.id);
        if (!last) {
          await this.repository.tellRank(child.id, rank, null);
          continue;
        }
        const sentence = rankChange(child.name, last.rank, rank);
        if (sentence === null) {
          if (rank !== last.rank) await this.repository.tellRank(child.id, rank, last.toldAt);
          continue;
        }
        if (now.getTime() - last.toldAt.getTime() < RANK_COALESCE_MS) continue;
        await this.jobs.enqueue(
          {
            name: JobName.NotifyRank,
            data: {
              user_id: child.userId,
              dedupe_key: `rank:${child.id}:${now.getTime()}`,
              title: 'Classement',
              body: sentence,
              url: `/vote/${contestId}/${child.id}`,
            },
          },
          { jobId: `rank-${child.id}-${now.getTime()}` },
        );
        await this.repository.tellRank(child.id, rank, now);
        sent += 1;
      }
    }
    return sent;
  }
}
