import {
  applyDecorators,
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Redirect,
  Res,
  type Type,
} from '@nestjs/common';
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
import { ClientIp, Public, ServesDocument } from '@app/common';
import { type AuthContext, CurrentAuth, OptionalAuth } from '@app/identity';
import { CheckoutService } from './checkout.service';
import { InitPaymentDto } from './dto/init-payment.dto';
import type { InboundRequest, PaymentProviderDefinition, ProviderCallRoute } from './gateways/payment-gateway';
import { PaymentCheckoutResponse, PaymentSummaryResponse } from './payment.response';
import { type NotificationAnswer, PaymentNotifications } from './payment-notifications.service';
import { PaymentResults } from './payment-results.service';
import { PaymentReturns, type RedirectTo } from './payment-returns.service';
import { Inbound } from './inbound-request.decorator';
import { PAYMENT_PROVIDER_REGISTRY, type PaymentProvider } from './providers/payment-providers';

/**
 * The routes of one kind of provider call by `method`, at the paths the provider's definition gives
 * (one handler may serve several); no route when it gives none.
 */
function CallRoute(
  calls: readonly ProviderCallRoute[],
  call: ProviderCallRoute['call'],
  method: ProviderCallRoute['method'],
): MethodDecorator {
  const paths = calls.filter((route) => route.call === call && route.method === method).map(({ path }) => path);
  const routed = paths.length === 0 ? [] : [method === 'GET' ? Get(paths) : Post(paths)];
  return applyDecorators(Public(), ApiExcludeEndpoint(), ...routed);
}

/**
 * One provider's routes under `/api/payments/<provider>/`, from its definition: buying, the result
 * pages' status read, and what the provider and the browsers it sends back call.
 */
function providerController({ id, routes }: PaymentProviderDefinition<PaymentProvider>): Type {
  const { calls } = routes;

  @ApiTags('payments')
  @Controller(`api/payments/${id}`)
  class ProviderController {
    constructor(
      private readonly checkout: CheckoutService,
      private readonly results: PaymentResults,
      private readonly notifications: PaymentNotifications,
      private readonly returns: PaymentReturns,
    ) {}

    @Post('init')
    @HttpCode(201)
    @ApiBearerAuth()
    @ApiOperation(routes.purchase)
    @ApiCreatedResponse({ type: PaymentCheckoutResponse })
    init(@CurrentAuth() auth: AuthContext, @Body() dto: InitPaymentDto): Promise<PaymentCheckoutResponse> {
      return this.checkout.open(id, auth.userId, dto);
    }

    @Public()
    @Get(routes.status.path)
    @ApiQuery({ name: routes.status.query, required: true })
    @ApiOperation({ summary: routes.status.summary })
    @ApiOkResponse({ type: PaymentSummaryResponse })
    status(
      @Query(routes.status.query) reference: string | undefined,
      @OptionalAuth() auth?: AuthContext,
    ): Promise<PaymentSummaryResponse> {
      return this.results.summary(reference, auth?.userId);
    }

    @CallRoute(calls, 'notification', 'GET')
    notificationByGet(@Inbound() request: InboundRequest, @ClientIp() address: string): Promise<NotificationAnswer> {
      return this.notifications.receive(id, request, address);
    }

    @CallRoute(calls, 'notification', 'POST')
    @HttpCode(200)
    notificationByPost(@Inbound() request: InboundRequest, @ClientIp() address: string): Promise<NotificationAnswer> {
      return this.notifications.receive(id, request, address);
    }

    @CallRoute(calls, 'ping', 'GET')
    ping(): NotificationAnswer {
      return { detail: 'OK' };
    }

    @CallRoute(calls, 'return', 'GET')
    @Redirect('', 303)
    returnByGet(@Inbound() request: InboundRequest, @ClientIp() address: string): Promise<RedirectTo> {
      return this.returns.comeBack(id, request, 'return', address);
    }

    @CallRoute(calls, 'return', 'POST')
    @Redirect('', 303)
    returnByPost(@Inbound() request: InboundRequest, @ClientIp() address: string): Promise<RedirectTo> {
      return this.returns.comeBack(id, request, 'return', address);
    }

    @CallRoute(calls, 'cancel', 'GET')
    @Redirect('', 303)
    cancelByGet(@Inbound() request: InboundRequest, @ClientIp() address: string): Promise<RedirectTo> {
      return this.returns.comeBack(id, request, 'cancel', address);
    }

    @CallRoute(calls, 'cancel', 'POST')
    @Redirect('', 303)
    cancelByPost(@Inbound() request: InboundRequest, @ClientIp() address: string): Promise<RedirectTo> {
      return this.returns.comeBack(id, request, 'cancel', address);
    }

    @CallRoute(calls, 'checkout-page', 'GET')
    @ServesDocument()
    async checkoutPage(
      @Param('transactionId') transactionId: string,
      @Query('key') key: string | undefined,
      @Res() reply: FastifyReply,
    ): Promise<void> {
      const page = await this.returns.checkoutPage(id, transactionId, typeof key === 'string' ? key : '');
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

  // Nest names operations after the controller's class (`CinetpayController_init`).
  Object.defineProperty(ProviderController, 'name', { value: `${id[0].toUpperCase()}${id.slice(1)}Controller` });
  return ProviderController;
}

/** Every registered provider's controller, in the registry's order. */
export const PROVIDER_CONTROLLERS: Type[] = PAYMENT_PROVIDER_REGISTRY.map(providerController);
