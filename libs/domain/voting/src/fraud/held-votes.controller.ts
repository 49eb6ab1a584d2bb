import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiPageResponse, MESSAGES, type Page, ParseIdPipe } from '@app/common';
import { AdminOnly, type AuthContext, CurrentAuth } from '@app/identity';
import {
  DecideHeldSelectionDto,
  DecideHeldVotesDto,
  HeldClustersQueryDto,
  HeldQueueQueryDto,
  HeldVotesFilterDto,
} from './dto/held-votes.dto';
import {
  HeldClusterResponse,
  HeldCountsResponse,
  HeldDecisionResponse,
  HeldQueueVoteResponse,
  HeldVoteResponse,
} from './held-votes.response';
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

/** The queue of held votes across contests: what waits, where, oldest first; a selection decided at once. */
@ApiTags('admin: votes')
@ApiBearerAuth()
@AdminOnly('manage_votes')
@Controller('api/contests/admin/held-votes')
export class HeldQueueController {
  constructor(private readonly held: HeldVotesService) {}

  @Get('counts')
  @ApiOperation({ summary: 'Votes en vérification en attente : le total, et par concours (les plus chargés d’abord)' })
  @ApiOkResponse({ type: HeldCountsResponse })
  counts(): Promise<HeldCountsResponse> {
    return this.held.counts();
  }

  @Get()
  @ApiOperation({
    summary: 'Votes en vérification de tous les concours (ou d’un seul), les plus anciens d’abord, avec leur concours',
  })
  @ApiPageResponse(HeldQueueVoteResponse)
  queue(@Query() query: HeldQueueQueryDto, @Req() request: FastifyRequest): Promise<Page<HeldQueueVoteResponse>> {
    return this.held.queue(query, request.url);
  }

  @Post('decide')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Valider ou rejeter une sélection de votes en vérification (100 au plus), raison obligatoire',
  })
  @ApiCreatedResponse({ type: HeldDecisionResponse })
  decide(@CurrentAuth() auth: AuthContext, @Body() dto: DecideHeldSelectionDto): Promise<HeldDecisionResponse> {
    return this.held.decideSelection(auth.userId, dto);
  }
}
