import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '@app/config';
import { AppError, MESSAGES, RateLimitService, type RateLimitRule } from '@app/common';
import { votingState } from '@app/contests';
import { type VoteTarget, VoteTargets } from '@app/entries';
import { type AccountContact, UserDirectory } from '@app/identity';
import { JobName, JobQueue } from '@app/jobs';
import { CountryCodes } from '@app/locations';
import type { InitPaymentDto } from './dto/init-payment.dto';
import type { Customer, PaymentGateway } from './gateways/payment-gateway';
import { ProviderRefusedError, ProviderUnavailableError } from './gateways/provider-http';
import { VotePacksService } from './packs/vote-packs.service';
import { type PaymentCheckoutResponse, toCheckoutResponse } from './payment.response';
import { type PaymentRow, PaymentsRepository } from './payments.repository';
import { OfferedProviders } from './providers/offered-providers';
import { PaymentGateways } from './providers/payment-gateways';
import type { PaymentProvider } from './providers/payment-providers';

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
    private readonly voteTargets: VoteTargets,
    private readonly users: UserDirectory,
    private readonly countryCodes: CountryCodes,
    private readonly offered: OfferedProviders,
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
    gateway: PaymentGateway<PaymentProvider>,
    userId: number,
    participantId: number,
    packId: number,
  ): Promise<PaymentRow> {
    if (!gateway.isConfigured()) throw AppError.unavailable(MESSAGES.payments.notConfigured(gateway.label));
    if (!(await this.offered.isOffered(gateway.provider))) {
      throw AppError.conflict(MESSAGES.payments.providerWithdrawn(gateway.label));
    }
    const participant = await this.participant(participantId);
    const pack = await this.packs.purchasable(packId);
    const payer = await this.payer(userId);
    await this.limits.consume(INIT_LIMIT, String(userId));

    const { currency, siteId } = gateway.placement({
      participantPhone: participant.phoneNumber,
      userPhone: payer.phone,
      participantCountry: participant.country,
      userCountry: payer.country,
    });
    const payment = await this.payments.create({
      provider: gateway.provider,
      transactionId: newTransactionId(userId, participantId),
      userId,
      participantId,
      contestId: participant.contestId,
      packId: pack.id,
      packName: pack.name,
      votesCount: pack.votesCount,
      amount: pack.currentPrice,
      currency,
      siteId,
    });

    const { id, email, firstName, lastName, phone, address, city } = payer;
    const customer: Customer = { id, email, firstName, lastName, phone, address, city, countryCode: payer.countryCode };
    const description = plain(`${pack.name} - ${pack.votesCount} votes pour ${participant.babyName}`);
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
  private async initFailed(
    payment: PaymentRow,
    gateway: PaymentGateway<PaymentProvider>,
    error: unknown,
  ): Promise<unknown> {
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

  private async participant(participantId: number): Promise<VoteTarget> {
    const participant = await this.voteTargets.find(participantId);
    if (!participant) throw AppError.notFound(MESSAGES.payments.participantNotFound);
    const state = votingState({ status: participant.contestStatus, endDate: participant.endDate }, new Date());
    if (state === 'over') throw AppError.badRequest(MESSAGES.votes.contestOver);
    if (state === 'not_open_yet') throw AppError.badRequest(MESSAGES.votes.notOpenYet);
    // A payment confirmed after the end is never credited: no checkout opens when it could not be confirmed in time.
    const cutoff = this.config.payments.closeBeforeEndMinutes;
    if (participant.endDate.getTime() - Date.now() <= cutoff * 60_000) {
      throw AppError.conflict(MESSAGES.payments.purchasesClosed(cutoff));
    }
    return participant;
  }

  /** The signed-in buyer's account, with its country's code when the country is known. */
  private async payer(userId: number): Promise<AccountContact & { countryCode: string | null }> {
    const account = await this.users.find(userId);
    if (!account?.active) throw AppError.unauthorized(MESSAGES.http.unauthenticated);
    return { ...account, countryCode: await this.countryCodes.byName(account.country) };
  }
}
