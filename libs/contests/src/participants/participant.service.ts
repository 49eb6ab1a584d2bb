import { Injectable } from '@nestjs/common';
import { AppError, MESSAGES, type Page, resolvePage, toPage } from '@app/common';
import { type AuthContext, isAdministrator, UserRepository } from '@app/identity';
import { MediaStorage } from '@app/media';
import { BabyService } from '../babies/baby.service';
import { birthDateRange, todayIso } from './age';
import type { ContestParticipantsQueryDto, ParticipantListQueryDto, UpdateParticipantDto } from './dto/participant.dto';
import type { ParticipantEntity } from './participant.entity';
import { type ParticipantChanges, type ParticipantListFilter, ParticipantRepository } from './participant.repository';
import {
  type ParticipantProfileResponse,
  type ParticipantResponse,
  toParticipantResponse,
} from './participant.response';

/** Who is reading: the parent sees their own participants' phone numbers, an administrator everyone's. */
interface Viewer {
  userId: number | null;
  isAdmin: boolean;
}

const ANONYMOUS: Viewer = { userId: null, isAdmin: false };

@Injectable()
export class ParticipantService {
  constructor(
    private readonly participants: ParticipantRepository,
    private readonly users: UserRepository,
    private readonly babies: BabyService,
    private readonly media: MediaStorage,
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
    if (!contest || contest.status === 'draft') throw AppError.notFound(MESSAGES.participants.contestNotFound);
    const { page, pageSize, offset } = resolvePage(query, 100);
    return this.page(auth, url, page, pageSize, {
      contestId,
      search: query.search || undefined,
      ordering: query.ordering ?? '-created_at',
      offset,
      limit: pageSize,
    });
  }

  async get(auth: AuthContext | undefined, id: number): Promise<ParticipantResponse> {
    const participant = await this.participants.findVisible(id);
    if (!participant) throw AppError.notFound(MESSAGES.participants.notFound);
    return this.toResponse(participant, await this.viewer(auth));
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
    return this.toResponse((await this.participants.findActive(id))!, { userId: null, isAdmin: true });
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
    return {
      user: { id: user.id, first_name: user.firstName, last_name: user.lastName },
      id: user.id,
      babies,
      participations: participations.map((participant) => this.toResponse(participant, viewer)),
    };
  }

  private async page(
    auth: AuthContext | undefined,
    url: string,
    page: number,
    pageSize: number,
    filter: ParticipantListFilter,
  ): Promise<Page<ParticipantResponse>> {
    const [{ participants, count }, viewer] = await Promise.all([this.participants.list(filter), this.viewer(auth)]);
    const results = participants.map((participant) => this.toResponse(participant, viewer));
    return toPage(results, count, page, pageSize, url);
  }

  private async viewer(auth: AuthContext | undefined): Promise<Viewer> {
    if (!auth) return ANONYMOUS;
    const user = await this.users.findById(auth.userId);
    if (!user || !user.isActive) return ANONYMOUS;
    return { userId: user.id, isAdmin: isAdministrator(user) };
  }

  private toResponse(participant: ParticipantEntity, viewer: Viewer): ParticipantResponse {
    const showPhone = viewer.isAdmin || (viewer.userId !== null && participant.userId === viewer.userId);
    return toParticipantResponse(participant, this.media.urls(participant.photo)!, todayIso(), showPhone);
  }
}
