import { Injectable } from '@nestjs/common';
import { ParticipantDirectory } from '@app/entries';
import { JobName, JobQueue } from '@app/jobs';
import { VoterVotesReader } from '@app/ledger';
import { FREE_VOTE_COOLDOWN_SECONDS } from '@app/voting';

/** A vote read this late after its cooldown (a worker back from an outage) is no longer news. */
const STALE_AFTER_MS = 10 * 60_000;

/** A free vote whose end of cooldown may be told. */
export interface FreeVote {
  id: number;
  voterId: number;
  participantId: number;
  contestId: number;
  createdAt: Date;
}

/**
 * "Votre vote gratuit est de nouveau disponible pour …": a job delayed to the end of the vote's
 * cooldown, its id the vote's (scheduled twice, it is one job). The worker schedules the votes it
 * reads in the ledger; a device subscribing just after a vote schedules that vote too, the ledger's
 * follower having passed it before the voter could ask.
 */
@Injectable()
export class FreeVoteReminders {
  constructor(
    private readonly ledger: VoterVotesReader,
    private readonly participants: ParticipantDirectory,
    private readonly jobs: JobQueue,
  ) {}

  async schedule(votes: FreeVote[], now = Date.now()): Promise<number> {
    const names = await this.participants.findMany([...new Set(votes.map((vote) => vote.participantId))]);
    let scheduled = 0;
    for (const vote of votes) {
      const baby = names.get(vote.participantId)?.name;
      const due = vote.createdAt.getTime() + FREE_VOTE_COOLDOWN_SECONDS * 1000;
      if (!baby || due <= now - STALE_AFTER_MS) continue;
      await this.jobs.enqueue(
        {
          name: JobName.NotifyFreeVote,
          data: {
            user_id: vote.voterId,
            dedupe_key: `free-vote:${vote.id}`,
            title: 'Vote gratuit disponible',
            body: `Votre vote gratuit est de nouveau disponible pour ${baby}.`,
            url: `/vote/${vote.contestId}/${vote.participantId}`,
          },
        },
        { jobId: `free-vote-${vote.id}`, delay: Math.max(0, due - now) },
      );
      scheduled += 1;
    }
    return scheduled;
  }

  /** The account's free votes still in their cooldown: what a device subscribing now should be told of. */
  async scheduleRecent(voterId: number): Promise<number> {
    const votes = await this.ledger.freeVotesOf(voterId, FREE_VOTE_COOLDOWN_SECONDS);
    return this.schedule(votes.map((vote) => ({ ...vote, voterId })));
  }
}
