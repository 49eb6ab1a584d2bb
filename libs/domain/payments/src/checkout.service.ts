import { Injectable } from '@nestjs/common';
import { AppError } from '@app/common';
import type { InitPaymentDto } from './dto/init-payment.dto';
import { type PaymentCheckoutResponse, toCheckoutResponse } from './payment.response';
import { PaymentOpening } from './payment-opening.service';
import type { PaymentRow } from './payments.repository';
import { PaymentGateways } from './providers/payment-gateways';
import type { PaymentProvider } from './providers/payment-providers';

const METADATA_MAX = 255;

/** Words only: CinetPay refuses `# / $ _ &` in descriptions. */
const plain = (text: string) =>
  text
    .replace(/[#/$_&<>"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);

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
 * Buying a pack on the site: the provider's hosted checkout, opened by the rules of every purchase
 * (PaymentOpening); the buyer's browser is sent to the checkout.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly gateways: PaymentGateways,
    private readonly opening: PaymentOpening,
  ) {}

  /** A purchase of a pack for a participant with `provider`: where to send the buyer's browser. */
  async open(provider: PaymentProvider, userId: number, dto: InitPaymentDto): Promise<PaymentCheckoutResponse> {
    const gateway = this.gateways.for(provider);
    const participantId = dto.participant ?? dto.participant_id;
    const packId = dto.pack ?? dto.pack_id;
    if (!participantId || !packId) throw AppError.badRequest(gateway.missingParametersMessage);
    const payment = await this.opening.open({
      gateway,
      userId,
      participantId,
      packId,
      channel: 'web',
      open: async ({ payment, customer, participant, pack }) => {
        const description = plain(`${pack.name} - ${pack.votesCount} votes pour ${participant.babyName}`);
        const session = await gateway.initialize({
          payment,
          customer,
          description,
          metadata: paymentMetadata(payment),
        });
        return { providerToken: session.providerToken, checkoutUrl: session.checkoutUrl, payload: session.payload };
      },
      refusalMessage: (error) => gateway.refusalMessage(error),
    });
    return toCheckoutResponse(payment);
  }
}
