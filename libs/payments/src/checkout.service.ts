import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '@app/config';
import { AppError, MESSAGES, RateLimitService, type RateLimitRule } from '@app/common';
import { type ContestStatus, publicContestSql, votingState } from '@app/contests';
import { JobName, JobQueue } from '@app/jobs';
import type { InitPaymentDto } from './dto/init-payment.dto';
import type { Customer, PaymentGateway } from './gateways/payment-gateway';
import { PaymentGateways } from './gateways/payment-gateways';
import { ProviderRefusedError, ProviderUnavailableError } from './gateways/provider-http';
import { VotePacksService } from './packs/vote-packs.service';
import { type PaymentCheckoutResponse, toCheckoutResponse } from './payment.response';
import type { PaymentProvider, PaymentRow } from './payment.types';
import { PaymentsRepository } from './payments.repository';

interface ParticipantTarget {
  id: number;
  baby_name: string;
  phone_number: string;
  country: string;
  contest_id: number;
  status: ContestStatus;
  end_date: Date;
}

interface Payer {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  contact_number: string;
  address: string;
  city: string;
  country: string;
  country_code: string | null;
}

const METADATA_MAX = 255;
const INIT_LIMIT: RateLimitRule = { name: 'payments:init:user', points: 30, windowSeconds: 15 * 60 };

/** Words only: CinetPay refuses `# / $ _ &` in descriptions. */
const plain = (text: string) =>
  text
    .replace(/[#/$_&<>"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);

/** Our transaction id: letters and digits only (every provider accepts them), unguessable. */
function newTransactionId(userId: number, participantId: number): string {
  return `BS${Date.now()}U${userId}P${participantId}R${randomBytes(6).toString('hex').toUpperCase()}`;
}

/**
 * The metadata echoed by the provider, at most 255 characters; when the full set is longer, the
 * minimal set (user, participant, votes).
 */
export function paymentMetadata(payment: PaymentRow): string {
  const full = JSON.stringify({
    payment_id: payment.id,
    transaction_id: payment.transactionId,
    user_id: payment.userId,
    participant_id: payment.participantId,
    contest_id: payment.contestId,
    pack_id: payment.packId,
    votes_count: payment.votesCount,
  });
  if (full.length <= METADATA_MAX) return full;
  return JSON.stringify({
    user_id: payment.userId,
    participant_id: payment.participantId,
    votes_count: payment.votesCount,
  }).slice(0, METADATA_MAX);
}

/**
 * Starts a payment: the amount comes from the pack (never from the client), the currency from the
 * participant's and the payer's location, the row is stored pending before the provider is asked,
 * and polling starts at once. When the provider cannot open the checkout, the payment is ended as
 * failed (with the provider's answer kept) and the caller gets a French error.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly packs: VotePacksService,
    private readonly payments: PaymentsRepository,
    private readonly gateways: PaymentGateways,
    private readonly jobs: JobQueue,
    private readonly limits: RateLimitService,
  ) {}

  /** A purchase of a pack for a participant with `provider`: where to send the buyer's browser. */
  async open(provider: PaymentProvider, userId: number, dto: InitPaymentDto): Promise<PaymentCheckoutResponse> {
    const gateway = this.gateways.for(provider);
    const participantId = dto.participant ?? dto.participant_id;
    const packId = dto.pack ?? dto.pack_id;
    if (!participantId || !packId) throw AppError.badRequest(gateway.missingParametersMessage);
    return toCheckoutResponse(await this.start(gateway, userId, participantId, packId));
  }

  private async start(
    gateway: PaymentGateway,
    userId: number,
    participantId: number,
    packId: number,
  ): Promise<PaymentRow> {
    if (!gateway.isConfigured()) throw AppError.unavailable(MESSAGES.payments.notConfigured(gateway.label));
    const participant = await this.participant(participantId);
    const pack = await this.packs.purchasable(packId);
    const payer = await this.payer(userId);
    await this.limits.consume(INIT_LIMIT, String(userId));

    const { currency, siteId } = gateway.placement({
      participantPhone: participant.phone_number,
      userPhone: payer.contact_number,
      participantCountry: participant.country,
      userCountry: payer.country,
    });
    const payment = await this.payments.create({
      provider: gateway.provider,
      transactionId: newTransactionId(userId, participantId),
      userId,
      participantId,
      contestId: participant.contest_id,
      packId: pack.id,
      packName: pack.name,
      votesCount: pack.votesCount,
      amount: pack.currentPrice,
      currency,
      siteId,
    });

    const customer: Customer = {
      id: payer.id,
      email: payer.email,
      firstName: payer.first_name,
      lastName: payer.last_name,
      phone: payer.contact_number,
      address: payer.address,
      city: payer.city,
      countryCode: payer.country_code,
    };
    const description = plain(`${pack.name} - ${pack.votesCount} votes pour ${participant.baby_name}`);
    try {
      const session = await gateway.initialize({
        payment,
        customer,
        description,
        metadata: paymentMetadata(payment),
      });
      const opened = await this.payments.attachCheckout(payment.id, session.providerToken, session.checkoutUrl);
      await this.payments.recordEvent({
        paymentId: payment.id,
        provider: gateway.provider,
        source: 'init',
        reference: payment.transactionId,
        verdict: 'created',
        payload: session.payload,
      });
      await this.jobs.enqueue(
        { name: JobName.CheckPayment, data: { payment_id: payment.id, attempt: 1 } },
        { delay: this.config.payments.poll.intervalMs, jobId: `payment-check-${payment.id}-1` },
      );
      return opened;
    } catch (error) {
      throw await this.initFailed(payment, gateway, error);
    }
  }

  /** Ends a payment whose checkout could not be opened and gives the caller's error. */
  private async initFailed(payment: PaymentRow, gateway: PaymentGateway, error: unknown): Promise<unknown> {
    if (!(error instanceof ProviderRefusedError || error instanceof ProviderUnavailableError)) return error;
    const refused = error instanceof ProviderRefusedError;
    this.logger.warn(
      { provider: payment.provider, transactionId: payment.transactionId, err: error },
      'Checkout not opened',
    );
    await this.dataSource.transaction(async (manager) => {
      await this.payments.update(manager, payment.id, {
        status: 'failed',
        provider_status: refused ? `INIT_REFUSED (${error.code || '?'})` : 'INIT_UNAVAILABLE',
        completed_at: new Date(),
      });
      await this.payments.recordEvent(
        {
          paymentId: payment.id,
          provider: payment.provider,
          source: 'init',
          reference: payment.transactionId,
          verdict: refused ? 'init_refused' : 'init_unavailable',
          detail: error.reason,
          payload: refused ? error.payload : {},
        },
        manager,
      );
    });
    const detail = refused ? gateway.refusalMessage(error) : MESSAGES.payments.providerUnreachable(gateway.label);
    return new AppError(502, { detail });
  }

  private async participant(participantId: number): Promise<ParticipantTarget> {
    const rows: ParticipantTarget[] = await this.dataSource.query(
      `SELECT p.id, p.baby_name, p.phone_number, p.country, p.contest_id, c.status, c.end_date
       FROM participants p JOIN contests c ON c.id = p.contest_id
       WHERE p.id = $1 AND p.deleted_at IS NULL AND ${publicContestSql('c')}`,
      [participantId],
    );
    const participant = rows[0];
    if (!participant) throw AppError.notFound(MESSAGES.payments.participantNotFound);
    const state = votingState({ status: participant.status, endDate: participant.end_date }, new Date());
    if (state === 'over') throw AppError.badRequest(MESSAGES.votes.contestOver);
    if (state === 'not_open_yet') throw AppError.badRequest(MESSAGES.votes.notOpenYet);
    return participant;
  }

  private async payer(userId: number): Promise<Payer> {
    const rows: Payer[] = await this.dataSource.query(
      `SELECT u.id, u.email, u.first_name, u.last_name, u.contact_number, u.address, u.city, u.country,
         (SELECT code FROM countries WHERE lower(name) = lower(u.country)) AS country_code
       FROM users u WHERE u.id = $1 AND u.is_active`,
      [userId],
    );
    if (!rows[0]) throw AppError.unauthorized(MESSAGES.http.unauthenticated);
    return rows[0];
  }
}
