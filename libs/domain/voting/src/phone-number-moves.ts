import { Injectable } from '@nestjs/common';
import { PhoneNumberMoves } from '@app/identity';
import { VoterVotesReader } from '@app/ledger';
import { FREE_VOTE_COOLDOWN_SECONDS } from './free-vote-rules';
import { VoteLimits } from './vote-limits';

/** The free-vote counts of the day follow a phone number moved to another account (they are the number's). */
@Injectable()
export class VoteCountsMove extends PhoneNumberMoves {
  constructor(
    private readonly limits: VoteLimits,
    private readonly ledger: VoterVotesReader,
  ) {
    super();
  }

  async moved(fromUserId: number, toUserId: number): Promise<void> {
    const recent = await this.ledger.freeVotesOf(fromUserId, FREE_VOTE_COOLDOWN_SECONDS);
    await this.limits.carry(
      fromUserId,
      toUserId,
      recent.map((vote) => ({ participantId: vote.participantId, castAt: vote.createdAt })),
      new Date(),
    );
  }
}
