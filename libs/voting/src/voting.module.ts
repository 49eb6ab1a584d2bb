import { Module } from '@nestjs/common';
import { LedgerModule } from '@app/ledger';
import { VoteAuditController } from './fraud/vote-audit.controller';
import { VoteAuditRepository } from './fraud/vote-audit.repository';
import { VoteAuditService } from './fraud/vote-audit.service';
import { VoteLimits } from './vote-limits';
import { VoteTargets } from './vote-targets';
import { VoteController } from './vote.controller';
import { VoteService } from './vote.service';

@Module({
  imports: [LedgerModule],
  controllers: [VoteController, VoteAuditController],
  providers: [VoteAuditRepository, VoteAuditService, VoteLimits, VoteTargets, VoteService],
})
export class VotingModule {}
