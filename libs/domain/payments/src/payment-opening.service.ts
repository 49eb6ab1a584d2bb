import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '@app/config';
import { AppError, MESSAGES, RateLimitService, type RateLimitRule } from '@app/common';
import { votingState } from '@app/contests';
import { type VoteTarget, VoteTargets } from '@app/entries';
import { UserDirectory } from '@app/identity';
import { JobName, JobQueue } from '@app/jobs';
import type { VoteChannel } from '@app/ledger';
import { CountryCodes } from '@app/locations';
import type { Customer, PaymentGateway } from './gateways/payment-gateway';
import { ProviderRefusedError, ProviderUnavailableError } from './gateways/provider-http';
import { type PurchasablePack, VotePacksService } from './packs/vote-packs.service';
import { type PaymentRow, PaymentsRepository } from './payments.repository';
import { OfferedProviders } from './providers/offered-providers';
import type { PaymentProvider } from './providers/payment-providers';

const INIT_LIMIT: RateLimitRule = { name: 'payments:init:user', points: 30, windowSeconds: 15 * 60 };

/** Our transaction id: letters and digits only (every provider accepts them), unguessable. */
function newTransactionId(userId: number, participantId: number): string {
  return `BS${Date.now()}U${userId}P${participantId}R${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** A purchase once its payment is stored pending: what the provider is asked with. */
export interface Order {
  payment: PaymentRow;
  customer: Customer;
  participant: VoteTarget;
  pack: PurchasablePack;
}

/** What the provider answered to a new payment. */
export interface Opened {
  /** The provider's own id for the payment, when it gives one. */
  providerToken: string | null;
  /** Where the buyer's browser goes to pay; null when the payment is pushed to the phone. */
  checkoutUrl: string | null;
  /** The provider's answer, as `payment_events` keeps it. */
  payload: unknown;
}

/** A pack bought for a participant through a provider, by a way of paying of its own. */
export interface Purchase {
  gateway: PaymentGateway<PaymentProvider>;
  userId: number;
  participantId: number;
  packId: number;
  channel: VoteChannel;
  /** Asks the provider for the stored payment: opens its hosted checkout, or pushes it to the phone. */
  open(order: Order): Promise<Opened>;
  /** The buyer's message when the provider refused the payment. */
  refusalMessage(error: ProviderRefusedError): string;
}

/**
 * The rules of every purchase, whatever way it is paid (the site's hosted checkout, a payment pushed
 * to the phone of a USSD session): the provider configured and offered, the participant in a contest
 * open to votes and not in its last minutes, the pack on sale, the buyer's account active, a ceiling
 * per buyer. The amount comes from the pack (never from the client), the currency from the
 * participant's and the payer's location; the row is stored pending before the provider is asked,
 * and polling starts at once. When the provider does not take the payment, it is ended as failed
 * (with the provider's answer kept) and the caller gets a French error.
 */
@Injectable()
export class PaymentOpening {
  private readonly logger = new Logger(PaymentOpening.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly packs: VotePacksService,
    private readonly payments: PaymentsRepository,
    private readonly jobs: JobQueue,
    private readonly limits: RateLimitService,
    private readonly voteTargets: VoteTargets,
    private readonly users: UserDirectory,
    private readonly countryCodes: CountryCodes,
    private readonly offered: OfferedProviders,
  ) {}

  async open(purchase: Purchase): Promise<PaymentRow> {
    const { gateway, userId, participantId, packId, channel } = purchase;
    if (!gateway.isConfigured()) throw AppError.unavailable(MESSAGES.payments.notConfigured(gateway.label));
    if (!(await this.offered.isOffered(gateway.provider))) {
      throw AppError.conflict(MESSAGES.payments.providerWithdrawn(gateway.label));
    }
    const participant = await this.participant(participantId);
    const pack = await this.packs.purchasable(packId);
    const customer = await this.payer(userId);
    await this.limits.consume(INIT_LIMIT, String(userId));

    const { currency, siteId } = gateway.placement({
      participantPhone: participant.phoneNumber,
      userPhone: customer.phone,
      participantCountry: participant.country,
      userCountry: customer.country,
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
      channel,
    });

    try {
      const opened = await purchase.open({ payment, customer, participant, pack });
      const stored = await this.payments.attachProvider(payment.id, opened.providerToken, opened.checkoutUrl);
      await this.payments.recordEvent({
        paymentId: payment.id,
        provider: gateway.provider,
        source: 'init',
        reference: payment.transactionId,
        verdict: 'created',
        payload: opened.payload,
      });
      await this.jobs.enqueue(
        { name: JobName.CheckPayment, data: { payment_id: payment.id, attempt: 1 } },
        { delay: this.config.payments.poll.intervalMs, jobId: `payment-check-${payment.id}-1` },
      );
      return stored;
    } catch (error) {
      throw await this.notOpened(payment, purchase, error);
    }
  }

  /** Ends a payment the provider did not take and gives the caller's error. */
  private async notOpened(payment: PaymentRow, purchase: Purchase, error: unknown): Promise<unknown> {
    if (!(error instanceof ProviderRefusedError || error instanceof ProviderUnavailableError)) return error;
    const refused = error instanceof ProviderRefusedError;
    this.logger.warn(
      { provider: payment.provider, transactionId: payment.transactionId, err: error },
      'Payment not taken by the provider',
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
    const detail = refused
      ? purchase.refusalMessage(error)
      : MESSAGES.payments.providerUnreachable(purchase.gateway.label);
    return new AppError(502, { detail });
  }

  private async participant(participantId: number): Promise<VoteTarget> {
    const participant = await this.voteTargets.find(participantId);
    if (!participant) throw AppError.notFound(MESSAGES.payments.participantNotFound);
    const state = votingState({ status: participant.contestStatus, endDate: participant.endDate }, new Date());
    if (state === 'over') throw AppError.badRequest(MESSAGES.votes.contestOver);
    if (state === 'not_open_yet') throw AppError.badRequest(MESSAGES.votes.notOpenYet);
    // A payment confirmed after the end is never credited: none opens when it could not be confirmed in time.
    const cutoff = this.config.payments.closeBeforeEndMinutes;
    if (participant.endDate.getTime() - Date.now() <= cutoff * 60_000) {
      throw AppError.conflict(MESSAGES.payments.purchasesClosed(cutoff));
    }
    return participant;
  }

  /** The signed-in buyer's account, as the providers want it (its country's code when the country is known). */
  private async payer(userId: number): Promise<Customer & { country: string }> {
    const account = await this.users.find(userId);
    if (!account?.active) throw AppError.unauthorized(MESSAGES.http.unauthenticated);
    const { id, email, firstName, lastName, phone, address, city, country } = account;
    const countryCode = await this.countryCodes.byName(country);
    return { id, email, firstName, lastName, phone, address, city, country, countryCode };
  }
}
