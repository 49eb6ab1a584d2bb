import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail } from '@app/audit';
import { AppError, MESSAGES, type Page, resolvePage, toPage } from '@app/common';
import type { AuthContext } from '@app/identity';
import { MediaStorage } from '@app/media';
import { DataSource } from 'typeorm';
import { WinnerRepository } from '../winners/winner.repository';
import type {
  CreateTestimonialDto,
  HideTestimonialDto,
  TestimonialListQueryDto,
  UpdateTestimonialDto,
} from './dto/testimonial.dto';
import { TestimonialRepository, type TestimonialRow } from './testimonial.repository';
import type { TestimonialDetailResponse, TestimonialResponse } from './testimonial.response';

const text = MESSAGES.testimonials;

/** Winners' testimonials: written by the winning parent (one per win), moderated by administrators. */
@Injectable()
export class TestimonialService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly testimonials: TestimonialRepository,
    private readonly winners: WinnerRepository,
    private readonly media: MediaStorage,
    private readonly audit: AuditTrail,
  ) {}

  /** The public list, or with `mine` the signed-in parent's own (hidden ones included). */
  async list(
    auth: AuthContext | undefined,
    query: TestimonialListQueryDto,
    url: string,
  ): Promise<Page<TestimonialResponse>> {
    if (query.mine && !auth) throw AppError.unauthorized(MESSAGES.http.unauthenticated);
    const filter = query.mine && auth ? { userId: auth.userId, includeHidden: true } : { includeHidden: false };
    return this.page(filter, query, url);
  }

  /** Every testimonial, hidden ones included (moderation). */
  adminList(query: TestimonialListQueryDto, url: string): Promise<Page<TestimonialResponse>> {
    return this.page({ includeHidden: true }, query, url);
  }

  async get(auth: AuthContext | undefined, id: number): Promise<TestimonialResponse> {
    const testimonial = await this.testimonials.findById(id);
    if (!testimonial || (testimonial.isHidden && testimonial.userId !== auth?.userId)) {
      throw AppError.notFound(text.notFound);
    }
    return this.toResponse(testimonial);
  }

  async create(auth: AuthContext, dto: CreateTestimonialDto): Promise<TestimonialResponse> {
    const winner = await this.winners.findById(dto.winner);
    if (!winner || winner.userId !== auth.userId) {
      const { count } = await this.winners.list({ userId: auth.userId }, 0, 1);
      throw AppError.forbidden(count === 0 ? text.winnersOnly : text.notYourWin);
    }
    const id = await this.testimonials.create({
      winnerId: winner.id,
      userId: auth.userId,
      rating: dto.rating,
      text: dto.text,
    });
    if (id === null) throw AppError.badRequest(text.duplicate);
    return this.toResponse((await this.testimonials.findById(id))!);
  }

  async update(auth: AuthContext, id: number, dto: UpdateTestimonialDto): Promise<TestimonialResponse> {
    await this.owned(auth, id, text.cannotEdit);
    await this.testimonials.update(id, { rating: dto.rating, text: dto.text });
    return this.toResponse((await this.testimonials.findById(id))!);
  }

  async delete(auth: AuthContext, id: number): Promise<TestimonialDetailResponse> {
    await this.owned(auth, id, text.cannotDelete);
    await this.testimonials.delete(id);
    return { detail: text.deleted };
  }

  async setHidden(
    auth: AuthContext,
    id: number,
    hidden: boolean,
    dto?: HideTestimonialDto,
  ): Promise<TestimonialResponse> {
    return this.dataSource.transaction(async (transaction) => {
      const testimonial = await this.testimonials.findById(id, transaction);
      if (!testimonial || !(await this.testimonials.setHidden(transaction, id, hidden))) {
        throw AppError.notFound(text.notFound);
      }
      await this.audit.record(transaction, {
        actorId: auth.userId,
        action: hidden ? 'hide_testimonial' : 'show_testimonial',
        contestId: testimonial.contestId,
        participantId: testimonial.participantId,
        subjectId: id,
        reason: dto?.reason ?? '',
      });
      return this.toResponse((await this.testimonials.findById(id, transaction))!);
    });
  }

  private async owned(auth: AuthContext, id: number, refusal: string): Promise<TestimonialRow> {
    const testimonial = await this.testimonials.findById(id);
    if (!testimonial) throw AppError.notFound(text.notFound);
    if (testimonial.userId !== auth.userId) throw AppError.forbidden(refusal);
    return testimonial;
  }

  private async page(
    filter: { userId?: number; includeHidden: boolean },
    query: TestimonialListQueryDto,
    url: string,
  ): Promise<Page<TestimonialResponse>> {
    const { page, pageSize, offset } = resolvePage(query, 20);
    const { rows, count } = await this.testimonials.list(filter, offset, pageSize);
    return toPage(
      rows.map((row) => this.toResponse(row)),
      count,
      page,
      pageSize,
      url,
    );
  }

  private toResponse(row: TestimonialRow): TestimonialResponse {
    return {
      id: row.id,
      user: row.userId,
      rating: row.rating,
      text: row.text,
      winner: row.winnerId,
      winner_data: {
        id: row.winnerId,
        rank: row.rank,
        prize: row.prize,
        contest: row.contestId,
        contest_title: row.contestTitle,
        participant_name: row.parentName,
        participant_baby_name: row.babyName,
        participant: row.participantId,
        user_id: row.userId,
        user_profile_picture: null,
        baby_photo: this.media.urls(row.photo)?.card ?? '',
      },
      is_hidden: row.isHidden,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }
}
