import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail } from '@app/audit';
import { AppError, MESSAGES, type Page, RateLimitService, type RateLimitRule, resolvePage, toPage } from '@app/common';
import { ParticipantDirectory } from '@app/entries';
import { type AccountSummary, AdminAccess, type AuthContext, UserDirectory } from '@app/identity';
import { DataSource } from 'typeorm';
import { type CommentRow, CommentRepository } from './comment.repository';
import type {
  AdminCommentResponse,
  CommentDetailResponse,
  CommentResponse,
  CommentStatsResponse,
} from './comment.response';
import type { CommentListQueryDto, CreateCommentDto, FlagCommentDto, UpdateCommentDto } from './dto/comment.dto';

const text = MESSAGES.comments;

/** A reader writes at most this many comments in this window (429 with Retry-After past it). */
const COMMENT_LIMIT: RateLimitRule = { name: 'comments:user', points: 10, windowSeconds: 10 * 60 };
const FLAG_LIMIT: RateLimitRule = { name: 'comment-flags:user', points: 30, windowSeconds: 60 * 60 };

type Moderation = 'hide' | 'unhide' | 'unflag';

/**
 * A comment with what it shows of its author, from identity, and of its participant (the baby's
 * name, the contest), from the participants' owner.
 */
type AuthoredComment = CommentRow & {
  author: Pick<AccountSummary, 'firstName' | 'lastName' | 'username' | 'email'>;
  babyName: string;
  contestId: number;
  contestTitle: string;
};

/** An author whose account is gone meanwhile (its comments go with it). */
const GONE: AuthoredComment['author'] = { firstName: '', lastName: '', username: '', email: '' };

/**
 * Comments under participants: signed-in readers write, edit and delete their own, flag others'
 * (three flags hide one until a moderator looks); moderators hide, restore, dismiss flags and delete,
 * every decision in the audit log.
 */
@Injectable()
export class CommentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly comments: CommentRepository,
    private readonly participants: ParticipantDirectory,
    private readonly limits: RateLimitService,
    private readonly audit: AuditTrail,
    private readonly adminAccess: AdminAccess,
    private readonly users: UserDirectory,
  ) {}

  async create(auth: AuthContext, participantId: number, dto: CreateCommentDto): Promise<CommentResponse> {
    if (!(await this.participants.isVisible(participantId))) throw AppError.notFound(text.participantNotFound);
    await this.limits.consume(COMMENT_LIMIT, String(auth.userId));
    const id = await this.comments.create(participantId, auth.userId, dto.text);
    return toResponse(await this.authored((await this.comments.findById(id))!));
  }

  async listForParticipant(participantId: number, query: { page?: number; page_size?: number }, url: string) {
    if (!(await this.participants.isVisible(participantId))) throw AppError.notFound(text.participantNotFound);
    const { page, pageSize, offset } = resolvePage(query, 20);
    const { rows, count } = await this.comments.listActive(participantId, offset, pageSize);
    return toPage((await this.withAuthors(rows)).map(toResponse), count, page, pageSize, url);
  }

  /** The author edits the text; a moderator (and only one) changes the visibility. */
  async update(auth: AuthContext, id: number, dto: UpdateCommentDto): Promise<AdminCommentResponse | CommentResponse> {
    if (dto.text === undefined && dto.is_active === undefined) throw AppError.badRequest(text.nothingToChange);
    const comment = await this.find(id);
    if (dto.is_active !== undefined) {
      if (!(await this.isModerator(auth))) throw AppError.forbidden(text.moderatorsOnly);
      if (dto.text !== undefined) await this.comments.updateText(id, dto.text);
      return this.moderate(auth, id, dto.is_active ? 'unhide' : 'hide');
    }
    if (comment.userId !== auth.userId) throw AppError.forbidden(text.cannotEdit);
    await this.comments.updateText(id, dto.text!);
    return toResponse(await this.authored((await this.comments.findById(id))!));
  }

  async delete(auth: AuthContext, id: number): Promise<CommentDetailResponse> {
    const comment = await this.find(id);
    if (comment.userId === auth.userId) {
      await this.comments.delete(id);
      return { detail: text.deleted };
    }
    if (!(await this.isModerator(auth))) throw AppError.forbidden(text.cannotDelete);
    // Read before the transaction: asked for inside it, a second connection could wait on a pool that
    // other deletions of the same moment hold, each holding its comment's row.
    const contestId = await this.contestOf(comment);
    await this.dataSource.transaction(async (transaction) => {
      await this.comments.delete(id, transaction);
      await this.audit.record(transaction, {
        actorId: auth.userId,
        action: 'delete_comment',
        contestId,
        participantId: comment.participantId,
        subjectId: id,
        details: { author_id: comment.userId, text: comment.text },
      });
    });
    return { detail: text.deleted };
  }

  async flag(auth: AuthContext, id: number, dto: FlagCommentDto): Promise<CommentDetailResponse> {
    const comment = await this.find(id);
    if (!comment.isActive) throw AppError.notFound(text.notFound);
    await this.limits.consume(FLAG_LIMIT, String(auth.userId));
    if (!(await this.comments.flag(id, auth.userId, dto.reason ?? ''))) throw AppError.badRequest(text.alreadyFlagged);
    return { detail: text.flagged };
  }

  async list(auth: AuthContext, query: CommentListQueryDto, url: string): Promise<Page<AdminCommentResponse>> {
    const { page, pageSize, offset } = resolvePage(query, 20);
    const term = query.search || undefined;
    const search = term
      ? {
          term,
          authorIds: await this.users.idsMatching(term, ['email', 'username', 'name']),
          participantIds: await this.participants.idsNamedLike(term),
        }
      : undefined;
    const participantIds =
      query.contest === undefined ? undefined : await this.participants.idsInContest(query.contest);
    const { rows, count } = await this.comments.list(
      { status: query.status ?? 'all', search, participantIds },
      offset,
      pageSize,
    );
    const emails = await this.seesEmails(auth);
    return toPage(
      (await this.withAuthors(rows)).map((row) => toAdminResponse(row, emails)),
      count,
      page,
      pageSize,
      url,
    );
  }

  async get(auth: AuthContext, id: number): Promise<AdminCommentResponse> {
    return toAdminResponse(await this.authored(await this.find(id)), await this.seesEmails(auth));
  }

  async stats(): Promise<CommentStatsResponse> {
    const stats = await this.comments.stats();
    return { total: stats.total, active: stats.active, pending: stats.hidden, flagged: stats.flagged };
  }

  moderate(auth: AuthContext, id: number, change: Moderation): Promise<AdminCommentResponse> {
    return this.dataSource.transaction(async (transaction) => {
      const comment = await this.comments.findById(id, transaction);
      if (!comment) throw AppError.notFound(text.notFound);
      await this.comments.moderate(transaction, id, change);
      await this.audit.record(transaction, {
        actorId: auth.userId,
        action: `${change}_comment`,
        contestId: await this.contestOf(comment),
        participantId: comment.participantId,
        subjectId: id,
        details: { flag_count: comment.flagCount },
      });
      return toAdminResponse(
        await this.authored((await this.comments.findById(id, transaction))!),
        await this.seesEmails(auth),
      );
    });
  }

  private async find(id: number): Promise<CommentRow> {
    const comment = await this.comments.findById(id);
    if (!comment) throw AppError.notFound(text.notFound);
    return comment;
  }

  /**
   * The comments with their authors' names and e-mails, asked of identity, and their participants'
   * names and contests, asked of their owner (a comment's participant is never deleted, only withdrawn).
   */
  private async withAuthors(rows: CommentRow[]): Promise<AuthoredComment[]> {
    const [authors, participants] = await Promise.all([
      this.users.summaries([...new Set(rows.map((row) => row.userId))]),
      this.participants.findMany([...new Set(rows.map((row) => row.participantId))]),
    ]);
    return rows.map((row) => {
      const participant = participants.get(row.participantId)!;
      return {
        ...row,
        author: authors.get(row.userId) ?? GONE,
        babyName: participant.name,
        contestId: participant.contestId,
        contestTitle: participant.contestName,
      };
    });
  }

  private async contestOf(comment: CommentRow): Promise<number> {
    return (await this.participants.find(comment.participantId))!.contestId;
  }

  private async authored(row: CommentRow): Promise<AuthoredComment> {
    const [comment] = await this.withAuthors([row]);
    return comment;
  }

  /** Authors' e-mail addresses are for the administrators of accounts; moderation needs names only. */
  private seesEmails(auth: AuthContext): Promise<boolean> {
    return this.adminAccess.holds(auth, 'manage_users');
  }

  /** A moderator acts from the back office (its token), never with a token the public site holds. */
  private isModerator(auth: AuthContext): Promise<boolean> {
    return this.adminAccess.holds(auth, 'moderate_comments');
  }
}

function toResponse(comment: AuthoredComment): CommentResponse {
  return {
    id: comment.id,
    text: comment.text,
    participant: comment.participantId,
    user: comment.userId,
    first_name: comment.author.firstName,
    last_name: comment.author.lastName,
    is_edited: comment.isEdited,
    created_at: comment.createdAt.toISOString(),
    updated_at: comment.updatedAt.toISOString(),
  };
}

function toAdminResponse(comment: AuthoredComment, withEmail: boolean): AdminCommentResponse {
  return {
    ...toResponse(comment),
    content: comment.text,
    author_name: `${comment.author.firstName} ${comment.author.lastName}`.trim() || comment.author.username,
    username: comment.author.username,
    author_email: withEmail ? comment.author.email : null,
    is_active: comment.isActive,
    is_flagged: comment.isFlagged,
    hidden_by_flags: comment.hiddenByFlags,
    flag_count: comment.flagCount,
    baby_name: comment.babyName,
    contest: comment.contestId,
    contest_title: comment.contestTitle,
  };
}
