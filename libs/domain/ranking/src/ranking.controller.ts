import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { MESSAGES, ParseIdPipe, Public } from '@app/common';
import { RankingQueryDto } from './dto/ranking-query.dto';
import { RankingPageResponse, VoteSummaryResponse } from './ranking.response';
import { RankingService } from './ranking.service';

@ApiTags('ranking')
@Controller('api/contests')
export class RankingController {
  constructor(private readonly ranking: RankingService) {}

  @Public()
  @Get('contests/:id/ranking')
  @ApiOperation({ summary: 'Classement d’un concours : les participants classés, puis ceux sans vote (rang null)' })
  @ApiOkResponse({ type: RankingPageResponse })
  page(
    @Param('id', new ParseIdPipe(MESSAGES.ranking.contestNotFound)) contestId: number,
    @Query() query: RankingQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<RankingPageResponse> {
    return this.ranking.page(contestId, query, request.url);
  }

  @Public()
  @Get('contests/:id/ranking/free')
  @ApiOperation({
    summary:
      'Classement des votes gratuits d’un concours, calculé sur le registre des votes (packs payés exclus ; mis à jour toutes les 15 s)',
  })
  @ApiOkResponse({ type: RankingPageResponse })
  freePage(
    @Param('id', new ParseIdPipe(MESSAGES.ranking.contestNotFound)) contestId: number,
    @Query() query: RankingQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<RankingPageResponse> {
    return this.ranking.freePage(contestId, query, request.url);
  }

  @Public()
  @Get('participants/:id/votes/summary')
  @ApiOperation({ summary: 'Votes gratuits, payants et annulés d’un participant, depuis le registre des votes' })
  @ApiOkResponse({ type: VoteSummaryResponse })
  voteSummary(
    @Param('id', new ParseIdPipe(MESSAGES.ranking.participantNotFound)) participantId: number,
  ): Promise<VoteSummaryResponse> {
    return this.ranking.voteSummary(participantId);
  }
}
