import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiPageResponse, MESSAGES, type Page, ParseIdPipe, Public } from '@app/common';
import { AdminOnly, type AuthContext, CurrentAuth } from '@app/identity';
import { RecomputeWinnersDto, WinnerListQueryDto } from './dto/winner.dto';
import { RecomputeWinnersResponse, WinnerResponse, WinnerTotalsResponse, WonContestResponse } from './winner.response';
import { WinnerService } from './winner.service';

@ApiTags('winners')
@Controller('api/contests')
export class WinnerController {
  constructor(private readonly winners: WinnerService) {}

  @Public()
  @Get('list-winners')
  @ApiOperation({ summary: 'Gagnants des concours terminés, les plus récents d’abord' })
  @ApiPageResponse(WinnerResponse)
  list(@Query() query: WinnerListQueryDto, @Req() request: FastifyRequest): Promise<Page<WinnerResponse>> {
    return this.winners.list(query, request.url);
  }

  @Public()
  @Get('list-winners/totals')
  @ApiOperation({ summary: 'Totaux du podium : concours, gagnants, francs distribués' })
  @ApiOkResponse({ type: WinnerTotalsResponse })
  totals(): Promise<WinnerTotalsResponse> {
    return this.winners.totals();
  }

  @ApiBearerAuth()
  @Get('contests/my-wins')
  @ApiOperation({ summary: 'Les concours gagnés par le parent connecté, avec l’état de chaque lot' })
  @ApiOkResponse({ type: [WonContestResponse] })
  myWins(@CurrentAuth() auth: AuthContext): Promise<WonContestResponse[]> {
    return this.winners.myWins(auth);
  }

  @ApiBearerAuth()
  @AdminOnly('manage_votes')
  @Post('admin/contests/:id/winners/recompute')
  @HttpCode(200)
  @ApiOperation({ summary: 'Recalculer le podium d’un concours terminé après des annulations de votes' })
  @ApiOkResponse({ type: RecomputeWinnersResponse })
  recompute(
    @CurrentAuth() auth: AuthContext,
    @Param('id', new ParseIdPipe(MESSAGES.awards.contestNotFound)) contestId: number,
    @Body() dto: RecomputeWinnersDto,
  ): Promise<RecomputeWinnersResponse> {
    return this.winners.recompute(auth, contestId, dto);
  }
}
