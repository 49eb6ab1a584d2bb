import { Module } from '@nestjs/common';
import { TransparencyModule } from '@app/transparency';
import { AuditModule } from '@app/audit';
import { ContestDirectoryModule } from '@app/contests';
import { IdentityModule } from '@app/identity';
import { LedgerModule } from '@app/ledger';
import { ParticipantDirectoryModule } from '@app/entries';
import { PaymentsCoreModule } from '@app/payments';
import { VoterAccounts } from './fraud/voter-accounts';
import { FraudPolicy } from './fraud/fraud-policy';
import { HeldQueueController, HeldVotesController } from './fraud/held-votes.controller';
import { HeldVotesService } from './fraud/held-votes.service';
import { AdminStatementController, StatementController } from './statements/statement.controller';
import { StatementService } from './statements/statement.service';
import { VoterReceiptsController } from './receipts/voter-receipts.controller';
import { VoterReceipts } from './receipts/voter-receipts.service';
import { VoteDisputeRepository } from './statements/vote-dispute.repository';
import { VoteAuditController } from './fraud/vote-audit.controller';
import { VoteAuditRepository } from './fraud/vote-audit.repository';
import { VoteAuditService } from './fraud/vote-audit.service';
import { FreeVoteRoute } from './free-vote.route';
import { VoteLimits } from './vote-limits';
import { VoteLimitsRecovery, VoteLimitsWatch } from './vote-limits.recovery';
import { VoteTargetCache } from './vote-target-cache';
import { VoteService } from './vote.service';

/** The free-vote limits in Redis and their recovery from the ledger (the CLI's `ranking:rebuild`). */
@Module({
  imports: [LedgerModule],
  providers: [VoteLimits, VoteLimitsRecovery],
  exports: [VoteLimits, VoteLimitsRecovery],
})
export class VoteLimitsModule {}

/** Parents' disputes of reversed or rejected votes (the statements, and the dashboard's count). */
@Module({ providers: [VoteDisputeRepository], exports: [VoteDisputeRepository] })
export class VoteDisputesModule {}

/** The worker's side: restores the limits by itself when Redis lost them. */
@Module({ imports: [VoteLimitsModule], providers: [VoteLimitsWatch] })
export class VoteLimitsWatchModule {}

/**
 * Free votes (FreeVoteRoute, a fast route: the API registers it on Fastify at start) and the administrators' fraud
 * control (API). Rankings come from the global RankingModule.
 */
@Module({
  imports: [
    AuditModule,
    ContestDirectoryModule,
    IdentityModule,
    LedgerModule,
    ParticipantDirectoryModule,
    PaymentsCoreModule,
    TransparencyModule,
    VoteDisputesModule,
    VoteLimitsModule,
  ],
  controllers: [
    VoteAuditController,
    HeldVotesController,
    HeldQueueController,
    StatementController,
    AdminStatementController,
    VoterReceiptsController,
  ],
  providers: [
    VoterAccounts,
    FraudPolicy,
    HeldVotesService,
    StatementService,
    VoterReceipts,
    VoteAuditRepository,
    VoteAuditService,
    VoteTargetCache,
    VoteService,
    FreeVoteRoute,
  ],
  // The other ways in to the same rule book: the phone channels (USSD, SMS) and the pages without script.
  exports: [VoteService, VoterReceipts, VoteTargetCache, VoteLimitsModule],
})
export class VotingModule {}
