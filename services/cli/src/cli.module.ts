import { type DynamicModule, Module } from '@nestjs/common';
import { AppConfig, AppConfigModule } from '@app/config';
import { AuditModule } from '@app/audit';
import { CommonModule } from '@app/common';
import { AwardsModule } from '@app/awards';
import { CommentCountsModule } from '@app/community';
import { ContestDirectoryModule, ContestRecordsModule } from '@app/contests';
import { DatabaseModule } from '@app/database';
import {
  BabyRecordsModule,
  ParticipantDirectoryModule,
  ParticipantRecordsModule,
  PreregistrationRecordsModule,
} from '@app/entries';
import { IdentityModule } from '@app/identity';
import { JobsModule } from '@app/jobs';
import { LedgerModule } from '@app/ledger';
import { MediaModule } from '@app/media';
import { PaymentRecordsModule, VotePackRecordsModule } from '@app/payments';
import { RankingRebuildModule } from '@app/ranking';
import { RedisModule } from '@app/redis';
import { SiteSettingsRecordsModule } from '@app/settings';
import { VoteLimitsModule } from '@app/voting';
import { AccountProvisioning } from './account-provisioning';
import { DemoAwards } from './demo/awards';
import { DemoComments } from './demo/comments';
import { DemoContests } from './demo/contests';
import { DemoPayments } from './demo/payments';
import { DemoSeed } from './demo/seed';

@Module({})
export class CliModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: CliModule,
      imports: [
        AppConfigModule.forRoot(config),
        DatabaseModule,
        RedisModule,
        JobsModule,
        CommonModule,
        IdentityModule,
        MediaModule,
        LedgerModule,
        RankingRebuildModule,
        VoteLimitsModule,
        AuditModule,
        AwardsModule,
        ParticipantDirectoryModule,
        ContestDirectoryModule,
        ContestRecordsModule,
        ParticipantRecordsModule,
        BabyRecordsModule,
        PreregistrationRecordsModule,
        CommentCountsModule,
        PaymentRecordsModule,
        VotePackRecordsModule,
        SiteSettingsRecordsModule,
      ],
      providers: [AccountProvisioning, DemoAwards, DemoComments, DemoContests, DemoPayments, DemoSeed],
    };
  }
}
