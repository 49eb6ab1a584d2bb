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
 * PayDunya's routes: buying, the result pages' status read (by invoice token, under the historical
 * `callback` path), and what PayDunya calls (the IPN; the browser's return and cancel).
 */
@ApiTags('payments')
@Controller('api/payments/paydunya')
export class PaydunyaController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly results: PaymentResults,
    private readonly notifications: PaymentNotifications,
    private readonly returns: PaymentReturns,
  ) {}

  @Post('init')
  @HttpCode(201)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Acheter un pack de votes avec PayDunya : renvoie la facture (invoice_url, token)' })
  @ApiCreatedResponse({ type: PaymentCheckoutResponse })
  init(@CurrentAuth() auth: AuthContext, @Body() dto: InitPaymentDto): Promise<PaymentCheckoutResponse> {
    return this.checkout.open('paydunya', auth.userId, dto);
  }

  @Public()
  @Get('callback')
  @ApiQuery({ name: 'token', required: true })
  @ApiOperation({ summary: "Statut d'un paiement PayDunya par jeton de facture (pages de résultat)" })
  @ApiOkResponse({ type: PaymentSummaryResponse })
  status(
    @Query('token') token: string | undefined,
    @OptionalAuth() auth?: AuthContext,
  ): Promise<PaymentSummaryResponse> {
    return this.results.summary(token, auth?.userId);
  }

  @Public()
  @ApiExcludeEndpoint()
  @Post('ipn')
  @HttpCode(200)
  notification(@Inbound() request: InboundRequest): Promise<NotificationAnswer> {
    return this.notifications.receive('paydunya', request);
  }

  @Public()
  @ApiExcludeEndpoint()
  @Get('return')
  @Redirect('', 303)
  returned(@Inbound() request: InboundRequest): Promise<RedirectTo> {
    return this.returns.comeBack('paydunya', request, 'return');
  }

  @Public()
  @ApiExcludeEndpoint()
  @Get('cancel')
  @Redirect('', 303)
  cancelled(@Inbound() request: InboundRequest): Promise<RedirectTo> {
    return this.returns.comeBack('paydunya', request, 'cancel');
  }
}
