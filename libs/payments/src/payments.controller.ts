import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@app/common';
import { type AuthContext, OptionalAuth } from '@app/identity';
import { PaymentSummaryResponse } from './payment.response';
import { PaymentResults } from './payment-results.service';

/**
 * Following a payment from the result pages, whatever its provider. Buying and each provider's own
 * routes are built from the provider's definition (provider.controller.ts).
 */
@ApiTags('payments')
@Public()
@Controller('api/payments')
export class PaymentsController {
  constructor(private readonly results: PaymentResults) {}

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

  @Get('payments/:reference/status')
  @ApiOperation({ summary: "Statut d'un paiement (mêmes identifiants que les détails)" })
  @ApiOkResponse({ type: PaymentSummaryResponse })
  status(@Param('reference') reference: string, @OptionalAuth() auth?: AuthContext): Promise<PaymentSummaryResponse> {
    return this.results.summary(reference, auth?.userId);
  }
}
