import { Injectable } from '@nestjs/common';
import { AppError, MESSAGES, type Page, resolvePage, toPage } from '@app/common';
import { type AuthContext, isAdministrator, UserRepository } from '@app/identity';
import { MediaStorage } from '@app/media';
import { BabyService } from '../babies/baby.service';
import { isPublicContest } from '../contests/contest-rules';
import { birthDateRange, todayIso } from './age';
import type { ContestParticipantsQueryDto, ParticipantListQueryDto, UpdateParticipantDto } from './dto/participant.dto';
import type { ParticipantEntity } from './participant.entity';
import { type ParticipantChanges, type ParticipantListFilter, ParticipantRepository } from './participant.repository';
import { ParticipantStandings } from './participant-standings';
import {
  type ParticipantProfileResponse,
  type ParticipantResponse,
  type ParticipantStanding,
  toParticipantResponse,
} from './participant.response';

/** Who is reading: the parent sees their own participants' phone numbers, an administrator everyone's. */
interface Viewer {
  userId: number | null;
  isAdmin: boolean;
}

const ANONYMOUS: Viewer = { userId: null, isAdmin: false };

interface StandingPage {
  participants: ParticipantEntity[];
  count: number;
  standings: Map<number, ParticipantStanding>;
}

@Injectable()
export class ParticipantService {
  constructor(
    private readonly participants: ParticipantRepository,
    private readonly users: UserRepository,
    private readonly babies: BabyService,
    private readonly media: MediaStorage,
    private readonly ranking: ParticipantStandings,
  ) {}

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
    const contest = await this.participants.findContest(contestId);
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
    const [viewer, standings] = await Promise.all([this.viewer(auth), this.standings([participant])]);
    return this.toResponse(participant, viewer, standings);
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
    return this.toResponse(updated, { userId: null, isAdmin: true }, await this.standings([updated]));
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
    const viewer = { userId: user.id, isAdmin: false };
    const standings = await this.standings(participations);
    return {
      user: { id: user.id, first_name: user.firstName, last_name: user.lastName },
      id: user.id,
      babies,
      participations: participations.map((participant) => this.toResponse(participant, viewer, standings)),
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
    const results = participants.map((participant) => this.toResponse(participant, viewer, standings));
    return toPage(results, count, page, pageSize, url);
  }

  private async listInOrder(filter: ParticipantListFilter): Promise<StandingPage> {
    const { participants, count } = await this.participants.list(filter);
    return { participants, count, standings: await this.standings(participants) };
  }

  /**
   * Vote counts live in the ranking projection, not in PostgreSQL: the matching ids are read from
   * the database, ordered by their standings (most votes first for `-votes`; equal counts by rank,
   * then newest first), and only the page asked for is loaded.
   */
  private async listByVotes(filter: ParticipantListFilter): Promise<StandingPage> {
    const keys = await this.participants.listKeys(filter);
    const standings = await this.standings(keys);
    const rankOf = (id: number) => standings.get(id)?.rank ?? Number.MAX_SAFE_INTEGER;
    const ordered = keys.sort(
      (a, b) =>
        (standings.get(b.id)?.voteCount ?? 0) - (standings.get(a.id)?.voteCount ?? 0) ||
        rankOf(a.id) - rankOf(b.id) ||
        b.createdAt.getTime() - a.createdAt.getTime() ||
        b.id - a.id,
    );
    if (filter.ordering === 'votes') ordered.reverse();
    const pageIds = ordered.slice(filter.offset, filter.offset + filter.limit).map((key) => key.id);
    const loaded = new Map((await this.participants.findVisibleByIds(pageIds)).map((p) => [p.id, p]));
    const participants = pageIds.flatMap((id) => loaded.get(id) ?? []);
    return { participants, count: keys.length, standings };
  }

  /** Vote count, rank and secure id of each participant, from the ranking projection (one round trip per contest). */
  private async standings(
    participants: { id: number; contestId: number }[],
  ): Promise<Map<number, ParticipantStanding>> {
    const byContest = new Map<number, number[]>();
    for (const { id, contestId } of participants) byContest.set(contestId, [...(byContest.get(contestId) ?? []), id]);
    const standings = new Map<number, ParticipantStanding>();
    await Promise.all(
      [...byContest].map(async ([contestId, ids]) => {
        for (const [id, standing] of await this.ranking.standings(contestId, ids)) standings.set(id, standing);
      }),
    );
    return standings;
  }

  private async viewer(auth: AuthContext | undefined): Promise<Viewer> {
    if (!auth) return ANONYMOUS;
    const user = await this.users.findById(auth.userId);
    if (!user || !user.isActive) return ANONYMOUS;
    return { userId: user.id, isAdmin: isAdministrator(user) };
  }

  private toResponse(
    participant: ParticipantEntity,
    viewer: Viewer,
    standings: Map<number, ParticipantStanding>,
  ): ParticipantResponse {
    const showPhone = viewer.isAdmin || (viewer.userId !== null && participant.userId === viewer.userId);
    const urls = this.media.urls(participant.photo)!;
    return toParticipantResponse(participant, urls, todayIso(), showPhone, standings.get(participant.id));
  }
}
