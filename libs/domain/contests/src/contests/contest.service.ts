import { Injectable } from '@nestjs/common';
import { AppError, type FieldErrors, MESSAGES, type Page, resolvePage, toPage } from '@app/common';
import { AdminAccess, type AuthContext } from '@app/identity';
import { MediaStorage, PhotoUploads, type UploadForm } from '@app/media';
import { QueryFailedError } from 'typeorm';
import { type ContestEntity, DEFAULT_PRIZES } from './contest.entity';
import { ContestEventPublisher } from './contest-events';
import { isPublicContest } from './contest-rules';
import { ContestEntryCounts, NO_COUNTS } from './contest-entry-counts';
import { type ContestChanges, ContestRepository, type ContestValues } from './contest.repository';
import { type ContestResponse, toContestResponse } from './contest.response';
import type { ContestFilterDto, ContestListQueryDto, CreateContestDto, UpdateContestDto } from './dto/contest.dto';

type ContestDates = Pick<
  ContestEntity,
  'startDate' | 'endDate' | 'preregistrationStartDate' | 'preregistrationEndDate'
>;

/** Titles containing "filles" first, then alphabetical (French collation: accents and case aside). */
const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
function byListPageOrder(a: ContestEntity, b: ContestEntity): number {
  const girls = Number(/filles/i.test(b.title)) - Number(/filles/i.test(a.title));
  return girls || collator.compare(a.title, b.title) || a.id - b.id;
}

/** The database's own checks, should a concurrent edit slip past the service's: same French answers. */
const CHECK_ERRORS: Record<string, [field: string, message: string]> = {
  contests_dates_order: ['end_date', MESSAGES.contests.endBeforeStart],
  contests_preregistration_order: ['preregistration_end_date', MESSAGES.contests.preregistrationEndBeforeStart],
};

/** A new contest's prizes: those sent, the others the defaults, never above the place before them. */
function podium(data: Pick<CreateContestDto, 'prize' | 'second_prize' | 'third_prize'>) {
  const prize = data.prize ?? DEFAULT_PRIZES.first;
  const secondPrize = data.second_prize ?? Math.min(DEFAULT_PRIZES.second, prize);
  const thirdPrize = data.third_prize ?? Math.min(DEFAULT_PRIZES.third, secondPrize);
  return { prize, secondPrize, thirdPrize };
}

@Injectable()
export class ContestService {
  constructor(
    private readonly contests: ContestRepository,
    private readonly adminAccess: AdminAccess,
    private readonly uploads: PhotoUploads,
    private readonly storage: MediaStorage,
    private readonly events: ContestEventPublisher,
    private readonly entries: ContestEntryCounts,
  ) {}

  /** A plain list, or the spec's page when `page` or `page_size` is given. Drafts for administrators only. */
  async list(
    auth: AuthContext | undefined,
    query: ContestListQueryDto,
    url: string,
  ): Promise<ContestResponse[] | Page<ContestResponse>> {
    const includeDrafts = await this.seesDrafts(auth);
    const filter = { includeDrafts, statuses: query.status ? [query.status] : undefined, gender: query.gender };
    if (query.page === undefined && query.page_size === undefined) {
      return this.respond((await this.contests.list(filter)).contests);
    }
    const { page, pageSize, offset } = resolvePage(query, 20);
    const { contests, count } = await this.contests.list({ ...filter, page: { offset, limit: pageSize } });
    return toPage(await this.respond(contests), count, page, pageSize, url);
  }

  /** Open and pre-registration contests, in the order of the contest list page. */
  async inProgress(query: ContestFilterDto): Promise<ContestResponse[]> {
    const { contests } = await this.contests.list({
      includeDrafts: false,
      statuses: ['open', 'pre_registration'],
      gender: query.gender,
    });
    return this.respond(contests.sort(byListPageOrder));
  }

  async get(auth: AuthContext | undefined, id: number): Promise<ContestResponse> {
    const contest = await this.contests.findById(id);
    if (!contest || (!isPublicContest(contest) && !(await this.seesDrafts(auth)))) {
      throw AppError.notFound(MESSAGES.contests.notFound);
    }
    return (await this.respond([contest]))[0];
  }

  async create({ data, file }: UploadForm<CreateContestDto>): Promise<ContestResponse> {
    const values: ContestValues = {
      title: data.title,
      description: data.description,
      image: null,
      status: data.status ?? 'draft',
      startDate: data.start_date,
      endDate: data.end_date,
      gender: data.gender,
      ...podium(data),
      preregistrationStartDate: data.preregistration_start_date ?? null,
      preregistrationEndDate: data.preregistration_end_date ?? null,
    };
    this.checkDates(values);
    this.checkPrizes(values);
    const contest = file
      ? await this.uploads.withStoredImage('contests', file, 'image', (image) =>
          this.persist(() => this.contests.create({ ...values, image })),
        )
      : await this.persist(() => this.contests.create(values));
    return (await this.respond([contest]))[0];
  }

  /**
   * Changes only what was sent. A new image is stored first and the old one removed only once the
   * update is committed; a refused update removes the new one and leaves the contest as it was.
   */
  async update(id: number, { data, file }: UploadForm<UpdateContestDto>): Promise<ContestResponse> {
    const current = await this.contests.findById(id);
    if (!current) throw AppError.notFound(MESSAGES.contests.notFound);
    const changes: ContestChanges = Object.fromEntries(
      Object.entries({
        title: data.title,
        description: data.description,
        status: data.status,
        startDate: data.start_date,
        endDate: data.end_date,
        gender: data.gender,
        prize: data.prize,
        secondPrize: data.second_prize,
        thirdPrize: data.third_prize,
        preregistrationStartDate: data.preregistration_start_date,
        preregistrationEndDate: data.preregistration_end_date,
      }).filter(([, value]) => value !== undefined),
    );
    this.checkDates({ ...current, ...changes });
    this.checkPrizes({ ...current, ...changes });

    const apply = (extra: ContestChanges) =>
      this.persist(async () => {
        const updated = await this.contests.update(id, { ...changes, ...extra });
        if (!updated) throw AppError.notFound(MESSAGES.contests.notFound);
        return updated;
      });
    const { before, after } = file
      ? await this.uploads.withStoredImage('contests', file, 'image', (image) => apply({ image }))
      : await apply({});

    if (before.image && before.image !== after.image) await this.storage.remove(before.image);
    if (before.status !== after.status) {
      await this.events.contestChanged({
        contest_id: after.id,
        status: after.status,
        previous_status: before.status,
        at: after.updatedAt.toISOString(),
      });
    }
    return (await this.respond([after]))[0];
  }

  /** Soft delete: votes and payments keep pointing at the contest, which no one sees any more. */
  async delete(id: number): Promise<void> {
    if (!(await this.contests.softDelete(id))) throw AppError.notFound(MESSAGES.contests.notFound);
  }

  /** The podium's order: the 1st prize at least the 2nd, the 2nd at least the 3rd (each ≥ 0 by the form's rules). */
  private checkPrizes({ prize, secondPrize, thirdPrize }: Pick<ContestEntity, 'prize' | 'secondPrize' | 'thirdPrize'>) {
    const errors: FieldErrors = {};
    if (secondPrize > prize) errors.second_prize = [MESSAGES.contests.secondAboveFirst];
    if (thirdPrize > secondPrize) errors.third_prize = [MESSAGES.contests.thirdAboveSecond];
    if (Object.keys(errors).length > 0) throw AppError.fields(errors);
  }

  private checkDates(dates: ContestDates): void {
    const errors: FieldErrors = {};
    const { startDate, endDate, preregistrationStartDate: preStart, preregistrationEndDate: preEnd } = dates;
    if (endDate <= startDate) errors.end_date = [MESSAGES.contests.endBeforeStart];
    if (preStart && preEnd && preEnd <= preStart) {
      errors.preregistration_end_date = [MESSAGES.contests.preregistrationEndBeforeStart];
    }
    if (preStart && preStart > startDate) {
      errors.preregistration_start_date = [MESSAGES.contests.preregistrationStartAfterStart];
    }
    if (Object.keys(errors).length > 0) throw AppError.fields(errors);
  }

  private async persist<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const constraint = (error as { driverError?: { constraint?: string } }).driverError?.constraint;
      const known = error instanceof QueryFailedError && constraint ? CHECK_ERRORS[constraint] : undefined;
      if (known) throw AppError.field(...known);
      throw error;
    }
  }

  private async respond(contests: ContestEntity[]): Promise<ContestResponse[]> {
    const counts = await this.entries.counts(contests.map((contest) => contest.id));
    const now = new Date();
    return contests.map((contest) =>
      toContestResponse(contest, counts.get(contest.id) ?? NO_COUNTS, this.storage.urls(contest.image), now),
    );
  }

  /** On public routes, drafts are shown to the administrators who manage contests only. */
  private seesDrafts(auth: AuthContext | undefined): Promise<boolean> {
    return this.adminAccess.holds(auth, 'manage_contests');
  }
}
