import { Injectable, Logger } from '@nestjs/common';
import { AppError, MESSAGES, type Page, resolvePage, toPage } from '@app/common';
import type { AuthContext } from '@app/identity';
import { MediaStorage, PhotoUploads } from '@app/media';
import { childAgeProblem, todayIso } from '../participants/age';
import type { BabyEntity } from './baby.entity';
import { type BabyChanges, BabyRepository } from './baby.repository';
import { type BabyResponse, type BabyStatsResponse, toBabyResponse, toBabyStatsResponse } from './baby.response';
import type { BabyListQueryDto, CreateBabyDto, UpdateBabyDto } from './dto/baby.dto';

/** The French message when a child of this date of birth may not be entered today, else null. */
export function childAgeMessage(dateOfBirth: string, today: string = todayIso()): string | null {
  const problem = childAgeProblem(dateOfBirth, today);
  if (problem === 'future') return MESSAGES.babies.birthDateInFuture;
  if (problem === 'too_old') return MESSAGES.babies.tooOld;
  return null;
}

/**
 * A parent's baby profiles. Every call is scoped to the caller: another parent's baby answers 404
 * exactly like a missing one, administrators included (they manage participants, not profiles).
 */
@Injectable()
export class BabyService {
  private readonly logger = new Logger(BabyService.name);

  constructor(
    private readonly babies: BabyRepository,
    private readonly photos: PhotoUploads,
    private readonly media: MediaStorage,
  ) {}

  async list(auth: AuthContext, query: BabyListQueryDto, url: string): Promise<Page<BabyResponse>> {
    const { page, pageSize, offset } = resolvePage({ page: query.page, page_size: query.page_size ?? query.limit });
    const { babies, count } = await this.babies.list({
      ownerId: auth.userId,
      gender: query.gender,
      ageMinMonths: query.age_min,
      ageMaxMonths: query.age_max,
      search: query.search || undefined,
      today: todayIso(),
      offset,
      limit: pageSize,
    });
    return toPage(await this.toResponses(babies), count, page, pageSize, url);
  }

  async listAllForOwner(ownerId: number): Promise<BabyResponse[]> {
    return this.toResponses(await this.babies.listAllOwned(ownerId));
  }

  async stats(auth: AuthContext): Promise<BabyStatsResponse> {
    return toBabyStatsResponse(await this.babies.stats(auth.userId));
  }

  async get(auth: AuthContext, id: number): Promise<BabyResponse> {
    return this.toResponse(await this.owned(auth.userId, id));
  }

  /** POST from the account page: a photo is required there. */
  async create(auth: AuthContext, dto: CreateBabyDto, photo: Buffer | undefined): Promise<BabyResponse> {
    if (!photo) throw AppError.field('photo', MESSAGES.media.required);
    return this.createForOwner(auth.userId, dto, photo);
  }

  /**
   * Creates a baby for `ownerId`, with a photo when one is given (re-encoded; nothing is left on
   * disk if the insert fails). Also used by pre-registration, where the photo may come later.
   */
  async createForOwner(ownerId: number, dto: CreateBabyDto, photo?: Buffer): Promise<BabyResponse> {
    this.assertChildAge(dto.date_of_birth);
    const insert = (key: string | null) =>
      this.babies.insert({
        ownerId,
        name: dto.name,
        dateOfBirth: dto.date_of_birth,
        gender: dto.gender,
        bio: dto.bio ?? '',
        photo: key,
        country: dto.country ?? '',
        city: dto.city ?? '',
      });
    const baby = photo ? await this.photos.withStoredImage('babies', photo, 'photo', insert) : await insert(null);
    return toBabyResponse(baby, null, this.media.urls(baby.photo), todayIso());
  }

  /**
   * Updates the fields sent; a new photo replaces the old one. The old files are removed only once
   * the update is committed and only if no participation still shows them.
   */
  async update(auth: AuthContext, id: number, dto: UpdateBabyDto, photo: Buffer | undefined): Promise<BabyResponse> {
    await this.owned(auth.userId, id);
    if (dto.date_of_birth !== undefined) this.assertChildAge(dto.date_of_birth);
    const changes = Object.fromEntries(
      Object.entries({
        name: dto.name,
        dateOfBirth: dto.date_of_birth,
        gender: dto.gender,
        bio: dto.bio,
        country: dto.country,
        city: dto.city,
      } satisfies BabyChanges).filter(([, value]) => value !== undefined),
    ) as BabyChanges;

    if (!photo) {
      const baby = await this.babies.update(id, changes);
      if (!baby) throw AppError.notFound(MESSAGES.babies.notFound);
      return this.toResponse(baby);
    }
    const result = await this.photos.withStoredImage('babies', photo, 'photo', async (key) => {
      const updated = await this.babies.updateWithPhoto(auth.userId, id, changes, key);
      // Deleted meanwhile: throwing makes withStoredImage remove the new files.
      if (!updated) throw AppError.notFound(MESSAGES.babies.notFound);
      return updated;
    });
    await this.releasePhoto(result.previousPhoto);
    return this.toResponse(result.baby);
  }

  /** Deletes the profile. Its participations stay, with their own copy of name and photo. */
  async delete(auth: AuthContext, id: number): Promise<void> {
    const deleted = await this.babies.deleteOwned(auth.userId, id);
    if (!deleted) throw AppError.notFound(MESSAGES.babies.notFound);
    await this.releasePhoto(deleted.photo);
  }

  private async owned(ownerId: number, id: number): Promise<BabyEntity> {
    const baby = await this.babies.findOwned(ownerId, id);
    if (!baby) throw AppError.notFound(MESSAGES.babies.notFound);
    return baby;
  }

  private assertChildAge(dateOfBirth: string): void {
    const message = childAgeMessage(dateOfBirth);
    if (message) throw AppError.field('date_of_birth', message);
  }

  /** Removes an image's files once nothing refers to it; a failure only leaves an orphan file, never a broken photo. */
  private async releasePhoto(key: string | null): Promise<void> {
    if (!key) return;
    try {
      if (!(await this.babies.photoInUse(key))) await this.media.remove(key);
    } catch (error) {
      this.logger.warn({ err: error, key }, 'Could not remove a replaced photo');
    }
  }

  private async toResponse(baby: BabyEntity): Promise<BabyResponse> {
    const [response] = await this.toResponses([baby]);
    return response;
  }

  private async toResponses(babies: BabyEntity[]): Promise<BabyResponse[]> {
    const participations = await this.babies.latestParticipations(babies.map((baby) => baby.id));
    const today = todayIso();
    return babies.map((baby) =>
      toBabyResponse(baby, participations.get(baby.id) ?? null, this.media.urls(baby.photo), today),
    );
  }
}
