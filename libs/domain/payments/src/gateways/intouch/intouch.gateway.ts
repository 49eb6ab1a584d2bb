import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AppConfig } from '@app/config';
import { MESSAGES } from '@app/common';
import { maskRecipient } from '@app/sms';
import type { ProviderVerdict } from '../../payment.types';
import type {
  CheckoutContext,
  CheckoutPage,
  CheckoutPlacement,
  CheckoutSession,
  PayerContact,
  PaymentGateway,
  ProviderPayment,
  PushContext,
  PushSession,
} from '../payment-gateway';
import { callProvider, ProviderRefusedError, ProviderUnavailableError, readAmount, readString } from '../provider-http';
import { basicAuthorization, sameSecret } from '../secrets';
import { touchpayPage } from './touchpay-page';

/**
 * InTouch TouchPay: the customer pays on TouchPay's page, opened by TouchPay's script from a page
 * of ours (`/api/payments/intouch/checkout/{transaction_id}/?key=…`); there is no server-side
 * creation call. The status comes from the GU API `check_status` with our transaction id. The page
 * carries the payer's name and e-mail for TouchPay's form: it opens only with the key of the
 * checkout address the buyer was given, not with the transaction id alone.
 *
 * A payment can also be pushed to the payer's phone (USSD purchases): the TouchPay API's "paiement
 * marchand" (`PUT …/{agencyCode}/transaction`, HTTP Digest) asks the operator of the number to
 * request it; the payer confirms with their PIN, and InTouch calls the callback back, like TouchPay's.
 */
@Injectable()
export class IntouchGateway implements PaymentGateway {
  readonly provider = 'intouch' as const;
  readonly label = 'InTouch';
  readonly missingParametersMessage = MESSAGES.payments.missingParameters;

  constructor(private readonly config: AppConfig) {}

  private get settings() {
    return this.config.payments.intouch;
  }

  isConfigured(): boolean {
    const { agencyCode, partnerId, login, password, secureCode, callbackUsername, callbackPassword } = this.settings;
    return Boolean(agencyCode && partnerId && login && password && secureCode && callbackUsername && callbackPassword);
  }

  /** Mobile money in FCFA: XOF, and no merchant site. */
  placement(): CheckoutPlacement {
    return { currency: 'XOF', siteId: '' };
  }

  initialize({ payment }: CheckoutContext): Promise<CheckoutSession> {
    const key = this.checkoutKey(payment.transactionId);
    const checkoutUrl = `${this.config.payments.publicApiUrl}/api/payments/intouch/checkout/${encodeURIComponent(payment.transactionId)}/?key=${key}`;
    return Promise.resolve({ checkoutUrl, providerToken: null, payload: { checkout_url: checkoutUrl } });
  }

  /** Opening the checkout asks nothing of InTouch, so it does not refuse; should it, the buyer reads this. */
  refusalMessage(): string {
    return MESSAGES.payments.providerUnreachable(this.label);
  }

  /**
   * Our page that starts TouchPay; TouchPay sends the browser back to our return URL with the outcome.
   * Null without the checkout address' key.
   */
  checkoutPage(payment: ProviderPayment, payer: PayerContact, key: string): CheckoutPage | null {
    if (!sameSecret(key, this.checkoutKey(payment.transactionId))) return null;
    const { agencyCode, secureCode, scriptUrl } = this.settings;
    const back = (outcome: string) =>
      `${this.config.payments.publicApiUrl}/api/payments/intouch/return/?${new URLSearchParams({ transaction_id: payment.transactionId, outcome }).toString()}`;
    const html = touchpayPage(
      {
        order_number: payment.transactionId,
        agency_code: agencyCode,
        secure_code: secureCode,
        domain_name: new URL(this.config.publicWebUrl).hostname,
        url_success: back('success'),
        url_failed: back('failed'),
        amount: payment.amount,
        city: payer.city,
        email: payer.email,
        first_name: payer.firstName,
        last_name: payer.lastName,
        phone: payer.phone,
      },
      payment.packName,
      scriptUrl,
    );
    return { html, scriptOrigin: new URL(scriptUrl).origin };
  }

  /** The key of a payment's checkout address: a keyed hash of its transaction id, 128 bits. */
  private checkoutKey(transactionId: string): string {
    return createHmac('sha256', this.config.auth.jwtSecret)
      .update(`intouch-checkout:${transactionId}`)
      .digest('base64url')
      .slice(0, 22);
  }

  /** The merchant-payment service of a number: the one of its longest configured prefix, null when none. */
  private serviceCodeFor(phoneNumber: string): string | null {
    return this.settings.push.serviceCodes.find(({ prefix }) => phoneNumber.startsWith(prefix))?.serviceCode ?? null;
  }

  pushesTo(phoneNumber: string): boolean {
    const { agentLogin, agentPassword, digestUsername, digestPassword } = this.settings.push;
    const keys = Boolean(agentLogin && agentPassword && digestUsername && digestPassword);
    return keys && this.isConfigured() && this.serviceCodeFor(phoneNumber) !== null;
  }

  /**
   * The merchant payment, answered `INITIATED` once the operator has sent the request to the phone.
   * The number goes as its national digits, as InTouch's integrations send it; our transaction id is
   * `idFromClient`, which `check_status` and the callback name the payment by.
   */
  async push({ payment, customer, phoneNumber }: PushContext): Promise<PushSession> {
    const serviceCode = this.serviceCodeFor(phoneNumber);
    if (serviceCode === null)
      throw new ProviderRefusedError(this.provider, 'NO_SERVICE', 'no service for the number', {});
    const national = parsePhoneNumberFromString(phoneNumber)?.nationalNumber ?? phoneNumber.replace(/^\+/, '');
    const { apiUrl, agentLogin, agentPassword, digestUsername, digestPassword } = this.settings.push;
    const query = new URLSearchParams({ loginAgent: agentLogin ?? '', passwordAgent: agentPassword ?? '' });
    const { status: httpStatus, body } = await callProvider(
      this.provider,
      `${apiUrl}/${encodeURIComponent(this.settings.agencyCode ?? '')}/transaction?${query.toString()}`,
      {
        method: 'PUT',
        timeoutMs: this.config.payments.timeoutMs,
        digest: { username: digestUsername ?? '', password: digestPassword ?? '' },
        json: {
          idFromClient: payment.transactionId,
          additionnalInfos: {
            recipientEmail: customer.email,
            recipientFirstName: customer.firstName,
            recipientLastName: customer.lastName,
            destinataire: national,
          },
          amount: payment.amount,
          callback: `${this.config.payments.publicApiUrl}/api/payments/intouch/callback/`,
          recipientNumber: national,
          serviceCode,
        },
      },
    );
    if (httpStatus === 401 || httpStatus === 403) {
      throw new ProviderUnavailableError(this.provider, `credentials refused (HTTP ${httpStatus})`);
    }
    const status = readString(body.status).toUpperCase();
    // payment_events keeps the answer, and no number in clear: its rows are never erased.
    const payload = 'recipientNumber' in body ? { ...body, recipientNumber: maskRecipient(phoneNumber) } : body;
    if (httpStatus >= 200 && httpStatus < 300 && ['INITIATED', 'PENDING', 'SUCCESSFUL'].includes(status)) {
      return { providerToken: readString(body.idFromGU) || null, payload };
    }
    const reason = readString(body.detailMessage) || readString(body.message) || `HTTP ${httpStatus}`;
    throw new ProviderRefusedError(this.provider, status || `HTTP ${httpStatus}`, reason, payload);
  }

  async check(payment: ProviderPayment): Promise<ProviderVerdict> {
    const { agencyCode, partnerId, login, password } = this.settings;
    const { status: httpStatus, body } = await callProvider(
      this.provider,
      `${this.settings.apiUrl}/v1/${encodeURIComponent(agencyCode ?? '')}/check_status`,
      {
        method: 'POST',
        headers: { Authorization: basicAuthorization(login ?? '', password ?? '') },
        timeoutMs: this.config.payments.timeoutMs,
        json: {
          partner_id: partnerId,
          partner_transaction_id: payment.transactionId,
          login_api: login,
          password_api: password,
        },
      },
    );
    if (httpStatus === 401 || httpStatus === 403) {
      throw new ProviderUnavailableError(this.provider, `credentials refused (HTTP ${httpStatus})`);
    }
    const status = readString(body.status).toUpperCase();
    const verdict = (state: ProviderVerdict['state']): ProviderVerdict => ({
      state,
      amount: readAmount(body.amount),
      currency: null,
      rawStatus: `${status || 'UNKNOWN'}${httpStatus === 200 ? '' : ` (HTTP ${httpStatus})`}`,
      payload: body,
    });
    if (httpStatus === 200 && (status === 'SUCCESSFUL' || status === 'SUCCEED' || status === 'SUCCESS')) {
      return verdict('succeeded');
    }
    if (httpStatus === 200 && status === 'FAILED') return verdict('failed');
    if (httpStatus === 200 && status === 'EXPIRED') return verdict('expired');
    return verdict('pending');
  }
}
