import { Module } from '@nestjs/common';
import { ContestRecordsModule } from '@app/contests';
import { IdentityCoreModule } from '@app/identity';
import { RankingReaderModule } from '@app/ranking';
import { LiveContestAccess } from './live-contest-access';
import { LiveMetrics } from './live-metrics';
import { RankingBroadcaster } from './ranking-broadcaster';
import { RankingSnapshots } from './ranking-snapshots';
import { RankingGateway } from './ranking.gateway';

/**
 * Live rankings over socket.io (namespace `/contests`), for the process that serves the sockets: a
 * live process (services/live) when LIVE_PORT is set, the API otherwise. The app installs
 * RedisIoAdapter so that rooms span processes.
 */
@Module({
  imports: [ContestRecordsModule, IdentityCoreModule, RankingReaderModule],
  providers: [RankingGateway, RankingBroadcaster, RankingSnapshots, LiveContestAccess, LiveMetrics],
})
export class LiveModule {}
