import { Injectable, Logger } from '@nestjs/common';
import { AppError, MESSAGES, type Page, type PageQueryDto, resolvePage, toPage } from '@app/common';
import { ParticipantDirectory } from '@app/entries';
import { VoteReceiptsReader } from '@app/ledger';
import { MediaStorage } from '@app/media';
import { VoteLeaves } from '@app/transparency';
import { ProviderUnavailableError } from './gateways/provider-http';
import { type PaymentSummaryResponse, toPaymentSummary } from './payment.response';
import { PaymentSettlement } from './payment-settlement.service';
import { type PaymentRow, PaymentsRepository } from './payments.repository';

/** A pending payment shown to its payer is re-checked with the provider at most this often. */
const RECHECK_AFTER_MS = 4_000;

/**
 * The result pages' reads. A pending payment is re-checked with the provider on the way (at most
 * every few seconds), so the page converges even when notifications and the worker lag; reads
 * never change anything else.
 */
@Injectable()
export class PaymentResults {
  private readonly logger = new Logger(PaymentResults.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly settlement: PaymentSettlement,
    private readonly media: MediaStorage,
    private readonly participants: ParticipantDirectory,
    private readonly ledger: VoteReceiptsReader,
    private readonly leaves: VoteLeaves,
  ) {}

  /**
   * A payment by our transaction id or a provider token (unguessable, so public), or by its numeric
   * id for the signed-in payer only.
   */
  async find(reference: string | undefined, userId: number | undefined): Promise<PaymentRow> {
    const value = reference?.trim();
    if (!value) throw AppError.badRequest(MESSAGES.payments.noReference);
    const payment = /^\d{1,15}$/.test(value)
      ? await this.payments.findById(Number(value)).then((found) => (found && found.userId === userId ? found : null))
      : await this.payments.findByReference(value);
    if (!payment) throw AppError.notFound(MESSAGES.payments.notFound);
    return payment;
  }

  /** The signed-in payer's payments, newest first, as the result pages show each. */
  async mine(userId: number, query: PageQueryDto, url: string): Promise<Page<PaymentSummaryResponse>> {
    const { page, pageSize, offset } = resolvePage(query, 20);
    const { rows, count } = await this.payments.ofPayer(userId, offset, pageSize);
    return toPage(await Promise.all(rows.map((payment) => this.present(payment))), count, page, pageSize, url);
  }

  async summary(reference: string | undefined, userId: number | undefined): Promise<PaymentSummaryResponse> {
    return this.present(await this.fresh(await this.find(reference, userId)));
  }

  /** The payment after a provider check when it is pending and was not checked in the last seconds. */
  async fresh(payment: PaymentRow): Promise<PaymentRow> {
    if (payment.status !== 'pending') return payment;
    if (payment.lastCheckedAt && Date.now() - payment.lastCheckedAt.getTime() < RECHECK_AFTER_MS) return payment;
    try {
      return (await this.settlement.refresh(payment.id, 'check')).payment;
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      this.logger.warn({ paymentId: payment.id, reason: error.reason }, 'Provider unavailable for a status read');
      return payment;
    }
  }

  async present(payment: PaymentRow): Promise<PaymentSummaryResponse> {
    const [participant, credit] = await Promise.all([
      this.participants.find(payment.participantId),
      payment.status === 'succeeded' ? this.ledger.paymentRow(payment.id) : null,
    ]);
    const urls = this.media.urls(participant?.photo);
    const receipt = credit && {
      ledger_id: credit.id,
      leaf_hash: VoteLeaves.hashOf(this.leaves.leafOf(credit)).toString('hex'),
    };
    return toPaymentSummary(
      payment,
      { id: payment.participantId, name: participant?.name ?? '', photo: urls?.card ?? null, photo_urls: urls },
      receipt,
    );
  }
}
