import { Injectable } from '@nestjs/common';
import { AppError, MESSAGES, type Page, type PageQueryDto, resolvePage, toPage } from '@app/common';
import { type ContestDetails, ContestDirectory, type ContestGender, isPublicContest } from '@app/contests';
import { type AuthContext, UserDirectory } from '@app/identity';
import { checkPhone } from '@app/locations';
import { MediaStorage, PhotoUploads } from '@app/media';
import { BabyRepository } from '../babies/baby.repository';
import type { BabyGender } from '../babies/baby.entity';
import { ageInYears, MAX_CHILD_AGE_YEARS, todayIso } from '../participants/age';
import type {
  BulkConvertDto,
  PreregistrationFilterDto,
  PreregistrationListQueryDto,
} from './dto/admin-preregistration.dto';
import { type CreatePreregistrationDto, describesNewBaby } from './dto/create-preregistration.dto';
import { preregistrationCsv, preregistrationCsvFilename } from './preregistration-csv';
import {
  type ConversionCandidate,
  type ConversionDecision,
  type PreregistrationFilter,
  type PreregistrationRecord,
  PreregistrationRepository,
  type PreregistrationView,
} from './preregistration.repository';
import {
  type AdminPreregistrationResponse,
  type BulkConvertResponse,
  type PhotoUrl,
  type PreregistrationResponse,
  type PreregistrationStatisticsResponse,
  toAdminPreregistrationResponse,
  toPreregistrationResponse,
} from './preregistration.response';

const RECENT_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

/** Pre-registrations are taken only in `pre_registration` status, inside the window when it has bounds. */
export function acceptsPreregistrations(
  contest: Pick<ContestDetails, 'status' | 'preregistrationStartDate' | 'preregistrationEndDate'>,
  now: Date,
): boolean {
  if (contest.status !== 'pre_registration') return false;
  const start = contest.preregistrationStartDate;
  const end = contest.preregistrationEndDate;
  return (!start || start.getTime() <= now.getTime()) && (!end || now.getTime() <= end.getTime());
}

export function fitsGender(contest: ContestGender, baby: BabyGender): boolean {
  return contest === 'mixed' || contest === baby;
}

interface BabyFacts {
  gender: BabyGender;
  dateOfBirth: string;
  country: string;
  city: string;
}

@Injectable()
export class PreregistrationService {
  private readonly photoUrl: PhotoUrl;

  constructor(
    private readonly preregistrations: PreregistrationRepository,
    private readonly babies: BabyRepository,
    private readonly photos: PhotoUploads,
    private readonly users: UserDirectory,
    private readonly contests: ContestDirectory,
    storage: MediaStorage,
  ) {
    this.photoUrl = (key) => storage.urls(key)?.card ?? null;
  }

  /**
   * Pre-registers an existing baby of the caller, or creates the baby (with its photo) and the
   * pre-registration together: a refusal at any point leaves no baby, no pre-registration, no file.
   */
  async create(auth: AuthContext, dto: CreatePreregistrationDto, photo?: Buffer): Promise<PreregistrationResponse> {
    const text = MESSAGES.preregistrations;
    const contestId = dto.contest_id ?? dto.contest;
    if (contestId === undefined) throw AppError.field('contest', text.contestRequired);
    const babyId = dto.baby_id ?? dto.baby;
    const isNewBaby = babyId === undefined && describesNewBaby(dto);
    if (babyId === undefined && !isNewBaby) throw AppError.field('baby', text.babyRequired);
    if (isNewBaby && !photo) throw AppError.field('photo', MESSAGES.media.required);

    const now = new Date();
    const contest = await this.contests.liveDetails(contestId);
    if (!contest || !isPublicContest(contest)) throw AppError.notFound(text.contestUnavailable);
    if (!acceptsPreregistrations(contest, now)) throw AppError.field('contest', text.notOpen);

    let baby: BabyFacts | null;
    if (babyId !== undefined) {
      baby = await this.babies.findOwned(auth.userId, babyId);
      if (!baby) throw AppError.field('baby', text.babyNotFound);
    } else {
      baby = { gender: dto.gender!, dateOfBirth: dto.date_of_birth!, country: '', city: '' };
      if (baby.dateOfBirth > todayIso(now)) throw AppError.field('date_of_birth', MESSAGES.babies.birthDateInFuture);
    }
    if (!fitsGender(contest.gender, baby.gender)) throw AppError.field('baby', text.genderMismatch);
    // The child must be 0 to 14 full years old on the day the contest starts.
    const contestStart = todayIso(contest.startDate);
    if (baby.dateOfBirth > contestStart || ageInYears(baby.dateOfBirth, contestStart) > MAX_CHILD_AGE_YEARS) {
      throw AppError.field(isNewBaby ? 'date_of_birth' : 'baby', text.ageOutOfRange);
    }

    const country = dto.country || baby.country;
    const city = dto.city || baby.city;
    let phoneNumber = '';
    if (dto.phone_number) {
      const checked = checkPhone(country, dto.phone_number);
      if (!checked.ok) throw AppError.field('phone_number', checked.message);
      phoneNumber = checked.phone;
    }

    const row = { userId: auth.userId, contestId, phoneNumber, country, city };
    const id =
      babyId !== undefined
        ? await this.preregistrations.insert({ ...row, babyId })
        : await this.photos.withStoredImage('babies', photo!, 'photo', (key) =>
            this.preregistrations.transaction(async (manager) => {
              const created = await this.babies.insert(
                {
                  ownerId: auth.userId,
                  name: dto.baby_name!,
                  dateOfBirth: dto.date_of_birth!,
                  gender: dto.gender!,
                  bio: dto.bio ?? '',
                  photo: key,
                  country,
                  city,
                },
                manager,
              );
              return this.preregistrations.insert({ ...row, babyId: created.id }, manager);
            }),
          );
    if (id === null) throw AppError.fields({ non_field_errors: [text.duplicate] });
    return toPreregistrationResponse((await this.preregistrations.findRecord(id))!, now, this.photoUrl);
  }

  async listOwn(auth: AuthContext, query: PageQueryDto, url: string): Promise<Page<PreregistrationResponse>> {
    const { page, pageSize, offset } = resolvePage(query);
    const { rows, count } = await this.preregistrations.list({ userId: auth.userId }, { offset, limit: pageSize });
    const now = new Date();
    return toPage(
      rows.map((view) => toPreregistrationResponse(view, now, this.photoUrl)),
      count,
      page,
      pageSize,
      url,
    );
  }

  async list(query: PreregistrationListQueryDto, url: string): Promise<Page<AdminPreregistrationResponse>> {
    const { page, pageSize, offset } = resolvePage(query);
    const { rows, count } = await this.preregistrations.list(await this.filterOf(query), { offset, limit: pageSize });
    return toPage(await this.toAdmin(rows), count, page, pageSize, url);
  }

  async exportCsv(query: PreregistrationFilterDto): Promise<{ filename: string; content: string }> {
    const { rows } = await this.preregistrations.list(await this.filterOf(query));
    return { filename: preregistrationCsvFilename(new Date()), content: preregistrationCsv(await this.toAdmin(rows)) };
  }

  async statistics(): Promise<PreregistrationStatisticsResponse> {
    const stats = await this.preregistrations.statistics(new Date(Date.now() - RECENT_DAYS * DAY_MS));
    return {
      total_preregistrations: stats.total,
      convertible_preregistrations: stats.convertible,
      converted_preregistrations: stats.converted,
      recent_preregistrations_7_days: stats.recent,
      active_contests: stats.activeContests,
    };
  }

  /** Converts what can be converted, all in one transaction, and says why each other id was skipped. */
  async bulkConvert(dto: BulkConvertDto): Promise<BulkConvertResponse> {
    const ids = [...new Set(dto.preregistration_ids)];
    const result = await this.preregistrations.convert(ids, decideConversion);
    const skippedReason = new Map(result.skipped.map((item) => [item.id, item.reason]));
    const converted = new Set(result.converted);
    const skipped = ids
      .filter((id) => !converted.has(id))
      .map((id) => ({ id, reason: skippedReason.get(id) ?? MESSAGES.preregistrations.skipped.unknown }));
    return { success_count: result.converted.length, converted: ids.filter((id) => converted.has(id)), skipped };
  }

  async delete(id: number): Promise<void> {
    if (!(await this.preregistrations.delete(id))) throw AppError.notFound(MESSAGES.preregistrations.notFound);
  }

  /**
   * The repository's filter; a search term also names the parents identity finds by e-mail or name,
   * and the contests ContestDirectory finds by title.
   */
  private async filterOf(query: PreregistrationFilterDto): Promise<PreregistrationFilter> {
    const term = query.search || undefined;
    const [userIds, contestIds] = term
      ? await Promise.all([this.users.idsMatching(term, ['email', 'name']), this.contests.idsTitledLike(term)])
      : [[], []];
    return {
      search: term ? { term, userIds, contestIds } : undefined,
      contestId: query.contest && query.contest !== 'all' ? Number(query.contest) : undefined,
      status: query.status === 'all' ? undefined : query.status,
    };
  }

  /** The back office's rows, with each parent's account asked of identity. */
  private async toAdmin(rows: PreregistrationRecord[]): Promise<AdminPreregistrationResponse[]> {
    const users = await this.users.summaries([...new Set(rows.map((row) => row.userId))]);
    const now = new Date();
    return rows.map((record) => {
      const user = users.get(record.userId);
      const view: PreregistrationView = {
        ...record,
        user: {
          email: user?.email ?? '',
          firstName: user?.firstName ?? '',
          lastName: user?.lastName ?? '',
          contactNumber: user?.phone ?? '',
        },
      };
      return toAdminPreregistrationResponse(view, now, this.photoUrl);
    });
  }
}

/** The participant a pre-registration becomes, copying the baby's name, bio and photo, or why not. */
export function decideConversion(candidate: ConversionCandidate): ConversionDecision {
  const reasons = MESSAGES.preregistrations.skipped;
  if (candidate.participantId !== null) return { skip: reasons.alreadyConverted };
  if (
    candidate.contestDeleted ||
    (candidate.contestStatus !== 'pre_registration' && candidate.contestStatus !== 'open')
  ) {
    return { skip: candidate.contestStatus === 'closed' ? reasons.contestClosed : reasons.contestUnavailable };
  }
  if (!candidate.baby) return { skip: reasons.babyDeleted };
  if (!candidate.baby.photo) return { skip: reasons.photoMissing };
  return {
    participant: {
      contestId: candidate.contestId,
      babyId: candidate.babyId,
      userId: candidate.userId,
      babyName: candidate.baby.name,
      babyBio: candidate.baby.bio,
      photo: candidate.baby.photo,
      country: candidate.country || candidate.baby.country,
      city: candidate.city || candidate.baby.city,
      phoneNumber: candidate.phoneNumber,
    },
  };
}
