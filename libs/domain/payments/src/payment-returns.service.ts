import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { UserDirectory } from '@app/identity';
import type { CheckoutPage, InboundRequest, PayerContact, ReturnRoute } from './gateways/payment-gateway';
import { PaymentNotifications } from './payment-notifications.service';
import { type PaymentRow, PaymentsRepository } from './payments.repository';
import { PaymentGateways } from './providers/payment-gateways';
import { PaymentInbounds } from './providers/payment-inbounds';
import type { PaymentProvider } from './providers/payment-providers';

/** How long a browser coming back from the provider waits for our status check before being sent on. */
const RETURN_CHECK_BUDGET_MS = 3_000;

const ENDED = ['failed', 'cancelled', 'expired'];

/** Where a route answering with a redirect sends the browser. */
export interface RedirectTo {
  url: string;
}

/**
 * The browser going to a provider's checkout through a page of ours, and coming back from it. A
 * return is recorded and triggers a status check like a notification (the provider is asked; the
 * browser's word is never taken), then the browser goes to the result page of the web site, which
 * follows the payment from there.
 */
@Injectable()
export class PaymentReturns {
  constructor(
    private readonly config: AppConfig,
    private readonly payments: PaymentsRepository,
    private readonly notifications: PaymentNotifications,
    private readonly gateways: PaymentGateways,
    private readonly inbounds: PaymentInbounds,
    private readonly users: UserDirectory,
  ) {}

  /** Where to send the browser that came back from `provider` by our `route` URL, from `address`. */
  async comeBack(
    provider: PaymentProvider,
    request: InboundRequest,
    route: ReturnRoute,
    address: string,
  ): Promise<RedirectTo> {
    await this.notifications.countCall(address);
    const { reference, cancelled, payload } = this.inbounds.for(provider).readReturn(request, route);
    const found = reference ? await this.payments.findByReference(reference) : null;
    const payment = found?.provider === provider ? found : null;
    const followed = this.notifications.follow(provider, payment, reference, payload, 'return');
    await Promise.race([followed, new Promise((resolve) => setTimeout(resolve, RETURN_CHECK_BUDGET_MS).unref())]);
    const latest = payment ? ((await this.payments.findById(payment.id)) ?? payment) : null;
    return { url: this.resultPage(provider, latest, reference, cancelled) };
  }

  /**
   * Our page that starts the provider's checkout for one payment, for a provider whose checkout is
   * started in the browser. A payment that is not an open payment of that provider sends the
   * browser to its result page instead.
   */
  async checkoutPage(
    provider: PaymentProvider,
    transactionId: string,
    key: string,
  ): Promise<CheckoutPage | { redirect: string }> {
    const gateway = this.gateways.for(provider);
    const payment = await this.payments.findByTransactionId(transactionId);
    if (!gateway.checkoutPage || !payment || payment.provider !== provider || payment.status !== 'pending') {
      return { redirect: this.resultPage(provider, payment, transactionId, false) };
    }
    const page = gateway.checkoutPage(payment, await this.payerOf(payment), key);
    return page ?? { redirect: this.resultPage(provider, null, transactionId, false) };
  }

  /** The payer's contact details for the provider's page (empty when the account is gone). */
  private async payerOf(payment: PaymentRow): Promise<PayerContact> {
    const account = payment.userId === null ? null : await this.users.find(payment.userId);
    return {
      email: account?.email ?? '',
      firstName: account?.firstName ?? '',
      lastName: account?.lastName ?? '',
      phone: account?.phone ?? '',
      city: account?.city ?? '',
    };
  }

  private resultPage(
    provider: PaymentProvider,
    payment: PaymentRow | null,
    reference: string,
    cancelled: boolean,
  ): string {
    const failed = !payment || ENDED.includes(payment.status) || (cancelled && payment.status === 'pending');
    const query = new URLSearchParams({ provider, transaction_id: payment?.transactionId ?? reference });
    if (payment) query.set('currency', payment.currency);
    if (payment?.providerToken) query.set('token', payment.providerToken);
    return `${this.config.publicWebUrl}/${failed ? 'payment-failed' : 'payment-success'}?${query.toString()}`;
  }
}
