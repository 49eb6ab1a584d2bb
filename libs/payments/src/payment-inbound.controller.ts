import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Redirect, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '@app/common';
import { asRecord, readString } from './gateways/provider-http';
import { type NotificationAnswer, PaymentNotifications } from './payment-notifications.service';
import { PaymentReturns } from './payment-returns.service';

interface RedirectTo {
  url: string;
  statusCode: number;
}

/**
 * What providers and browsers coming back from them call: notifications (answered 200 once
 * recorded, 401 when forged) and returns (a redirect to the web site's result page). Not part of
 * the public API document.
 */
@ApiExcludeController()
@Public()
@Controller('api/payments')
export class PaymentInboundController {
  constructor(
    private readonly notifications: PaymentNotifications,
    private readonly returns: PaymentReturns,
  ) {}

  /** CinetPay pings its notify URL with a GET to check it is reachable. */
  @Get('cinetpay/callback')
  cinetpayPing(): NotificationAnswer {
    return { detail: 'OK' };
  }

  @Post('cinetpay/callback')
  @HttpCode(200)
  cinetpayNotification(
    @Body() body: unknown,
    @Headers('x-token') xToken: string | undefined,
  ): Promise<NotificationAnswer> {
    return this.notifications.cinetpay(asRecord(body), xToken);
  }

  @Post('paydunya/ipn')
  @HttpCode(200)
  paydunyaNotification(@Body() body: unknown): Promise<NotificationAnswer> {
    return this.notifications.paydunya(asRecord(body));
  }

  @Get('intouch/callback')
  intouchCallback(
    @Query() query: Record<string, unknown>,
    @Headers('authorization') authorization: string | undefined,
  ): Promise<NotificationAnswer> {
    return this.notifications.intouch(query, authorization);
  }

  @Post('intouch/callback')
  @HttpCode(200)
  intouchCallbackPost(
    @Body() body: unknown,
    @Headers('authorization') authorization: string | undefined,
  ): Promise<NotificationAnswer> {
    return this.notifications.intouch(asRecord(body), authorization);
  }

  /** CinetPay sends the browser back with a form POST (token, transaction_id); a GET is accepted too. */
  @Post('cinetpay/return')
  @Redirect()
  cinetpayReturnPost(@Body() body: unknown): Promise<RedirectTo> {
    return this.cinetpayReturn(asRecord(body));
  }

  @Get('cinetpay/return')
  @Redirect()
  cinetpayReturnGet(@Query() query: Record<string, unknown>): Promise<RedirectTo> {
    return this.cinetpayReturn(query);
  }

  @Get('paydunya/return')
  @Redirect()
  async paydunyaReturn(@Query() query: Record<string, unknown>): Promise<RedirectTo> {
    return this.redirect(await this.returns.resultUrl('paydunya', readString(query.token), query));
  }

  @Get('paydunya/cancel')
  @Redirect()
  async paydunyaCancel(@Query() query: Record<string, unknown>): Promise<RedirectTo> {
    return this.redirect(await this.returns.resultUrl('paydunya', readString(query.token), query, true));
  }

  @Get('intouch/return')
  @Redirect()
  async intouchReturn(@Query() query: Record<string, unknown>): Promise<RedirectTo> {
    const cancelled = readString(query.outcome) === 'failed';
    return this.redirect(await this.returns.resultUrl('intouch', readString(query.transaction_id), query, cancelled));
  }

  /** The page that opens TouchPay's checkout for one payment (TouchPay is started by its script). */
  @Get('intouch/checkout/:transactionId')
  async intouchCheckout(@Param('transactionId') transactionId: string, @Res() reply: FastifyReply): Promise<void> {
    const page = await this.returns.intouchCheckoutPage(transactionId);
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

  private async cinetpayReturn(fields: Record<string, unknown>): Promise<RedirectTo> {
    const reference = readString(fields.transaction_id) || readString(fields.token);
    return this.redirect(await this.returns.resultUrl('cinetpay', reference, fields));
  }

  private redirect(url: string): RedirectTo {
    return { url, statusCode: 303 };
  }
}
