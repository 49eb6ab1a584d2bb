import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiPageResponse, type Page, PageQueryDto, Public } from '@app/common';
import { type AuthContext, CurrentAuth, OptionalAuth } from '@app/identity';
import { PaymentSummaryResponse } from './payment.response';
import { PaymentResults } from './payment-results.service';

/**
 * Following a payment from the result pages, whatever its provider. Buying and each provider's own
 * routes are built from the provider's definition (provider.controller.ts).
 */
@ApiTags('payments')
@Controller('api/payments')
export class PaymentsController {
  constructor(private readonly results: PaymentResults) {}

  @Get('mine')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Mes paiements : les achats de votes du compte connecté, du plus récent au plus ancien',
    description: 'Un paiement reçu après la clôture du concours (statut late) dit où en est son remboursement.',
  })
  @ApiPageResponse(PaymentSummaryResponse)
  mine(
    @CurrentAuth() auth: AuthContext,
    @Query() query: PageQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<Page<PaymentSummaryResponse>> {
    return this.results.mine(auth.userId, query, request.url);
  }

  @Public()
  @Get('details/:reference')
  @ApiOperation({
    summary: "Détails d'un paiement : participant, pack, votes achetés, montant, statut",
    description:
      'Par identifiant de transaction ou jeton du fournisseur ; par identifiant numérique pour le payeur connecté.',
  })
  @ApiOkResponse({ type: PaymentSummaryResponse })
  details(@Param('reference') reference: string, @OptionalAuth() auth?: AuthContext): Promise<PaymentSummaryResponse> {
    return this.results.summary(reference, auth?.userId);
  }

  @Public()
  @Get('payments/:reference/status')
  @ApiOperation({ summary: "Statut d'un paiement (mêmes identifiants que les détails)" })
  @ApiOkResponse({ type: PaymentSummaryResponse })
  status(@Param('reference') reference: string, @OptionalAuth() auth?: AuthContext): Promise<PaymentSummaryResponse> {
    return this.results.summary(reference, auth?.userId);
  }
}
