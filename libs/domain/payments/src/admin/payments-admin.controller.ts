import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiPageResponse, MESSAGES, type Page, ParseIdPipe } from '@app/common';
import { AdminOnly, type AuthContext, CurrentAuth } from '@app/identity';
import { PaymentEventListQueryDto, PaymentListQueryDto, PaymentStatsQueryDto } from './dto/payment-admin-query.dto';
import { RefundPaymentDto, ResolvePaymentDto } from './dto/resolve-payment.dto';
import {
  AdminPaymentDetailResponse,
  AdminPaymentResponse,
  InboundEventResponse,
  PaymentStatsResponse,
  RecheckResponse,
  ResolveResponse,
} from './payments-admin.response';
import { PaymentsAdminService } from './payments-admin.service';

const PaymentId = () => Param('id', new ParseIdPipe(MESSAGES.payments.notFound));

@ApiTags('admin: payments')
@ApiBearerAuth()
@AdminOnly('manage_payments')
@Controller('api/payments/admin')
export class PaymentsAdminController {
  constructor(private readonly payments: PaymentsAdminService) {}

  @Get('payments')
  @ApiOperation({
    summary: 'Paiements, du plus récent au plus ancien, filtrables par statut, fournisseur, concours, dates…',
    description:
      'search : identifiant de transaction, jeton du fournisseur, e-mail du payeur ou nom du participant, ' +
      'sans tenir compte des accents ni de la casse. date_to au format AAAA-MM-JJ inclut toute la journée.',
  })
  @ApiPageResponse(AdminPaymentResponse)
  list(@Query() query: PaymentListQueryDto, @Req() request: FastifyRequest): Promise<Page<AdminPaymentResponse>> {
    return this.payments.list(query, request.url);
  }

  @Get('payments/:id')
  @ApiOperation({ summary: "Un paiement et tout son historique d'échanges avec le fournisseur" })
  @ApiOkResponse({ type: AdminPaymentDetailResponse })
  get(@PaymentId() id: number): Promise<AdminPaymentDetailResponse> {
    return this.payments.get(id);
  }

  @Post('payments/:id/recheck')
  @HttpCode(200)
  @ApiOperation({ summary: 'Interroger le fournisseur maintenant et appliquer sa réponse' })
  @ApiOkResponse({ type: RecheckResponse })
  recheck(@PaymentId() id: number): Promise<RecheckResponse> {
    return this.payments.recheck(id);
  }

  @Post('payments/:id/resolve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Trancher un paiement signalé : créditer ses votes ou le rejeter, avec un motif' })
  @ApiOkResponse({ type: ResolveResponse })
  resolve(
    @CurrentAuth() auth: AuthContext,
    @PaymentId() id: number,
    @Body() dto: ResolvePaymentDto,
  ): Promise<ResolveResponse> {
    return this.payments.resolve(auth, id, dto);
  }

  @Post('payments/:id/refund')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Marquer remboursé un paiement reçu après la clôture du concours, avec la référence du remboursement',
    description:
      'Le remboursement se fait chez le fournisseur ; il est enregistré ici une fois, avec son auteur (journal d’audit).',
  })
  @ApiOkResponse({ type: ResolveResponse })
  refund(
    @CurrentAuth() auth: AuthContext,
    @PaymentId() id: number,
    @Body() dto: RefundPaymentDto,
  ): Promise<ResolveResponse> {
    return this.payments.refund(auth, id, dto);
  }

  @Get('events')
  @ApiOperation({
    summary: 'Messages reçus des fournisseurs et échanges enregistrés, du plus récent au plus ancien',
    description: 'unmatched=true : notifications qui ne correspondent à aucune transaction connue.',
  })
  @ApiPageResponse(InboundEventResponse)
  events(
    @Query() query: PaymentEventListQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<Page<InboundEventResponse>> {
    return this.payments.events(query, request.url);
  }

  @Get('stats')
  @ApiOperation({ summary: 'Chiffres des paiements : recettes (paiements réussis), volumes, 30 derniers jours' })
  @ApiOkResponse({ type: PaymentStatsResponse })
  stats(@Query() query: PaymentStatsQueryDto): Promise<PaymentStatsResponse> {
    return this.payments.stats(query);
  }
}
