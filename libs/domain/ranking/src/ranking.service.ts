import { Injectable } from '@nestjs/common';
import { ContestRosters } from '@app/entries';
import { AppError, MESSAGES, toPage } from '@app/common';
import { LedgerFiguresReader, type ParticipantTally } from '@app/ledger';
import type { RankingQueryDto } from './dto/ranking-query.dto';
import { RANKING_DEFAULT_PAGE_SIZE } from './dto/ranking-query.dto';
import { RankingReader } from './ranking.reader';
import type { RankingPageResponse, VoteSummaryResponse } from './ranking.response';

/** The free votes' ranking is summed from the ledger: a contest's sums are kept this long per process. */
const FREE_TALLIES_TTL_MS = 15_000;
const MAX_CACHED_FREE_TALLIES = 200;

/**
 * The public ranking reads: a contest's ranking page (from Redis), its ranking of free votes alone and
 * a participant's vote summary (both from the ledger).
 */
@Injectable()
export class RankingService {
  private readonly freeTallies = new Map<number, { at: number; tallies: Promise<ParticipantTally[]> }>();

  constructor(
    private readonly reader: RankingReader,
    private readonly rosters: ContestRosters,
    private readonly ledger: LedgerFiguresReader,
  ) {}

  async page(contestId: number, query: RankingQueryDto, url: string): Promise<RankingPageResponse> {
    if (!(await this.reader.isPublicContest(contestId))) throw AppError.notFound(MESSAGES.ranking.contestNotFound);
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? query.limit ?? RANKING_DEFAULT_PAGE_SIZE;
    const ranking = await this.reader.page(contestId, (page - 1) * pageSize, pageSize);
    return { ...toPage(ranking.entries, ranking.total, page, pageSize, url), version: ranking.version };
  }

  /** The ranking of free votes alone, for parents who want popularity apart from purchases. */
  async freePage(contestId: number, query: RankingQueryDto, url: string): Promise<RankingPageResponse> {
    if (!(await this.reader.isPublicContest(contestId))) throw AppError.notFound(MESSAGES.ranking.contestNotFound);
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? query.limit ?? RANKING_DEFAULT_PAGE_SIZE;
    const ranking = await this.reader.pageOf(
      contestId,
      await this.freeTalliesOf(contestId),
      (page - 1) * pageSize,
      pageSize,
    );
    return { ...toPage(ranking.entries, ranking.total, page, pageSize, url), version: ranking.version };
  }

  private freeTalliesOf(contestId: number): Promise<ParticipantTally[]> {
    const cached = this.freeTallies.get(contestId);
    if (cached && Date.now() - cached.at < FREE_TALLIES_TTL_MS) return cached.tallies;
    this.freeTallies.delete(contestId);
    if (this.freeTallies.size >= MAX_CACHED_FREE_TALLIES)
      this.freeTallies.delete(this.freeTallies.keys().next().value!);
    const tallies = this.ledger.freeTallies(contestId);
    tallies.catch(() => this.freeTallies.delete(contestId));
    this.freeTallies.set(contestId, { at: Date.now(), tallies });
    return tallies;
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
