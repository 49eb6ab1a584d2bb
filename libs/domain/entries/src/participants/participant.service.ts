import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { AppError, MESSAGES, type Page, resolvePage, toPage } from '@app/common';
import { type ContestDetails, ContestDirectory, isPublicContest } from '@app/contests';
import { AdminAccess, type AuthContext, UserRepository } from '@app/identity';
import { MediaStorage } from '@app/media';
import { BabyService } from '../babies/baby.service';
import { birthDateRange, todayIso } from './age';
import type { ContestParticipantsQueryDto, ParticipantListQueryDto, UpdateParticipantDto } from './dto/participant.dto';
import type { ParticipantEntity } from './participant.entity';
import { type ParticipantChanges, type ParticipantListFilter, ParticipantRepository } from './participant.repository';
import { ParticipantStandings } from './participant-standings';
import { VoteCodes } from './vote-codes';
import {
  type ParticipantProfileResponse,
  type ParticipantResponse,
  type ParticipantStanding,
  toParticipantResponse,
} from './participant.response';

/**
 * Who is reading: the parent sees their own participants' personal data (phone number, the child's
 * date of birth), an administrator who manages participants everyone's (no other permission needs them).
 */
interface Viewer {
  userId: number | null;
  seesPersonalData: boolean;
}

const ANONYMOUS: Viewer = { userId: null, seesPersonalData: false };

interface StandingPage {
  participants: ParticipantEntity[];
  count: number;
  standings: Map<number, ParticipantStanding>;
}

/** What a participant's answer shows besides the row: its contest, its place in the ranking, its vote code. */
interface ParticipantExtras {
  contests: Map<number, ContestDetails>;
  standings: Map<number, ParticipantStanding>;
  voteCodes: Map<number, string>;
}

type ParticipantKey = { id: number; contestId: number; createdAt: Date };

/**
 * How long the vote order of a participants list is reused: a peak's many identical requests (a
 * contest's list, most voted first) sort the contest once a second instead of once each; the counts
 * and ranks shown are read fresh for the page.
 */
const VOTE_ORDER_TTL_MS = 1000;

/** Participant ids by contest (the ranking is read one contest at a time). */
function groupByContest(participants: { id: number; contestId: number }[]): Map<number, number[]> {
  const byContest = new Map<number, number[]>();
  for (const { id, contestId } of participants) {
    const ids = byContest.get(contestId);
    if (ids) ids.push(id);
    else byContest.set(contestId, [id]);
  }
  return byContest;
}

@Injectable()
export class ParticipantService {
  constructor(
    private readonly participants: ParticipantRepository,
    private readonly users: UserRepository,
    private readonly babies: BabyService,
    private readonly media: MediaStorage,
    private readonly ranking: ParticipantStandings,
    private readonly adminAccess: AdminAccess,
    private readonly contests: ContestDirectory,
    private readonly voteCodes: VoteCodes,
  ) {}

  /** Vote orders of recent list queries (filters without paging), kept VOTE_ORDER_TTL_MS. */
  private readonly voteOrders = new LRUCache<string, ParticipantKey[]>({ max: 200, ttl: VOTE_ORDER_TTL_MS });

  async list(
    auth: AuthContext | undefined,
    query: ParticipantListQueryDto,
    url: string,
  ): Promise<Page<ParticipantResponse>> {
    const { page, pageSize, offset } = resolvePage(query);
    return this.page(auth, url, page, pageSize, {
      contestId: query.contest,
      gender: query.gender,
      birthRange: query.age_category ? birthDateRange(query.age_category, todayIso()) : undefined,
      search: query.search || undefined,
      ordering: query.ordering ?? '-created_at',
      offset,
      limit: pageSize,
    });
  }

  async listForContest(
    auth: AuthContext | undefined,
    contestId: number,
    query: ContestParticipantsQueryDto,
    url: string,
  ): Promise<Page<ParticipantResponse>> {
    const contest = await this.contests.liveDetails(contestId);
    if (!contest || !isPublicContest(contest)) throw AppError.notFound(MESSAGES.participants.contestNotFound);
    const { page, pageSize, offset } = resolvePage(query, 100);
    return this.page(auth, url, page, pageSize, {
      contestId,
      gender: query.gender,
      birthRange: query.age_category ? birthDateRange(query.age_category, todayIso()) : undefined,
      country: query.country || undefined,
      city: query.city || undefined,
      search: query.search || undefined,
      ordering: query.ordering ?? '-created_at',
      offset,
      limit: pageSize,
    });
  }

  async get(auth: AuthContext | undefined, id: number): Promise<ParticipantResponse> {
    const participant = await this.participants.findVisible(id);
    if (!participant) throw AppError.notFound(MESSAGES.participants.notFound);
    const [viewer, extras] = await Promise.all([this.viewer(auth), this.extras([participant])]);
    return this.toResponse(participant, viewer, extras);
  }

  /** Administrators correct what voters see: name, bio, location. */
  async update(id: number, dto: UpdateParticipantDto): Promise<ParticipantResponse> {
    if (!(await this.participants.findActive(id))) throw AppError.notFound(MESSAGES.participants.notFound);
    const changes = Object.fromEntries(
      Object.entries({
        babyName: dto.baby_name,
        babyBio: dto.baby_bio,
        country: dto.country,
        city: dto.city,
      } satisfies ParticipantChanges).filter(([, value]) => value !== undefined),
    ) as ParticipantChanges;
    await this.participants.update(id, changes);
    const updated = (await this.participants.findActive(id))!;
    return this.toResponse(updated, { userId: null, seesPersonalData: true }, await this.extras([updated]));
  }

  /** Soft delete: the row stays for the votes and payments that point at it. */
  async delete(id: number): Promise<void> {
    if (!(await this.participants.softDelete(id))) throw AppError.notFound(MESSAGES.participants.notFound);
  }

  async profile(auth: AuthContext): Promise<ParticipantProfileResponse> {
    const user = await this.users.findById(auth.userId);
    if (!user) throw AppError.unauthorized(MESSAGES.auth.tokenInvalid, 'token_not_valid');
    const [babies, participations] = await Promise.all([
      this.babies.listAllForOwner(user.id),
      this.participants.listVisibleForUser(user.id),
    ]);
    const viewer = { userId: user.id, seesPersonalData: false };
    const extras = await this.extras(participations);
    return {
      user: { id: user.id, first_name: user.firstName, last_name: user.lastName },
      id: user.id,
      babies,
      participations: participations.map((participant) => this.toResponse(participant, viewer, extras)),
    };
  }

  private async page(
    auth: AuthContext | undefined,
    url: string,
    page: number,
    pageSize: number,
    filter: ParticipantListFilter,
  ): Promise<Page<ParticipantResponse>> {
    const byVotes = filter.ordering === 'votes' || filter.ordering === '-votes';
    const [{ participants, count, standings }, viewer] = await Promise.all([
      byVotes ? this.listByVotes(filter) : this.listInOrder(filter),
      this.viewer(auth),
    ]);
    const [contests, voteCodes] = await Promise.all([this.contestsOf(participants), this.codesOf(participants)]);
    const extras = { contests, standings, voteCodes };
    const results = participants.map((participant) => this.toResponse(participant, viewer, extras));
    return toPage(results, count, page, pageSize, url);
  }

  private async listInOrder(filter: ParticipantListFilter): Promise<StandingPage> {
    const { participants, count } = await this.participants.list(filter);
    return { participants, count, standings: await this.standings(participants) };
  }

  /**
   * Vote counts live in the ranking projection, not in PostgreSQL: the matching ids are read from
   * the database and ordered by their ranking scores (one ZMSCORE per contest: most votes first for
   * `-votes`, equal counts by who reached them first, then newest first); only the page asked for is
   * loaded, with its standings. A 10,000-participant contest costs one query and one Redis call.
   */
  private async listByVotes(filter: ParticipantListFilter): Promise<StandingPage> {
    const { offset, limit, ...query } = filter;
    const cacheKey = JSON.stringify(query);
    let ordered = this.voteOrders.get(cacheKey);
    if (!ordered) {
      ordered = await this.orderByVotes(query);
      this.voteOrders.set(cacheKey, ordered);
    }
    const pageKeys = ordered.slice(offset, offset + limit);
    const [loaded, standings] = await Promise.all([
      this.participants.findVisibleByIds(pageKeys.map((key) => key.id)),
      this.standings(pageKeys),
    ]);
    const byId = new Map(loaded.map((participant) => [participant.id, participant]));
    const participants = pageKeys.flatMap((key) => byId.get(key.id) ?? []);
    return { participants, count: ordered.length, standings };
  }

  private async orderByVotes(filter: Omit<ParticipantListFilter, 'offset' | 'limit'>): Promise<ParticipantKey[]> {
    const keys = await this.participants.listKeys(filter);
    const orderKeys = new Map<number, number>();
    await Promise.all(
      [...groupByContest(keys)].map(async ([contestId, ids]) => {
        for (const [id, key] of await this.ranking.orderKeys(contestId, ids)) orderKeys.set(id, key);
      }),
    );
    const ordered = keys.sort(
      (a, b) =>
        (orderKeys.get(b.id) ?? 0) - (orderKeys.get(a.id) ?? 0) ||
        b.createdAt.getTime() - a.createdAt.getTime() ||
        b.id - a.id,
    );
    if (filter.ordering === 'votes') ordered.reverse();
    return ordered;
  }

  /** The participants' contests, standings and vote codes, asked together. */
  private async extras(participants: ParticipantEntity[]): Promise<ParticipantExtras> {
    const [contests, standings, voteCodes] = await Promise.all([
      this.contestsOf(participants),
      this.standings(participants),
      this.codesOf(participants),
    ]);
    return { contests, standings, voteCodes };
  }

  private codesOf(participants: ParticipantEntity[]): Promise<Map<number, string>> {
    return this.voteCodes.ofParticipants(participants.map((participant) => participant.id));
  }

  /** The participants' contests, asked of ContestDirectory for the page's rows. */
  private contestsOf(participants: ParticipantEntity[]): Promise<Map<number, ContestDetails>> {
    return this.contests.details([...new Set(participants.map((participant) => participant.contestId))]);
  }

  /** Vote count, rank and secure id of each participant, from the ranking projection (one round trip per contest). */
  private async standings(
    participants: { id: number; contestId: number }[],
  ): Promise<Map<number, ParticipantStanding>> {
    const standings = new Map<number, ParticipantStanding>();
    await Promise.all(
      [...groupByContest(participants)].map(async ([contestId, ids]) => {
        for (const [id, standing] of await this.ranking.standings(contestId, ids)) standings.set(id, standing);
      }),
    );
    return standings;
  }

  private async viewer(auth: AuthContext | undefined): Promise<Viewer> {
    if (!auth) return ANONYMOUS;
    const user = await this.users.findById(auth.userId);
    if (!user || !user.isActive) return ANONYMOUS;
    return { userId: user.id, seesPersonalData: await this.adminAccess.holds(auth, 'manage_participants') };
  }

  private toResponse(participant: ParticipantEntity, viewer: Viewer, extras: ParticipantExtras): ParticipantResponse {
    const personal = viewer.seesPersonalData || (viewer.userId !== null && participant.userId === viewer.userId);
    const urls = this.media.urls(participant.photo)!;
    const contest = extras.contests.get(participant.contestId)!;
    return toParticipantResponse(participant, contest, urls, todayIso(), personal, {
      voteCode: extras.voteCodes.get(participant.id) ?? null,
      standing: extras.standings.get(participant.id),
    });
  }
}
