import { Global, Injectable, Module } from '@nestjs/common';
import { PhoneNumberMoves } from '@app/identity';
import { LedgerReader, LedgerModule } from '@app/ledger';
import { FREE_VOTE_COOLDOWN_SECONDS } from './free-vote-rules';
import { VoteLimits } from './vote-limits';
import { VoteLimitsModule } from './voting.module';

/** The free-vote counts of the day follow a phone number moved to another account (they are the number's). */
@Injectable()
export class VoteCountsMove extends PhoneNumberMoves {
  constructor(
    private readonly limits: VoteLimits,
    private readonly ledger: LedgerReader,
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

/** Global, so that the phone sign-in (libs/identity, below voting) reaches it through its port. */
@Global()
@Module({
  imports: [LedgerModule, VoteLimitsModule],
  providers: [{ provide: PhoneNumberMoves, useClass: VoteCountsMove }],
  exports: [PhoneNumberMoves],
})
export class PhoneNumberMovesModule {}
