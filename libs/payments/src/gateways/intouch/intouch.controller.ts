import { Body, Controller, Get, HttpCode, Param, Post, Query, Redirect, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiExcludeEndpoint,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
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
 * InTouch's routes: buying, the result pages' status read, our page that starts TouchPay, and what
 * TouchPay calls (its callback, by GET or POST; the browser's return).
 */
@ApiTags('payments')
@Controller('api/payments/intouch')
export class IntouchController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly results: PaymentResults,
    private readonly notifications: PaymentNotifications,
    private readonly returns: PaymentReturns,
  ) {}

  @Post('init')
  @HttpCode(201)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Acheter un pack de votes avec InTouch (mobile money) : renvoie la page de paiement' })
  @ApiCreatedResponse({ type: PaymentCheckoutResponse })
  init(@CurrentAuth() auth: AuthContext, @Body() dto: InitPaymentDto): Promise<PaymentCheckoutResponse> {
    return this.checkout.open('intouch', auth.userId, dto);
  }

  @Public()
  @Get('status')
  @ApiQuery({ name: 'transaction_id', required: true })
  @ApiOperation({ summary: "Statut d'un paiement InTouch par identifiant de transaction (pages de résultat)" })
  @ApiOkResponse({ type: PaymentSummaryResponse })
  status(
    @Query('transaction_id') transactionId: string | undefined,
    @OptionalAuth() auth?: AuthContext,
  ): Promise<PaymentSummaryResponse> {
    return this.results.summary(transactionId, auth?.userId);
  }

  @Public()
  @ApiExcludeEndpoint()
  @Get('callback')
  notificationByGet(@Inbound() request: InboundRequest): Promise<NotificationAnswer> {
    return this.notifications.receive('intouch', request);
  }

  @Public()
  @ApiExcludeEndpoint()
  @Post('callback')
  @HttpCode(200)
  notificationByPost(@Inbound() request: InboundRequest): Promise<NotificationAnswer> {
    return this.notifications.receive('intouch', request);
  }

  @Public()
  @ApiExcludeEndpoint()
  @Get('return')
  @Redirect('', 303)
  returned(@Inbound() request: InboundRequest): Promise<RedirectTo> {
    return this.returns.comeBack('intouch', request, 'return');
  }

  /** The page that opens TouchPay's checkout for one payment (TouchPay is started by its script). */
  @Public()
  @ApiExcludeEndpoint()
  @Get('checkout/:transactionId')
  async checkoutPage(
    @Param('transactionId') transactionId: string,
    @Query('key') key: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const page = await this.returns.checkoutPage('intouch', transactionId, typeof key === 'string' ? key : '');
    if ('redirect' in page) {
      await reply.redirect(page.redirect, 303);
      return;
    }
    await reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header(
        'Content-Security-Policy',
        `default-src 'self'; script-src 'self' 'unsafe-inline' ${page.scriptOrigin}; style-src 'unsafe-inline'; connect-src 'self' ${page.scriptOrigin}`,
      )
      .send(page.html);
  }
}
