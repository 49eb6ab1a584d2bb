import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { AppError, MESSAGES, Public } from '@app/common';
import { type AuthContext, CurrentAuth, OptionalAuth } from '@app/identity';
import { CheckoutService } from './checkout.service';
import { InitPaymentDto } from './dto/init-payment.dto';
import { type CheckoutAnswer, type PaymentSummary, toCheckoutAnswer } from './payment.response';
import type { PaymentProvider } from './payment.types';
import { PaymentResults } from './payment-results.service';

/** Buying a vote pack and following the payment from the result pages. */
@ApiTags('payments')
@Controller('api/payments')
export class PaymentsController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly results: PaymentResults,
  ) {}

  @Post('cinetpay/init')
  @HttpCode(201)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Acheter un pack de votes avec CinetPay : renvoie la page de paiement (payment_url)',
    description: 'Le montant, la devise (XOF ou XAF) et le site sont calculés par le serveur à partir du pack.',
  })
  initCinetpay(@CurrentAuth() auth: AuthContext, @Body() dto: InitPaymentDto): Promise<CheckoutAnswer> {
    return this.start('cinetpay', auth, dto, MESSAGES.payments.missingParameters);
  }

  @Post('paydunya/init')
  @HttpCode(201)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Acheter un pack de votes avec PayDunya : renvoie la facture (invoice_url, token)' })
  initPaydunya(@CurrentAuth() auth: AuthContext, @Body() dto: InitPaymentDto): Promise<CheckoutAnswer> {
    return this.start('paydunya', auth, dto, MESSAGES.payments.paydunyaMissingData);
  }

  @Post('intouch/init')
  @HttpCode(201)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Acheter un pack de votes avec InTouch (mobile money) : renvoie la page de paiement' })
  initIntouch(@CurrentAuth() auth: AuthContext, @Body() dto: InitPaymentDto): Promise<CheckoutAnswer> {
    return this.start('intouch', auth, dto, MESSAGES.payments.missingParameters);
  }

  @Public()
  @Get('cinetpay/status')
  @ApiQuery({ name: 'transaction_id', required: true })
  @ApiOperation({ summary: "Statut d'un paiement CinetPay par identifiant de transaction (pages de résultat)" })
  cinetpayStatus(
    @Query('transaction_id') transactionId: string | undefined,
    @OptionalAuth() auth?: AuthContext,
  ): Promise<PaymentSummary> {
    return this.results.summary(transactionId, auth?.userId);
  }

  @Public()
  @Get('intouch/status')
  @ApiQuery({ name: 'transaction_id', required: true })
  @ApiOperation({ summary: "Statut d'un paiement InTouch par identifiant de transaction (pages de résultat)" })
  intouchStatus(
    @Query('transaction_id') transactionId: string | undefined,
    @OptionalAuth() auth?: AuthContext,
  ): Promise<PaymentSummary> {
    return this.results.summary(transactionId, auth?.userId);
  }

  @Public()
  @Get('paydunya/callback')
  @ApiQuery({ name: 'token', required: true })
  @ApiOperation({ summary: "Statut d'un paiement PayDunya par jeton de facture (pages de résultat)" })
  paydunyaStatus(
    @Query('token') token: string | undefined,
    @OptionalAuth() auth?: AuthContext,
  ): Promise<PaymentSummary> {
    return this.results.summary(token, auth?.userId);
  }

  @Public()
  @Get('details/:reference')
  @ApiOperation({
    summary: "Détails d'un paiement : participant, pack, votes achetés, montant, statut",
    description:
      'Par identifiant de transaction ou jeton du fournisseur ; par identifiant numérique pour le payeur connecté.',
  })
  details(@Param('reference') reference: string, @OptionalAuth() auth?: AuthContext): Promise<PaymentSummary> {
    return this.results.summary(reference, auth?.userId);
  }

  @Public()
  @Get('payments/:reference/status')
  @ApiOperation({ summary: "Statut d'un paiement (mêmes identifiants que les détails)" })
  status(@Param('reference') reference: string, @OptionalAuth() auth?: AuthContext): Promise<PaymentSummary> {
    return this.results.summary(reference, auth?.userId);
  }

  private async start(
    provider: PaymentProvider,
    auth: AuthContext,
    dto: InitPaymentDto,
    missing: string,
  ): Promise<CheckoutAnswer> {
    const participantId = dto.participant ?? dto.participant_id;
    const packId = dto.pack ?? dto.pack_id;
    if (!participantId || !packId) throw AppError.badRequest(missing);
    return toCheckoutAnswer(await this.checkout.start(provider, auth.userId, participantId, packId));
  }
}
