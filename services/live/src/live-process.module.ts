import { type DynamicModule, Module } from '@nestjs/common';
import { AppConfig, AppConfigModule } from '@app/config';
import { DashboardLiveModule } from '@app/dashboard';
import { DatabaseModule } from '@app/database';
import { JobsModule } from '@app/jobs';
import { LiveModule } from '@app/live';
import { loggerParams, MetricsServer, ObservabilityModule } from '@app/observability';
import { RedisModule } from '@app/redis';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';

/** A live process: the sockets of the live rankings and of the back office's dashboard, and its health. */
@Module({})
export class LiveProcessModule {
  /** `logger`: the process's pino logger, shared with Fastify's request logger. */
  static register(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: LiveProcessModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerParams(logger)),
        DatabaseModule,
        RedisModule,
        JobsModule,
        ObservabilityModule,
        LiveModule,
        DashboardLiveModule,
      ],
      providers: [MetricsServer.forLive()],
    };
  }
}
