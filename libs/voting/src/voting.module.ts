import { Module } from '@nestjs/common';
import { LedgerModule } from '@app/ledger';
import { VoteLimits } from './vote-limits';
import { VoteTargets } from './vote-targets';
import { VoteController } from './vote.controller';
import { VoteService } from './vote.service';

@Module({
  imports: [LedgerModule],
  controllers: [VoteController],
  providers: [VoteLimits, VoteTargets, VoteService],
})
export class VotingModule {}
