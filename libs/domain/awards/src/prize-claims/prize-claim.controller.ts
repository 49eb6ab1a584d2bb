import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthContext, CurrentAuth } from '@app/identity';
import { CanClaimQueryDto, CreatePrizeClaimDto } from './dto/prize-claim.dto';
import { CanClaimResponse, CreatedPrizeClaimResponse } from './prize-claim.response';
import { PrizeClaimService } from './prize-claim.service';

@ApiTags('prize claims')
@ApiBearerAuth()
@Controller('api/contests/getmyprize')
export class PrizeClaimController {
  constructor(private readonly claims: PrizeClaimService) {}

  @Get('can-claim')
  @ApiOperation({ summary: 'Le parent connecté peut-il récupérer son lot pour ce concours ?' })
  @ApiOkResponse({ type: CanClaimResponse })
  canClaim(@CurrentAuth() auth: AuthContext, @Query() query: CanClaimQueryDto): Promise<CanClaimResponse> {
    return this.claims.canClaim(auth, query);
  }

  @Post()
  @ApiOperation({ summary: 'Récupérer un lot : le numéro qui recevra le paiement (une fois par gain)' })
  @ApiCreatedResponse({ type: CreatedPrizeClaimResponse })
  claim(@CurrentAuth() auth: AuthContext, @Body() dto: CreatePrizeClaimDto): Promise<CreatedPrizeClaimResponse> {
    return this.claims.claim(auth, dto);
  }
}
