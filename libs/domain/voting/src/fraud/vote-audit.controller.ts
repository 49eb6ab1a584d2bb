import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiPageResponse, MESSAGES, type Page, PageQueryDto, ParseIdPipe } from '@app/common';
import { AdminOnly, type AuthContext, CurrentAuth } from '@app/identity';
import type { LedgerLine } from '@app/ledger';
import { LedgerQueryDto } from './dto/ledger-query.dto';
import { ReversalPreviewQueryDto, ReverseVoteDto, ReverseVotesDto } from './dto/reversal.dto';
import {
  AuditLineResponse,
  LedgerLineResponse,
  ReversalPreviewResponse,
  ReversalResponse,
} from './vote-audit.response';
import { VoteAuditService } from './vote-audit.service';

@ApiTags('admin: votes')
@ApiBearerAuth()
@AdminOnly('manage_votes')
@Controller('api/contests/admin')
export class VoteAuditController {
  constructor(private readonly audit: VoteAuditService) {}

  @Get('participants/:id/votes')
  @ApiOperation({ summary: "Registre des votes d'un participant (type, date, canal, votant, empreinte IP)" })
  @ApiPageResponse(LedgerLineResponse)
  ledger(
    @Param('id', new ParseIdPipe(MESSAGES.votes.participantNotFound)) participantId: number,
    @Query() query: LedgerQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<Page<LedgerLine>> {
    return this.audit.participantLedger(participantId, query, request.url);
  }

  @Post('votes/:id/reverse')
  @HttpCode(201)
  @ApiOperation({ summary: 'Annuler un vote (une ligne d’annulation est ajoutée, rien n’est supprimé)' })
  @ApiCreatedResponse({ type: ReversalResponse })
  reverseOne(
    @CurrentAuth() auth: AuthContext,
    @Param('id', new ParseIdPipe(MESSAGES.fraud.voteNotFound)) voteId: number,
    @Body() dto: ReverseVoteDto,
  ): Promise<ReversalResponse> {
    return this.audit.reverseOne(auth, voteId, dto);
  }

  @Post('contests/:id/votes/reverse')
  @HttpCode(201)
  @ApiOperation({ summary: "Annuler tous les votes d'un votant ou d'une connexion dans un concours" })
  @ApiCreatedResponse({ type: ReversalResponse })
  reverseMany(
    @CurrentAuth() auth: AuthContext,
    @Param('id', new ParseIdPipe(MESSAGES.fraud.contestNotFound)) contestId: number,
    @Body() dto: ReverseVotesDto,
  ): Promise<ReversalResponse> {
    return this.audit.reverseMany(auth, contestId, dto);
  }

  @Get('contests/:id/votes/reversal-preview')
  @ApiOperation({ summary: 'Ce qu’une annulation retirerait, et le classement qui en résulterait, avant de confirmer' })
  @ApiOkResponse({ type: ReversalPreviewResponse })
  preview(
    @Param('id', new ParseIdPipe(MESSAGES.fraud.contestNotFound)) contestId: number,
    @Query() query: ReversalPreviewQueryDto,
  ): Promise<ReversalPreviewResponse> {
    return this.audit.preview(contestId, query);
  }

  @Get('votes/audit')
  @ApiOperation({ summary: 'Journal des annulations de votes' })
  @ApiPageResponse(AuditLineResponse)
  log(@Query() query: PageQueryDto, @Req() request: FastifyRequest): Promise<Page<AuditLineResponse>> {
    return this.audit.audit(query, request.url);
  }
}
