import { Module } from '@nestjs/common';
import { ContestCatalogModule } from '@app/contests';
import { IdentityModule } from '@app/identity';
import { RankingModule } from '@app/ranking';
import { LiveContestAccess } from './live-contest-access';
import { LiveMetrics } from './live-metrics';
import { RankingBroadcaster } from './ranking-broadcaster';
import { RankingSnapshots } from './ranking-snapshots';
import { RankingGateway } from './ranking.gateway';

/**
 * Live rankings over socket.io (namespace `/contests`), for the API process. The app installs
 * RedisIoAdapter so that rooms span API processes.
 */
@Module({
  imports: [ContestCatalogModule, IdentityModule, RankingModule],
  providers: [RankingGateway, RankingBroadcaster, RankingSnapshots, LiveContestAccess, LiveMetrics],
})
export class LiveModule {}
