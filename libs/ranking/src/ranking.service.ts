import { Injectable } from '@nestjs/common';
import { ContestRosters } from '@app/contests';
import { AppError, MESSAGES, toPage } from '@app/common';
import { LedgerReader } from '@app/ledger';
import type { RankingQueryDto } from './dto/ranking-query.dto';
import { RANKING_DEFAULT_PAGE_SIZE } from './dto/ranking-query.dto';
import { RankingReader } from './ranking.reader';
import type { RankingPageResponse, VoteSummaryResponse } from './ranking.response';

/** The public ranking reads: a contest's ranking page (from Redis) and a participant's vote summary (from the ledger). */
@Injectable()
export class RankingService {
  constructor(
    private readonly reader: RankingReader,
    private readonly rosters: ContestRosters,
    private readonly ledger: LedgerReader,
  ) {}

  async page(contestId: number, query: RankingQueryDto, url: string): Promise<RankingPageResponse> {
    if (!(await this.reader.isPublicContest(contestId))) throw AppError.notFound(MESSAGES.ranking.contestNotFound);
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? query.limit ?? RANKING_DEFAULT_PAGE_SIZE;
    const ranking = await this.reader.page(contestId, (page - 1) * pageSize, pageSize);
    return { ...toPage(ranking.entries, ranking.total, page, pageSize, url), version: ranking.version };
  }

  /** Free, paid and reversed votes of a participant the public may see; total equals its ranking vote count. */
  async voteSummary(participantId: number): Promise<VoteSummaryResponse> {
    if ((await this.rosters.visibleParticipantContest(participantId)) === null) {
      throw AppError.notFound(MESSAGES.ranking.participantNotFound);
    }
    const { free, paid, reversed } = await this.ledger.voteSummary(participantId);
    return { participant_id: participantId, free, paid, reversed, total: free + paid - reversed };
  }
}
