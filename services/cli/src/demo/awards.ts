import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AuditTrail } from '@app/audit';
import { PrizeClaimRepository, TestimonialRepository, WinnerRecorder, WinnerRepository } from '@app/awards';
import { ContestDirectory } from '@app/contests';
import { ParticipantDirectory, ParticipantRepository } from '@app/entries';
import { UserRepository } from '@app/identity';
import { LedgerAppender, type PastFreeVote } from '@app/ledger';
import { DataSource, type EntityManager } from 'typeorm';
import { demoFamilyIds, enteredByFamilies } from './demo-families';

const DAY = 86400_000;

const TESTIMONIALS = [
  {
    rating: 5,
    text: 'Merci à toute la famille et aux amis qui ont voté chaque jour ! Le lot est arrivé sur notre compte mobile money en deux jours.',
  },
  {
    rating: 5,
    text: 'Une belle aventure : toute la famille à Abidjan suivait le classement en direct. Merci Bébé Star !',
  },
  {
    rating: 4,
    text: 'Concours sérieux, équipe réactive pour les documents. Nous participerons encore.',
  },
];

/**
 * The end of the demo contests that are over: votes during the contest, the winners recorded as the
 * worker records them at the close, claims in every state (paid, waiting, rejected, none yet) and
 * the testimonials of paid winners. A contest that already has winners is left as it is.
 */
@Injectable()
export class DemoAwards {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerAppender,
    private readonly recorder: WinnerRecorder,
    private readonly winners: WinnerRepository,
    private readonly claims: PrizeClaimRepository,
    private readonly testimonials: TestimonialRepository,
    private readonly audit: AuditTrail,
    private readonly users: UserRepository,
    private readonly contests: ContestDirectory,
    private readonly entries: ParticipantDirectory,
    private readonly participants: ParticipantRepository,
  ) {}

  async run(adminEmail: string): Promise<string[]> {
    const lines: string[] = [];
    const admin = await this.users.findByEmail(adminEmail);
    const families = await demoFamilyIds(this.users);
    const entered = await enteredByFamilies(this.entries, families, await this.contests.closedIds());
    const contests = [...(await this.contests.details(entered)).values()].sort(
      (a, b) => b.endDate.getTime() - a.endDate.getTime(),
    );
    for (const contest of contests) {
      if (await this.winners.hasWinners(contest.id)) {
        lines.push(`exists  winners of "${contest.title}"`);
        continue;
      }
      const recent = Date.now() - contest.endDate.getTime() < 20 * DAY;
      await this.dataSource.transaction(async (transaction) => {
        const votes = await this.castVotes(transaction, contest, families);
        await this.recorder.recordAtClose(transaction, contest.id);
        await this.winners.backdate(transaction, contest.id, new Date(contest.endDate.getTime() + 15_000));
        lines.push(`created ${votes} votes and the winners of "${contest.title}"`);
      });
      await this.settle(contest.id, recent, admin?.id);
    }
    return lines;
  }

  /** Free votes from the demo families, spread over the contest, most for the first participants. */
  private async castVotes(
    transaction: EntityManager,
    contest: { id: number; startDate: Date; endDate: Date },
    voters: number[],
  ): Promise<number> {
    const participants = (await this.entries.idsEntered(transaction, contest.id)).sort((a, b) => a - b);
    const span = contest.endDate.getTime() - contest.startDate.getTime();
    const votes: PastFreeVote[] = [];
    participants.forEach((id, index) => {
      const count = Math.max(1, 60 - index * 7 + ((id * 13) % 5));
      for (let vote = 0; vote < count; vote += 1) {
        const voter = voters[(index * 11 + vote) % voters.length];
        votes.push({
          contestId: contest.id,
          participantId: id,
          voterId: voter,
          phoneNumberId: null,
          channel: 'web',
          ipHash: createHash('sha256').update(`demo-ip-${voter}`).digest('hex').slice(0, 32),
          deviceHash: createHash('sha256').update(`demo-device-${voter}`).digest('hex').slice(0, 32),
          idempotencyKey: `demo:${contest.id}:${id}:${vote}`,
          createdAt: new Date(contest.startDate.getTime() + ((vote * 7919 + index * 104_729) % span)),
        });
      }
    });
    return this.ledger.appendPastFreeVotes(transaction, votes);
  }

  /**
   * First place: paid, with a testimonial. Second: waiting for payment after a recent contest,
   * rejected (documents missing) after an older one. Third: not claimed yet (or too late).
   */
  private async settle(contestId: number, recent: boolean, adminId: number | undefined): Promise<void> {
    const podium = await this.winners.ofContest(contestId);
    for (const winner of podium) {
      if (winner.rank === 3 || winner.userId === null) continue;
      const parent = await this.participants.voteTarget(winner.participantId);
      const claimId = await this.claims.create(winner.id, winner.userId, parent?.phoneNumber ?? '', 'Orange Money');
      if (claimId === null || adminId === undefined) continue;
      if (winner.rank === 2 && recent) continue;
      await this.dataSource.transaction(async (transaction) => {
        const paid = winner.rank === 1;
        await this.claims.decide(transaction, claimId, {
          status: paid ? 'paid' : 'rejected',
          payoutReference: paid ? `MP${contestId}${winner.id}.DEMO` : undefined,
          payoutAmount: paid ? winner.prize : undefined,
          rejectionReason: paid ? undefined : "Acte de naissance de l'enfant non fourni dans les 30 jours",
          actorId: adminId,
        });
        await this.audit.record(transaction, {
          actorId: adminId,
          action: paid ? 'pay_prize_claim' : 'reject_prize_claim',
          contestId,
          participantId: winner.participantId,
          subjectId: claimId,
          reason: paid ? '' : "Acte de naissance de l'enfant non fourni dans les 30 jours",
        });
      });
      if (winner.rank === 1) {
        const testimonial = TESTIMONIALS[contestId % TESTIMONIALS.length];
        await this.testimonials.create({ winnerId: winner.id, userId: winner.userId, ...testimonial });
      }
    }
  }
}
