import { type DynamicModule, Module } from '@nestjs/common';
import { AppConfig, AppConfigModule } from '@app/config';
import { CommonModule } from '@app/common';
import { DatabaseModule } from '@app/database';
import { IdentityModule } from '@app/identity';
import { JobsModule } from '@app/jobs';
import { MediaModule } from '@app/media';
import { RankingRebuildModule } from '@app/ranking';
import { RedisModule } from '@app/redis';
import { AccountProvisioning } from './account-provisioning';
import { DemoContests } from './demo-contests';
import { DemoPayments } from './demo-payments';
import { DemoSeed } from './demo-seed';

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
        RankingRebuildModule,
      ],
      providers: [AccountProvisioning, DemoContests, DemoPayments, DemoSeed],
    };
  }
}
