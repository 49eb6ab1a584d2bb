import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiPageResponse, MESSAGES, type Page, ParseIdPipe } from '@app/common';
import { AdminOnly, type AuthContext, CurrentAuth } from '@app/identity';
import { DecideHeldVotesDto, HeldClustersQueryDto, HeldVotesFilterDto } from './dto/held-votes.dto';
import { HeldClusterResponse, HeldDecisionResponse, HeldVoteResponse } from './held-votes.response';
import { HeldVotesService } from './held-votes.service';

const contestId = () => new ParseIdPipe(MESSAGES.fraud.contestNotFound);

@ApiTags('admin: votes')
@ApiBearerAuth()
@AdminOnly('manage_votes')
@Controller('api/contests/admin/contests/:id/held-votes')
export class HeldVotesController {
  constructor(private readonly held: HeldVotesService) {}

  @Get('clusters')
  @ApiOperation({
    summary: 'Votes en vérification groupés par connexion, appareil, participant ou fenêtre de 10 minutes',
  })
  @ApiOkResponse({ type: [HeldClusterResponse] })
  clusters(@Param('id', contestId()) id: number, @Query() query: HeldClustersQueryDto): Promise<HeldClusterResponse[]> {
    return this.held.clusters(id, query);
  }

  @Get()
  @ApiOperation({ summary: 'Votes en vérification, les plus anciens d’abord' })
  @ApiPageResponse(HeldVoteResponse)
  votes(
    @Param('id', contestId()) id: number,
    @Query() query: HeldVotesFilterDto,
    @Req() request: FastifyRequest,
  ): Promise<Page<HeldVoteResponse>> {
    return this.held.votes(id, query, request.url);
  }

  @Post('decide')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Valider (compter) ou rejeter des votes en vérification : un vote ou tout un groupe, raison obligatoire',
  })
  @ApiCreatedResponse({ type: HeldDecisionResponse })
  decide(
    @CurrentAuth() auth: AuthContext,
    @Param('id', contestId()) id: number,
    @Body() dto: DecideHeldVotesDto,
  ): Promise<HeldDecisionResponse> {
    return this.held.decide(auth.userId, id, dto);
  }
}
