import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AppError, dateRange, MESSAGES, type Page, resolvePage, toPage } from '@app/common';
import { AuditTrail } from '@app/audit';
import { ContestDirectory } from '@app/contests';
import { ParticipantDirectory } from '@app/entries';
import { FraudReviewReader, type HeldCluster, type HeldVotesFilter, LedgerAppender } from '@app/ledger';
import { DataSource } from 'typeorm';
import type {
  DecideHeldSelectionDto,
  DecideHeldVotesDto,
  HeldClustersQueryDto,
  HeldQueueQueryDto,
  HeldVotesFilterDto,
} from './dto/held-votes.dto';
import { signalLabel } from './fraud-policy';
import type {
  HeldClusterResponse,
  HeldCountsResponse,
  HeldDecisionResponse,
  HeldQueueVoteResponse,
  HeldVoteResponse,
} from './held-votes.response';

/** Clusters shown at most: the largest first; a decided cluster leaves room for the next. */
const MAX_CLUSTERS = 200;
const WINDOW_MS = 600_000;

/**
 * "Votes en vérification": held votes grouped by cluster for review, and their release (counted from
 * then on) or rejection, one vote or a whole cluster at once, each a ledger row with actor and reason,
 * audited in the same transaction.
 */
@Injectable()
export class HeldVotesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: FraudReviewReader,
    private readonly appender: LedgerAppender,
    private readonly participants: ParticipantDirectory,
    private readonly contests: ContestDirectory,
    private readonly audit: AuditTrail,
  ) {}

  /** The held votes waiting per contest (with its title) and in all: the queue's menu and the tab's badge. */
  async counts(): Promise<HeldCountsResponse> {
    const counts = await this.ledger.heldCounts();
    const titles = await this.contests.findMany(counts.map((count) => count.contestId));
    return {
      total: counts.reduce((sum, count) => sum + count.votes, 0),
      contests: counts.map((count) => ({
        contest_id: count.contestId,
        contest_title: titles.get(count.contestId)?.title ?? '',
        votes: count.votes,
        oldest_at: count.oldestAt,
      })),
    };
  }

  /** The queue: held votes of every contest (or of `query.contest`), oldest first, each with its contest. */
  async queue(query: HeldQueueQueryDto, url: string): Promise<Page<HeldQueueVoteResponse>> {
    const page = await this.page({ contestId: query.contest }, query, url);
    const titles = await this.contests.findMany([...new Set(page.results.map((vote) => vote.contest_id))]);
    return {
      ...page,
      results: page.results.map((vote) => ({ ...vote, contest_title: titles.get(vote.contest_id)?.title ?? '' })),
    };
  }

  /**
   * Releases or rejects a selection of held votes, of one contest or several, in one transaction: the
   * decisions of each contest audited with it. Votes already decided are left as they are.
   */
  async decideSelection(actorId: number, dto: DecideHeldSelectionDto): Promise<HeldDecisionResponse> {
    const voteIds = [...new Set(dto.vote_ids)];
    const decision = dto.decision === 'release' ? 'release' : 'rejection';
    const decided = await this.dataSource.transaction(async (manager) => {
      const { rows } = await this.ledger.heldVotes({ voteIds }, 0, voteIds.length);
      const byContest = new Map<number, number[]>();
      for (const row of rows) byContest.set(row.contest_id, [...(byContest.get(row.contest_id) ?? []), row.id]);
      const ids: number[] = [];
      for (const [contestId, votes] of byContest) {
        const made = await this.appender.appendDecisions(
          manager,
          { contestId, voteIds: votes },
          decision,
          actorId,
          dto.reason,
        );
        if (made.ids.length === 0) continue;
        ids.push(...made.ids);
        await this.audit.record(manager, {
          actorId,
          action: decision === 'release' ? 'release_held_votes' : 'reject_held_votes',
          contestId,
          participantId: made.participantId,
          details: { vote_ids: votes, decided_count: made.ids.length },
          reason: dto.reason,
        });
      }
      return ids;
    });
    if (decided.length === 0) throw AppError.conflict(MESSAGES.fraud.nothingHeld);
    const count = decided.length;
    return {
      detail: decision === 'release' ? MESSAGES.fraud.released(count) : MESSAGES.fraud.rejected(count),
      decided: count,
      ids: decided,
    };
  }

  async clusters(contestId: number, query: HeldClustersQueryDto): Promise<HeldClusterResponse[]> {
    const by = query.by ?? 'address';
    const clusters = await this.ledger.heldClusters(this.filter(contestId, query), by, MAX_CLUSTERS);
    const names =
      by === 'participant' ? await this.participants.findMany(clusters.map((cluster) => Number(cluster.key))) : null;
    return clusters.map((cluster) => ({
      ...cluster,
      label: this.label(by, cluster, names),
      signals: Object.entries(cluster.signals)
        .map(([code, votes]) => ({ code, label: signalLabel(code), votes }))
        .sort((a, b) => b.votes - a.votes),
      filter: this.clusterFilter(by, cluster.key),
    }));
  }

  votes(contestId: number, query: HeldVotesFilterDto, url: string): Promise<Page<HeldVoteResponse>> {
    return this.page(this.filter(contestId, query), query, url);
  }

  private async page(
    filter: HeldVotesFilter,
    query: { page?: number; page_size?: number },
    url: string,
  ): Promise<Page<HeldVoteResponse>> {
    const { page, pageSize, offset } = resolvePage(query, 50);
    const { rows, count } = await this.ledger.heldVotes(filter, offset, pageSize);
    const names = await this.participants.findMany([...new Set(rows.map((row) => row.participant_id))]);
    const votes = rows.map((row) => ({
      ...row,
      participant_name: names.get(row.participant_id)?.name ?? '',
      signals: row.signals.map((code) => ({ code, label: signalLabel(code) })),
    }));
    return toPage(votes, count, page, pageSize, url);
  }

  async decide(actorId: number, contestId: number, dto: DecideHeldVotesDto): Promise<HeldDecisionResponse> {
    const narrowed = [dto.vote_id, dto.participant, dto.ip_hash, dto.device_hash, dto.from, dto.to];
    if (narrowed.every((value) => value === undefined)) {
      throw AppError.fields({ non_field_errors: [MESSAGES.fraud.narrowHeld] });
    }
    const filter = { ...this.filter(contestId, dto), voteId: dto.vote_id };
    const decision = dto.decision === 'release' ? 'release' : 'rejection';
    const decided = await this.dataSource.transaction(async (manager) => {
      const rows = await this.appender.appendDecisions(manager, filter, decision, actorId, dto.reason);
      if (rows.ids.length === 0) return rows;
      await this.audit.record(manager, {
        actorId,
        action: decision === 'release' ? 'release_held_votes' : 'reject_held_votes',
        contestId,
        participantId: rows.participantId,
        details: {
          vote_id: dto.vote_id,
          participant: dto.participant,
          ip_hash: dto.ip_hash,
          device_hash: dto.device_hash,
          from: dto.from,
          to: dto.to,
          decided_count: rows.ids.length,
        },
        reason: dto.reason,
      });
      return rows;
    });
    if (decided.ids.length === 0) throw AppError.conflict(MESSAGES.fraud.nothingHeld);
    const count = decided.ids.length;
    return {
      detail: decision === 'release' ? MESSAGES.fraud.released(count) : MESSAGES.fraud.rejected(count),
      decided: count,
      ids: decided.ids,
    };
  }

  private filter(
    contestId: number,
    query: Omit<HeldVotesFilterDto, 'page' | 'page_size'>,
  ): HeldVotesFilter & { contestId: number } {
    const { from, before } = dateRange(query.from, query.to);
    return {
      contestId,
      participantId: query.participant,
      ipHash: query.ip_hash,
      deviceHash: query.device_hash,
      from,
      to: before,
    };
  }

  private clusterFilter(by: HeldClustersQueryDto['by'], key: string): HeldClusterResponse['filter'] {
    switch (by) {
      case 'device':
        return { device_hash: key };
      case 'participant':
        return { participant: Number(key) };
      case 'window':
        return { from: key, to: new Date(Date.parse(key) + WINDOW_MS).toISOString() };
      default:
        return { ip_hash: key };
    }
  }

  private label(
    by: HeldClustersQueryDto['by'],
    cluster: HeldCluster,
    names: Map<number, { name: string }> | null,
  ): string {
    switch (by) {
      case 'device':
        return `Appareil ${cluster.key.slice(0, 8)}…`;
      case 'participant':
        return `Participant #${cluster.key} — ${names?.get(Number(cluster.key))?.name ?? '?'}`;
      case 'window':
        return `De ${cluster.key.slice(11, 16)} à ${new Date(Date.parse(cluster.key) + WINDOW_MS).toISOString().slice(11, 16)} (UTC), le ${cluster.key.slice(0, 10)}`;
      default:
        return `Connexion ${cluster.key.slice(0, 8)}…`;
    }
  }
}
