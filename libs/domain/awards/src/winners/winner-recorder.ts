import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail } from '@app/audit';
import { AppError, MESSAGES } from '@app/common';
import { ContestDirectory } from '@app/contests';
import { ParticipantDirectory } from '@app/entries';
import { type AccountSummary, UserDirectory } from '@app/identity';
import { LedgerFiguresReader } from '@app/ledger';
import { DataSource, type EntityManager } from 'typeorm';
import { podium, prizeForRank } from './award-rules';
import { type NewWinner, WinnerRepository, type WinnerRow } from './winner.repository';

export interface RecomputeRequest {
  actorId: number;
  reason: string;
  /** Required to take a prize away from a winner whose claim is already recorded. */
  overrideClaimed: boolean;
}

export interface RecomputeResult {
  changed: boolean;
  winners: WinnerRow[];
}

/**
 * Who won a contest, from the ledger: recorded once, in the transaction that closes the contest
 * (so two workers never record twice, and a close never happens without its winners), and
 * recomputed by an administrator after fraud reversals.
 */
@Injectable()
export class WinnerRecorder {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly winners: WinnerRepository,
    private readonly ledger: LedgerFiguresReader,
    private readonly audit: AuditTrail,
    private readonly users: UserDirectory,
    private readonly contests: ContestDirectory,
    private readonly participants: ParticipantDirectory,
  ) {}

  /** The podium of a contest being closed in `transaction`, from every ledger row committed so far. */
  async recordAtClose(transaction: EntityManager, contestId: number): Promise<number[]> {
    return this.insert(transaction, contestId, await this.standings(transaction, contestId));
  }

  /**
   * Recomputes a closed contest's podium from the ledger as it is now (after reversals). Places
   * whose participant stays are kept, with their notification and claim; the others are revoked
   * and their successors added, to be notified. Taking a place away from a winner who already
   * claimed needs `overrideClaimed`; the claim itself is kept, on the revoked row.
   */
  async recompute(contestId: number, request: RecomputeRequest): Promise<RecomputeResult> {
    return this.dataSource.transaction(async (transaction) => {
      const status = await this.contests.lockStatus(transaction, contestId);
      if (!status) throw AppError.notFound(MESSAGES.awards.contestNotFound);
      if (status !== 'closed') throw AppError.badRequest(MESSAGES.awards.notClosed);

      const current = await this.winners.ofContest(contestId, transaction, true);
      const next = await this.standings(transaction, contestId);
      const keeps = (row: WinnerRow) =>
        next.some((place) => place.rank === row.rank && place.participantId === row.participantId);
      const revoked = current.filter((row) => !keeps(row));
      const added = next.filter(
        (place) => !current.some((row) => row.rank === place.rank && row.participantId === place.participantId),
      );
      if (revoked.length === 0 && added.length === 0) return { changed: false, winners: current };
      if (revoked.some((row) => row.claimId !== null) && !request.overrideClaimed) {
        throw AppError.conflict(MESSAGES.awards.claimedWinnerChanges);
      }

      await this.winners.revoke(
        transaction,
        revoked.map((row) => row.id),
        request.reason,
      );
      await this.insert(transaction, contestId, added);
      await this.audit.record(transaction, {
        actorId: request.actorId,
        action: 'recompute_winners',
        contestId,
        details: {
          before: current.map(summary),
          after: next,
          revoked_claims: revoked.filter((row) => row.claimId !== null).map((row) => row.claimId),
        },
        reason: request.reason,
      });
      return { changed: true, winners: await this.winners.ofContest(contestId, transaction) };
    });
  }

  /**
   * Records these places with what they keep of their participants (asked of their owner in the
   * transaction) and their parents' names, asked of identity.
   */
  private async insert(transaction: EntityManager, contestId: number, places: NewWinner[]): Promise<number[]> {
    const participants = await this.participants.findMany(
      places.map((place) => place.participantId),
      transaction,
    );
    const userIds = [...participants.values()].flatMap((participant) =>
      participant.userId === null ? [] : [participant.userId],
    );
    const accounts = await this.users.summaries([...new Set(userIds)]);
    return this.winners.insert(
      transaction,
      contestId,
      places.map((place) => {
        const participant = participants.get(place.participantId)!;
        const userId = participant.userId;
        return {
          ...place,
          babyId: participant.babyId,
          userId,
          babyName: participant.name,
          parentName: publicParentName(userId ? accounts.get(userId) : undefined),
        };
      }),
    );
  }

  private async standings(transaction: EntityManager, contestId: number): Promise<NewWinner[]> {
    const contest = await this.contests.prizes(transaction, contestId);
    const eligible = await this.participants.idsEntered(transaction, contestId);
    const tallies = await this.ledger.contestTallies(contestId, contest.endDate, transaction);
    return podium(tallies, new Set(eligible)).map((place) => ({
      ...place,
      prize: prizeForRank(contest, place.rank),
    }));
  }
}

/** What the public pages may show of a parent: the first name and the last name's initial. */
function publicParentName(account: Pick<AccountSummary, 'firstName' | 'lastName'> | undefined): string {
  const initial = account === undefined ? '' : `${Array.from(account.lastName).slice(0, 1).join('')}.`;
  return `${account?.firstName ?? ''} ${initial}`.replace(/^ +| +$/g, '');
}

function summary(row: WinnerRow): { participant_id: number; rank: number; votes: number; claim_id: number | null } {
  return { participant_id: row.participantId, rank: row.rank, votes: row.votes, claim_id: row.claimId };
}
