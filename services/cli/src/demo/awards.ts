import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AuditTrail } from '@app/audit';
import { PrizeClaimRepository, TestimonialRepository, WinnerRecorder, WinnerRepository } from '@app/awards';
import { LedgerAppender, type PastFreeVote } from '@app/ledger';
import { DataSource, type EntityManager } from 'typeorm';

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
  ) {}

  async run(adminEmail: string): Promise<string[]> {
    const lines: string[] = [];
    const [admin]: { id: number }[] = await this.dataSource.query('SELECT id FROM users WHERE email = $1', [
      adminEmail,
    ]);
    const contests: { id: number; title: string; start_date: Date; end_date: Date; awarded: boolean }[] =
      await this.dataSource.query(
        `SELECT c.id, c.title, c.start_date, c.end_date,
                EXISTS (SELECT 1 FROM winners w WHERE w.contest_id = c.id) AS awarded
           FROM contests c
        WHERE c.status = 'closed' AND c.deleted_at IS NULL
          AND EXISTS (SELECT 1 FROM participants p JOIN users u ON u.id = p.user_id
                       WHERE p.contest_id = c.id AND u.email LIKE '%@demo.bebestar.local')
        ORDER BY c.end_date DESC`,
      );
    for (const contest of contests) {
      if (contest.awarded) {
        lines.push(`exists  winners of "${contest.title}"`);
        continue;
      }
      const recent = Date.now() - contest.end_date.getTime() < 20 * DAY;
      await this.dataSource.transaction(async (transaction) => {
        const votes = await this.castVotes(transaction, contest);
        await this.recorder.recordAtClose(transaction, contest.id);
        await transaction.query(
          `UPDATE winners SET awarded_at = $2::timestamptz, notified_at = $2::timestamptz + interval '5 minutes'
            WHERE contest_id = $1`,
          [contest.id, new Date(contest.end_date.getTime() + 15_000)],
        );
        lines.push(`created ${votes} votes and the winners of "${contest.title}"`);
      });
      await this.settle(contest.id, recent, admin?.id);
    }
    return lines;
  }

  /** Free votes from the demo families, spread over the contest, most for the first participants. */
  private async castVotes(
    transaction: EntityManager,
    contest: { id: number; start_date: Date; end_date: Date },
  ): Promise<number> {
    const participants: { id: number }[] = await transaction.query(
      'SELECT id FROM participants WHERE contest_id = $1 AND deleted_at IS NULL ORDER BY id',
      [contest.id],
    );
    const voters: { id: number }[] = await transaction.query(
      `SELECT id FROM users WHERE email LIKE '%@demo.bebestar.local' ORDER BY id`,
    );
    const span = contest.end_date.getTime() - contest.start_date.getTime();
    const votes: PastFreeVote[] = [];
    participants.forEach(({ id }, index) => {
      const count = Math.max(1, 60 - index * 7 + ((id * 13) % 5));
      for (let vote = 0; vote < count; vote += 1) {
        const voter = voters[(index * 11 + vote) % voters.length].id;
        votes.push({
          contestId: contest.id,
          participantId: id,
          voterId: voter,
          phoneNumberId: null,
          channel: 'web',
          ipHash: createHash('sha256').update(`demo-ip-${voter}`).digest('hex').slice(0, 32),
          deviceHash: createHash('sha256').update(`demo-device-${voter}`).digest('hex').slice(0, 32),
          idempotencyKey: `demo:${contest.id}:${id}:${vote}`,
          createdAt: new Date(contest.start_date.getTime() + ((vote * 7919 + index * 104_729) % span)),
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
      const [parent]: { phone: string }[] = await this.dataSource.query(
        'SELECT phone_number AS phone FROM participants WHERE id = $1',
        [winner.participantId],
      );
      const claimId = await this.claims.create(winner.id, winner.userId, parent.phone, 'Orange Money');
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
