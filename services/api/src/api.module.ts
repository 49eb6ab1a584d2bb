import { type DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AppConfig, AppConfigModule } from '@app/config';
import { AwardsApiModule } from '@app/awards';
import { CommonModule, FastRoutes } from '@app/common';
import { CommunityModule } from '@app/community';
import { ContestsModule } from '@app/contests';
import { AuditLogModule } from '@app/audit';
import { DashboardLiveModule, DashboardModule } from '@app/dashboard';
import { DatabaseModule } from '@app/database';
import { EntriesModule } from '@app/entries';
import { IdentityModule, PhoneSignInModule } from '@app/identity';
import { JobsModule } from '@app/jobs';
import { LiveModule } from '@app/live';
import { MediaModule } from '@app/media';
import { loggerParams, MetricsServer, ObservabilityModule } from '@app/observability';
import { PaymentsModule } from '@app/payments';
import { RankingModule } from '@app/ranking';
import { RedisModule } from '@app/redis';
import { SettingsModule } from '@app/settings';
import { SmsModule } from '@app/sms';
import { ChannelsAdminModule, ChannelsModule } from '@app/channels';
import { NotificationsModule } from '@app/notifications';
import { PlainPagesModule } from '@app/plain-pages';
import { ResultsModule } from '@app/results';
import { TransparencyModule } from '@app/transparency';
import { PhoneNumberMovesModule, VotingModule } from '@app/voting';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';

@Module({})
export class ApiModule {
  /** `logger`: the process's pino logger, shared with Fastify's request logger. */
  static register(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerParams(logger)),
        DatabaseModule,
        RedisModule,
        JobsModule,
        CommonModule,
        DiscoveryModule,
        ObservabilityModule,
        IdentityModule,
        PhoneSignInModule,
        MediaModule,
        ContestsModule,
        EntriesModule,
        AwardsApiModule,
        CommunityModule,
        RankingModule,
        VotingModule,
        PhoneNumberMovesModule,
        PaymentsModule,
        DashboardModule,
        // With LIVE_PORT, the sockets are the live processes' (services/live), never on the vote path's event loop.
        ...(config.live.port ? [] : [LiveModule, DashboardLiveModule]),
        AuditLogModule,
        SettingsModule,
        TransparencyModule,
        ResultsModule,
        NotificationsModule,
        SmsModule,
        // The pages without script (/simple): plain HTML forms over the same services.
        PlainPagesModule,
        ChannelsModule,
        ChannelsAdminModule,
      ],
      // The routes of contest peaks (`@FastRoute`), served by Fastify itself: see create-api-app.ts.
      providers: [MetricsServer.forApi(), FastRoutes],
    };
  }
}
