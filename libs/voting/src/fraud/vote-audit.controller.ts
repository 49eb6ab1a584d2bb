import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { MESSAGES, type Page, PageQueryDto, ParseIdPipe } from '@app/common';
import { AdminOnly, type AuthContext, CurrentAuth } from '@app/identity';
import { ReverseVoteDto, ReverseVotesDto } from './dto/reversal.dto';
import type { AuditLine, LedgerLine } from './vote-audit.repository';
import { type ReversalAnswer, VoteAuditService } from './vote-audit.service';

@ApiTags('admin: votes')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/contests/admin')
export class VoteAuditController {
  constructor(private readonly audit: VoteAuditService) {}

  @Get('participants/:id/votes')
  @ApiOperation({ summary: "Registre des votes d'un participant (type, date, votant, empreinte IP)" })
  ledger(
    @Param('id', new ParseIdPipe(MESSAGES.votes.participantNotFound)) participantId: number,
    @Query() query: PageQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<Page<LedgerLine>> {
    return this.audit.participantLedger(participantId, query, request.url);
  }

  @Post('votes/:id/reverse')
  @HttpCode(201)
  @ApiOperation({ summary: 'Annuler un vote (une ligne d’annulation est ajoutée, rien n’est supprimé)' })
  reverseOne(
    @CurrentAuth() auth: AuthContext,
    @Param('id', new ParseIdPipe(MESSAGES.fraud.voteNotFound)) voteId: number,
    @Body() dto: ReverseVoteDto,
  ): Promise<ReversalAnswer> {
    return this.audit.reverseOne(auth, voteId, dto);
  }

  @Post('contests/:id/votes/reverse')
  @HttpCode(201)
  @ApiOperation({ summary: "Annuler tous les votes d'un votant ou d'une connexion dans un concours" })
  reverseMany(
    @CurrentAuth() auth: AuthContext,
    @Param('id', new ParseIdPipe(MESSAGES.fraud.contestNotFound)) contestId: number,
    @Body() dto: ReverseVotesDto,
  ): Promise<ReversalAnswer> {
    return this.audit.reverseMany(auth, contestId, dto);
  }

  @Get('votes/audit')
  @ApiOperation({ summary: 'Journal des annulations de votes' })
  log(@Query() query: PageQueryDto, @Req() request: FastifyRequest): Promise<Page<AuditLine>> {
    return this.audit.audit(query, request.url);
  }
}
