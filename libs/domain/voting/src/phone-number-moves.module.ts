import { PhoneNumberMoves } from '@app/identity';
import { LedgerModule } from '@app/ledger';
import { Global, Module } from '@nestjs/common';
import { VoteLimitsModule } from './voting.module';
import { VoteCountsMove } from './phone-number-moves';

/** Global, so that the phone sign-in (libs/domain/identity, below voting) reaches it through its port. */
@Global()
@Module({
  imports: [LedgerModule, VoteLimitsModule],
  providers: [{ provide: PhoneNumberMoves, useClass: VoteCountsMove }],
  exports: [PhoneNumberMoves],
})
export class PhoneNumberMovesModule {}
