import { Body, Controller, Get, HttpCode, Post, Query, Redirect } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiExcludeEndpoint,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '@app/common';
import { type AuthContext, CurrentAuth, OptionalAuth } from '@app/identity';
import { CheckoutService } from '../../checkout.service';
import { InitPaymentDto } from '../../dto/init-payment.dto';
import { PaymentCheckoutResponse, PaymentSummaryResponse } from '../../payment.response';
import { type NotificationAnswer, PaymentNotifications } from '../../payment-notifications.service';
import { PaymentResults } from '../../payment-results.service';
import { PaymentReturns, type RedirectTo } from '../../payment-returns.service';
import { Inbound } from '../inbound-request.decorator';
import type { InboundRequest } from '../payment-gateway';

/**
 * CinetPay's routes: buying, the result pages' status read, and what CinetPay calls (notifications,
 * answered 200 once recorded and 401 when forged; the browser's return, sent on to the web site).
 */
@ApiTags('payments')
@Controller('api/payments/cinetpay')
export class CinetpayController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly results: PaymentResults,
    private readonly notifications: PaymentNotifications,
    private readonly returns: PaymentReturns,
  ) {}

  @Post('init')
  @HttpCode(201)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Acheter un pack de votes avec CinetPay : renvoie la page de paiement (payment_url)',
    description: 'Le montant, la devise (XOF ou XAF) et le site sont calculés par le serveur à partir du pack.',
  })
  @ApiCreatedResponse({ type: PaymentCheckoutResponse })
  init(@CurrentAuth() auth: AuthContext, @Body() dto: InitPaymentDto): Promise<PaymentCheckoutResponse> {
    return this.checkout.open('cinetpay', auth.userId, dto);
  }

  @Public()
  @Get('status')
  @ApiQuery({ name: 'transaction_id', required: true })
  @ApiOperation({ summary: "Statut d'un paiement CinetPay par identifiant de transaction (pages de résultat)" })
  @ApiOkResponse({ type: PaymentSummaryResponse })
  status(
    @Query('transaction_id') transactionId: string | undefined,
    @OptionalAuth() auth?: AuthContext,
  ): Promise<PaymentSummaryResponse> {
    return this.results.summary(transactionId, auth?.userId);
  }

  /** CinetPay pings its notify URL with a GET to check it is reachable. */
  @Public()
  @ApiExcludeEndpoint()
  @Get('callback')
  ping(): NotificationAnswer {
    return { detail: 'OK' };
  }

  @Public()
  @ApiExcludeEndpoint()
  @Post('callback')
  @HttpCode(200)
  notification(@Inbound() request: InboundRequest): Promise<NotificationAnswer> {
    return this.notifications.receive('cinetpay', request);
  }

  /** CinetPay sends the browser back with a form POST (token, transaction_id); a GET is accepted too. */
  @Public()
  @ApiExcludeEndpoint()
  @Post('return')
  @Redirect('', 303)
  returnByPost(@Inbound() request: InboundRequest): Promise<RedirectTo> {
    return this.returns.comeBack('cinetpay', request, 'return');
  }

  @Public()
  @ApiExcludeEndpoint()
  @Get('return')
  @Redirect('', 303)
  returnByGet(@Inbound() request: InboundRequest): Promise<RedirectTo> {
    return this.returns.comeBack('cinetpay', request, 'return');
  }
}
