import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiPageResponse, MESSAGES, type Page, ParseIdPipe } from '@app/common';
import { AdminOnly, type AuthContext, CurrentAuth } from '@app/identity';
import {
  PayPrizeClaimDto,
  PrizeClaimExportQueryDto,
  PrizeClaimListQueryDto,
  RejectPrizeClaimDto,
} from './dto/prize-claim.dto';
import { AdminPrizeClaimResponse, PrizeClaimExportResponse, PrizeClaimStatsResponse } from './prize-claim.response';
import { PrizeClaimService } from './prize-claim.service';

const ClaimId = () => Param('id', new ParseIdPipe(MESSAGES.prizeClaims.notFound));

@ApiTags('admin: prize claims')
@ApiBearerAuth()
@AdminOnly('manage_prize_claims')
@Controller('api/contests/admin/prize-claims')
export class AdminPrizeClaimController {
  constructor(private readonly claims: PrizeClaimService) {}

  @Get()
  @ApiPageResponse(AdminPrizeClaimResponse)
  list(@Query() query: PrizeClaimListQueryDto, @Req() request: FastifyRequest): Promise<Page<AdminPrizeClaimResponse>> {
    return this.claims.list(query, request.url);
  }

  @Get('stats')
  @ApiOkResponse({ type: PrizeClaimStatsResponse })
  stats(): Promise<PrizeClaimStatsResponse> {
    return this.claims.stats();
  }

  @Get('export')
  @ApiOperation({ summary: 'Les réclamations filtrées : JSON (claims, total_exported) ou CSV avec format=csv' })
  @ApiOkResponse({ type: PrizeClaimExportResponse })
  @ApiProduces('application/json', 'text/csv')
  async export(
    @Query() query: PrizeClaimExportQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PrizeClaimExportResponse | string> {
    const result = await this.claims.export(query);
    if (!('filename' in result)) return result;
    void reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${result.filename}"`);
    return result.content;
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminPrizeClaimResponse })
  get(@ClaimId() id: number): Promise<AdminPrizeClaimResponse> {
    return this.claims.get(id);
  }

  @Post(':id/pay')
  @HttpCode(200)
  @ApiOperation({ summary: 'Marquer le lot comme payé, avec la référence du paiement mobile money' })
  @ApiOkResponse({ type: AdminPrizeClaimResponse })
  pay(
    @CurrentAuth() auth: AuthContext,
    @ClaimId() id: number,
    @Body() dto: PayPrizeClaimDto,
  ): Promise<AdminPrizeClaimResponse> {
    return this.claims.pay(auth, id, dto);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rejeter la réclamation, avec la raison (par exemple des documents manquants)' })
  @ApiOkResponse({ type: AdminPrizeClaimResponse })
  reject(
    @CurrentAuth() auth: AuthContext,
    @ClaimId() id: number,
    @Body() dto: RejectPrizeClaimDto,
  ): Promise<AdminPrizeClaimResponse> {
    return this.claims.reject(auth, id, dto);
  }
}
