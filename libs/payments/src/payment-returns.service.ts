import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { MESSAGES } from '@app/common';
import { PaymentGateways } from './gateways/payment-gateways';
import type { PaymentProvider, PaymentRow } from './payment.types';
import { PaymentNotifications } from './payment-notifications.service';
import { PaymentsRepository } from './payments.repository';

/** How long a browser coming back from the provider waits for our status check before being sent on. */
const RETURN_CHECK_BUDGET_MS = 3_000;

const ENDED = ['failed', 'cancelled', 'expired'];

/**
 * The browser coming back from a provider's page. The visit is recorded and triggers a status
 * check like a notification (the provider is asked; the browser's word is never taken), then the
 * browser goes to the result page of the web site, which follows the payment from there.
 */
@Injectable()
export class PaymentReturns {
  constructor(
    private readonly config: AppConfig,
    private readonly payments: PaymentsRepository,
    private readonly notifications: PaymentNotifications,
    private readonly gateways: PaymentGateways,
  ) {}

  /** Where to send the browser after it came back from `provider` with `reference`. */
  async resultUrl(provider: PaymentProvider, reference: string, payload: unknown, cancelled = false): Promise<string> {
    const found = reference ? await this.payments.findByReference(reference) : null;
    const payment = found?.provider === provider ? found : null;
    const followed = this.notifications.follow(provider, payment, reference, payload, 'return');
    await Promise.race([followed, new Promise((resolve) => setTimeout(resolve, RETURN_CHECK_BUDGET_MS).unref())]);
    const latest = payment ? ((await this.payments.findById(payment.id)) ?? payment) : null;
    return this.pageFor(provider, latest, reference, cancelled);
  }

  private pageFor(
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

  /**
   * Our page that opens TouchPay's checkout: it loads TouchPay's script and hands it the payment.
   * A payment that is not an open InTouch payment sends the browser to its result page instead.
   */
  async intouchCheckoutPage(
    transactionId: string,
  ): Promise<{ html: string; scriptOrigin: string } | { redirect: string }> {
    const payment = await this.payments.findByTransactionId(transactionId);
    if (!payment || payment.provider !== 'intouch' || payment.status !== 'pending') {
      return { redirect: this.pageFor('intouch', payment, transactionId, false) };
    }
    const settings = this.gateways.intouch.settings;
    const api = this.config.payments.publicApiUrl;
    const back = (outcome: string) =>
      `${api}/api/payments/intouch/return/?${new URLSearchParams({ transaction_id: transactionId, outcome }).toString()}`;
    const payer = await this.payments.payerOf(payment);
    const params = {
      order_number: payment.transactionId,
      agency_code: settings.agencyCode,
      secure_code: settings.secureCode,
      domain_name: new URL(this.config.publicWebUrl).hostname,
      url_success: back('success'),
      url_failed: back('failed'),
      amount: payment.amount,
      city: payer.city,
      email: payer.email,
      first_name: payer.firstName,
      last_name: payer.lastName,
      phone: payer.phone,
    };
    const json = JSON.stringify(params).replace(/</g, '\\u003c');
    const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
    const html = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(MESSAGES.payments.intouchPageTitle)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#fff7fb;color:#3b2a35}main{text-align:center;padding:24px}button{margin-top:16px;padding:12px 20px;border:0;border-radius:999px;background:#e8478b;color:#fff;font-size:16px}</style>
</head>
<body>
<main>
<p>${escape(MESSAGES.payments.intouchRedirecting)}</p>
<p><strong>${escape(payment.packName)}</strong> — ${payment.amount} FCFA</p>
<button id="pay" type="button">${escape(MESSAGES.payments.intouchContinue)}</button>
</main>
<script src="${escape(settings.scriptUrl)}"></script>
<script>
var p = ${json};
function pay() {
  sendPaymentInfos(p.order_number, p.agency_code, p.secure_code, p.domain_name, p.url_success, p.url_failed,
    p.amount, p.city, p.email, p.first_name, p.last_name, p.phone);
}
document.getElementById('pay').addEventListener('click', pay);
if (typeof sendPaymentInfos === 'function') pay();
</script>
</body>
</html>`;
    return { html, scriptOrigin: new URL(settings.scriptUrl).origin };
  }
}
