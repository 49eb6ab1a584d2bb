import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiPageResponse, MESSAGES, type Page, PageQueryDto, ParseIdPipe } from '@app/common';
import { AdminOnly, type AuthContext, CurrentAuth } from '@app/identity';
import { AnswerDisputeDto, DisputeQueryDto, OpenDisputeDto } from './dto/statement.dto';
import {
  AdminDisputeResponse,
  DisputeResponse,
  StatementLineResponse,
  StatementSummaryResponse,
} from './statement.response';
import { StatementService } from './statement.service';

const participantId = () => new ParseIdPipe(MESSAGES.votes.participantNotFound);

/** A CSV answer, downloaded as a file. */
function attachment(reply: FastifyReply, filename: string, content: string): string {
  void reply.header('Content-Disposition', `attachment; filename="${filename}"`);
  return content;
}

/** The parents' "Relevé des votes" of their own children (404 for anyone else's). */
@ApiTags('votes')
@ApiBearerAuth()
@Controller('api/contests/participants/:id')
export class StatementController {
  constructor(private readonly statements: StatementService) {}

  @Get('statement')
  @ApiOperation({ summary: 'Relevé des votes de mon enfant : gratuits, payants, en vérification, refusés, annulés' })
  @ApiOkResponse({ type: StatementSummaryResponse })
  summary(
    @CurrentAuth() auth: AuthContext,
    @Param('id', participantId()) id: number,
  ): Promise<StatementSummaryResponse> {
    return this.statements.summary({ kind: 'parent', userId: auth.userId }, id);
  }

  @Get('statement/votes')
  @ApiOperation({ summary: 'Les votes du relevé, les plus récents d’abord (votants et paiements masqués)' })
  @ApiPageResponse(StatementLineResponse)
  lines(
    @CurrentAuth() auth: AuthContext,
    @Param('id', participantId()) id: number,
    @Query() query: PageQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<Page<StatementLineResponse>> {
    return this.statements.lines({ kind: 'parent', userId: auth.userId }, id, query, request.url);
  }

  @Get('statement.csv')
  @ApiOperation({ summary: 'Le relevé des votes en CSV' })
  @ApiProduces('text/csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  async csv(
    @CurrentAuth() auth: AuthContext,
    @Param('id', participantId()) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const file = await this.statements.csv({ kind: 'parent', userId: auth.userId }, id);
    return attachment(reply, file.filename, file.content);
  }

  @Post('statement/disputes')
  @HttpCode(201)
  @ApiOperation({ summary: 'Contester l’annulation ou le refus d’un vote' })
  @ApiCreatedResponse({ type: DisputeResponse })
  dispute(
    @CurrentAuth() auth: AuthContext,
    @Param('id', participantId()) id: number,
    @Body() dto: OpenDisputeDto,
  ): Promise<DisputeResponse> {
    return this.statements.openDispute(auth.userId, id, dto);
  }
}

/** The same statement for any participant, and the parents' disputes, in the back office. */
@ApiTags('admin: votes')
@ApiBearerAuth()
@AdminOnly('manage_votes')
@Controller('api/contests/admin')
export class AdminStatementController {
  constructor(private readonly statements: StatementService) {}

  @Get('participants/:id/statement')
  @ApiOperation({ summary: 'Relevé des votes d’un participant' })
  @ApiOkResponse({ type: StatementSummaryResponse })
  summary(@Param('id', participantId()) id: number): Promise<StatementSummaryResponse> {
    return this.statements.summary({ kind: 'admin' }, id);
  }

  @Get('participants/:id/statement/votes')
  @ApiOperation({ summary: 'Les votes du relevé d’un participant, votants et paiements en clair' })
  @ApiPageResponse(StatementLineResponse)
  lines(
    @Param('id', participantId()) id: number,
    @Query() query: PageQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<Page<StatementLineResponse>> {
    return this.statements.lines({ kind: 'admin' }, id, query, request.url);
  }

  @Get('participants/:id/statement.csv')
  @ApiOperation({ summary: 'Le relevé des votes d’un participant en CSV' })
  @ApiProduces('text/csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  async csv(
    @Param('id', participantId()) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const file = await this.statements.csv({ kind: 'admin' }, id);
    return attachment(reply, file.filename, file.content);
  }

  @Get('vote-disputes')
  @ApiOperation({ summary: 'Contestations des parents, ouvertes d’abord' })
  @ApiPageResponse(AdminDisputeResponse)
  disputes(@Query() query: DisputeQueryDto, @Req() request: FastifyRequest): Promise<Page<AdminDisputeResponse>> {
    return this.statements.listDisputes(query, request.url);
  }

  @Post('vote-disputes/:id/answer')
  @HttpCode(200)
  @ApiOperation({ summary: 'Répondre à une contestation' })
  @ApiOkResponse({ type: AdminDisputeResponse })
  answer(
    @CurrentAuth() auth: AuthContext,
    @Param('id', new ParseIdPipe(MESSAGES.fraud.disputeNotFound)) id: number,
    @Body() dto: AnswerDisputeDto,
  ): Promise<AdminDisputeResponse> {
    return this.statements.answerDispute(auth.userId, id, dto);
  }
}
