import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiPageResponse, MESSAGES, type Page, PageQueryDto, ParseIdPipe, Public } from '@app/common';
import { AdminOnly, type AuthContext, CurrentAuth } from '@app/identity';
import { AdminCommentResponse, CommentDetailResponse, CommentResponse, CommentStatsResponse } from './comment.response';
import { CommentService } from './comment.service';
import { CommentListQueryDto, CreateCommentDto, FlagCommentDto, UpdateCommentDto } from './dto/comment.dto';

const CommentId = () => Param('id', new ParseIdPipe(MESSAGES.comments.notFound));
const ParticipantId = () => Param('id', new ParseIdPipe(MESSAGES.comments.participantNotFound));

@ApiTags('comments')
@Controller('api/contests')
export class CommentController {
  constructor(private readonly comments: CommentService) {}

  @ApiBearerAuth()
  @Post('participants/:id/comment')
  @ApiOperation({ summary: 'Commenter un participant (1 à 1 000 caractères)' })
  @ApiCreatedResponse({ type: CommentResponse })
  create(
    @CurrentAuth() auth: AuthContext,
    @ParticipantId() participantId: number,
    @Body() dto: CreateCommentDto,
  ): Promise<CommentResponse> {
    return this.comments.create(auth, participantId, dto);
  }

  @Public()
  @Get('participants/:id/comments')
  @ApiOperation({ summary: 'Les commentaires visibles d’un participant, les plus récents d’abord' })
  @ApiPageResponse(CommentResponse)
  list(
    @ParticipantId() participantId: number,
    @Query() query: PageQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<Page<CommentResponse>> {
    return this.comments.listForParticipant(participantId, query, request.url);
  }

  @ApiBearerAuth()
  @Post('comments/:id/flag')
  @HttpCode(200)
  @ApiOperation({ summary: 'Signaler un commentaire (une fois par lecteur)' })
  @ApiOkResponse({ type: CommentDetailResponse })
  flag(
    @CurrentAuth() auth: AuthContext,
    @CommentId() id: number,
    @Body() dto: FlagCommentDto,
  ): Promise<CommentDetailResponse> {
    return this.comments.flag(auth, id, dto);
  }

  @ApiBearerAuth()
  @Patch('comments/:id')
  @ApiOperation({ summary: 'Modifier son commentaire (text), ou modérer (is_active, administrateurs)' })
  @ApiOkResponse({ type: AdminCommentResponse })
  update(
    @CurrentAuth() auth: AuthContext,
    @CommentId() id: number,
    @Body() dto: UpdateCommentDto,
  ): Promise<AdminCommentResponse | CommentResponse> {
    return this.comments.update(auth, id, dto);
  }

  @ApiBearerAuth()
  @Delete('comments/:id')
  @ApiOperation({ summary: 'Supprimer son commentaire, ou un commentaire (administrateurs)' })
  @ApiOkResponse({ type: CommentDetailResponse })
  delete(@CurrentAuth() auth: AuthContext, @CommentId() id: number): Promise<CommentDetailResponse> {
    return this.comments.delete(auth, id);
  }
}

@ApiTags('admin: comments')
@ApiBearerAuth()
@AdminOnly('moderate_comments')
@Controller('api/contests/comments')
export class CommentModerationController {
  constructor(private readonly comments: CommentService) {}

  @Get()
  @ApiPageResponse(AdminCommentResponse)
  list(
    @CurrentAuth() auth: AuthContext,
    @Query() query: CommentListQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<Page<AdminCommentResponse>> {
    return this.comments.list(auth, query, request.url);
  }

  @Get('flagged')
  @ApiPageResponse(AdminCommentResponse)
  flagged(
    @CurrentAuth() auth: AuthContext,
    @Query() query: CommentListQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<Page<AdminCommentResponse>> {
    return this.comments.list(auth, { ...query, status: 'flagged' }, request.url);
  }

  @Get('stats')
  @ApiOkResponse({ type: CommentStatsResponse })
  stats(): Promise<CommentStatsResponse> {
    return this.comments.stats();
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminCommentResponse })
  get(@CurrentAuth() auth: AuthContext, @CommentId() id: number): Promise<AdminCommentResponse> {
    return this.comments.get(auth, id);
  }

  @Post(':id/hide')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminCommentResponse })
  hide(@CurrentAuth() auth: AuthContext, @CommentId() id: number): Promise<AdminCommentResponse> {
    return this.comments.moderate(auth, id, 'hide');
  }

  @Post(':id/unhide')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminCommentResponse })
  unhide(@CurrentAuth() auth: AuthContext, @CommentId() id: number): Promise<AdminCommentResponse> {
    return this.comments.moderate(auth, id, 'unhide');
  }

  @Post(':id/unflag')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminCommentResponse })
  unflag(@CurrentAuth() auth: AuthContext, @CommentId() id: number): Promise<AdminCommentResponse> {
    return this.comments.moderate(auth, id, 'unflag');
  }
}
