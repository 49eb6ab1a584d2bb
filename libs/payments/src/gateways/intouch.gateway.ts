import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import type { PaymentRow, ProviderVerdict } from '../payment.types';
import type { CheckoutContext, CheckoutSession, PaymentGateway } from './payment-gateway';
import { callProvider, ProviderUnavailableError, readAmount, readString } from './provider-http';
import { basicAuthorization } from './secrets';

/**
 * InTouch TouchPay: the customer pays on TouchPay's page, opened by TouchPay's script from a page
 * of ours (`/api/payments/intouch/checkout/{transaction_id}/`); there is no server-side creation
 * call. The status comes from the GU API `check_status` with our transaction id.
 */
@Injectable()
export class IntouchGateway implements PaymentGateway {
  readonly provider = 'intouch' as const;
  readonly label = 'InTouch';

  constructor(private readonly config: AppConfig) {}

  get settings() {
    return this.config.payments.intouch;
  }

  isConfigured(): boolean {
    const { agencyCode, partnerId, login, password, secureCode, callbackUsername, callbackPassword } = this.settings;
    return Boolean(agencyCode && partnerId && login && password && secureCode && callbackUsername && callbackPassword);
  }

  initialize({ payment }: CheckoutContext): Promise<CheckoutSession> {
    const checkoutUrl = `${this.config.payments.publicApiUrl}/api/payments/intouch/checkout/${encodeURIComponent(payment.transactionId)}/`;
    return Promise.resolve({ checkoutUrl, providerToken: null, payload: { checkout_url: checkoutUrl } });
  }

  async check(payment: PaymentRow): Promise<ProviderVerdict> {
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
