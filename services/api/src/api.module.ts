import { type DynamicModule, Module } from '@nestjs/common';
import { AppConfig, AppConfigModule } from '@app/config';
import { CommonModule } from '@app/common';
import { ContestsModule } from '@app/contests';
import { AuditLogModule } from '@app/audit';
import { DashboardModule } from '@app/dashboard';
import { DatabaseModule } from '@app/database';
import { IdentityModule } from '@app/identity';
import { JobsModule } from '@app/jobs';
import { LiveModule } from '@app/live';
import { MediaModule } from '@app/media';
import { loggerParams, ObservabilityModule } from '@app/observability';
import { PaymentsModule } from '@app/payments';
import { RankingModule } from '@app/ranking';
import { RedisModule } from '@app/redis';
import { VotingModule } from '@app/voting';
import { LoggerModule } from 'nestjs-pino';

@Module({})
export class ApiModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerParams(config)),
        DatabaseModule,
        RedisModule,
        JobsModule,
        CommonModule,
        ObservabilityModule,
        IdentityModule,
        MediaModule,
        ContestsModule,
        RankingModule,
        VotingModule,
        PaymentsModule,
        LiveModule,
        DashboardModule,
        AuditLogModule,
      ],
    };
  }
}
