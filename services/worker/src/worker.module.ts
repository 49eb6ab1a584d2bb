import { type DynamicModule, Module } from '@nestjs/common';
import { AppConfig, AppConfigModule } from '@app/config';
import { AwardsWorkerModule } from '@app/awards';
import { ContestStatusModule } from '@app/contests';
import { DatabaseModule } from '@app/database';
import { IdentityWorkerModule } from '@app/identity';
import { JobsModule, QueueMetricsModule } from '@app/jobs';
import { MailDeliveryModule } from '@app/mail';
import { createLogger, loggerParams, MetricsServer, ObservabilityModule } from '@app/observability';
import { NotificationsWorkerModule } from '@app/notifications';
import { PaymentsWorkerModule } from '@app/payments';
import { RankingWorkerModule } from '@app/ranking';
import { RedisModule } from '@app/redis';
import { ResultsWorkerModule } from '@app/results';
import { TransparencyWorkerModule } from '@app/transparency';
import { VoteLimitsWatchModule } from '@app/voting';
import { LoggerModule } from 'nestjs-pino';

@Module({})
export class WorkerModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerParams(createLogger(config))),
        DatabaseModule,
        RedisModule,
        ObservabilityModule,
        JobsModule,
        QueueMetricsModule,
        MailDeliveryModule,
        IdentityWorkerModule,
        ContestStatusModule,
        AwardsWorkerModule,
        RankingWorkerModule,
        VoteLimitsWatchModule,
        PaymentsWorkerModule,
        TransparencyWorkerModule,
        ResultsWorkerModule,
        NotificationsWorkerModule,
      ],
      providers: [MetricsServer.forWorker()],
    };
  }
}
