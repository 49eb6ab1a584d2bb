import { Injectable } from '@nestjs/common';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AppError, MESSAGES } from '@app/common';
import type { PaymentGateway } from '../gateways/payment-gateway';
import type { Currency } from '../payment.types';
import { PaymentOpening } from '../payment-opening.service';
import { OfferedProviders } from '../providers/offered-providers';
import { PaymentGateways } from '../providers/payment-gateways';
import type { PaymentProvider } from '../providers/payment-providers';

/** A pack bought from a phone without the site: the payment is asked of that phone. */
export interface PushRequest {
  /** The buyer: the account whose confirmed number `phoneNumber` is. */
  userId: number;
  /** E.164, as the network gave it: the phone that pays. */
  phoneNumber: string;
  packId: number;
  participantId: number;
  channel: 'ussd';
}

/** The payment pushed, pending until the payer confirms with their PIN. */
export interface PushedPayment {
  transactionId: string;
  amount: number;
  currency: Currency;
  votes: number;
  packName: string;
}

/**
 * Pays a pack by mobile money asked of the payer's own phone (the USSD menu's purchases): the first
 * provider, in the registry's order, that is offered and pushes to the number's operator sends the
 * request; the payer confirms with their PIN and the provider calls back, then the payment settles
 * like every other (PaymentSettlement: credited once, never after the close). The rules of the
 * purchase are the site's (PaymentOpening); the payment is recorded with its channel.
 */
@Injectable()
export class PaymentPush {
  constructor(
    private readonly gateways: PaymentGateways,
    private readonly offered: OfferedProviders,
    private readonly opening: PaymentOpening,
  ) {}

  async push({ userId, phoneNumber, packId, participantId, channel }: PushRequest): Promise<PushedPayment> {
    const number = parsePhoneNumberFromString(phoneNumber);
    if (!number?.isValid() || number.number !== phoneNumber)
      throw AppError.badRequest(MESSAGES.payments.push.invalidNumber);
    const gateway = await this.pusherFor(phoneNumber);
    const payment = await this.opening.open({
      gateway,
      userId,
      participantId,
      packId,
      channel,
      open: async ({ payment, customer }) => {
        const session = await gateway.push!({ payment, customer, phoneNumber });
        return { providerToken: session.providerToken, checkoutUrl: null, payload: session.payload };
      },
      refusalMessage: () => MESSAGES.payments.push.refused(gateway.label),
    });
    return {
      transactionId: payment.transactionId,
      amount: payment.amount,
      currency: payment.currency,
      votes: payment.votesCount,
      packName: payment.packName,
    };
  }

  /** The first offered provider that pushes to this number's operator. */
  private async pusherFor(phoneNumber: string): Promise<PaymentGateway<PaymentProvider>> {
    for (const gateway of this.gateways.pushers()) {
      if (gateway.pushesTo!(phoneNumber) && (await this.offered.isOffered(gateway.provider))) return gateway;
    }
    throw AppError.unprocessable(MESSAGES.payments.push.unavailable);
  }
}
