import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { stringify } from 'qs';
import { CHECKOUT_SCENARIOS, type CheckoutScenario } from './behaviour';
import { MESSAGES } from './messages';
import type { OutgoingRequest } from './notifier';
import { asRecord, fieldText, isHttpUrl, randomAlphanumeric, wholeAmount } from './provider-formats';
import { behaviourFor, type SandboxContext } from './sandbox-context';
import {
  type Decision,
  newTransaction,
  reportedAmount,
  type SandboxRedirect,
  SandboxRequestError,
  type SandboxTransaction,
  settlementState,
  type SettlementState,
} from './transactions';

/** `test` invoices live under `/sandbox-api`, `live` ones under `/api`. */
export type PaydunyaMode = 'test' | 'live';

export const PAYDUNYA_API_PREFIXES: Record<PaydunyaMode, string> = { test: 'sandbox-api', live: 'api' };
export const PAYDUNYA_PAGE_PREFIXES: Record<PaydunyaMode, string> = { test: 'sandbox-checkout', live: 'checkout' };

type PaydunyaActions = Partial<Record<'callback_url' | 'return_url' | 'cancel_url', string>>;

export interface PaydunyaInvoice extends SandboxTransaction {
  token: string;
  mode: PaydunyaMode;
  totalAmount: number;
  description: string;
  items: Record<string, unknown>;
  taxes: Record<string, unknown>;
  customData: Record<string, unknown>;
  actions: PaydunyaActions;
  storeName: string;
}

/** PayDunya answers with HTTP 200 and a JSON body whose `response_code` is "00" on success. */
export type PaydunyaAnswer = Record<string, unknown>;

const STATUSES: Record<SettlementState, string> = {
  open: 'pending',
  waiting: 'pending',
  pay: 'completed',
  refuse: 'failed',
  cancel: 'cancelled',
};

const invalid = (text: string): PaydunyaAnswer => ({ response_code: '1003', response_text: text });
const notFound: PaydunyaAnswer = { response_code: '1002', response_text: 'Invoice Not Found' };

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** PayDunya "paiement avec redirection": checkout invoices, their confirmation, hosted page and IPN. */
export class PaydunyaSandbox {
  private readonly invoices = new Map<string, PaydunyaInvoice>();

  constructor(private readonly context: SandboxContext) {}

  private get credentials() {
    return this.context.credentials.paydunya;
  }

  /** `POST /{sandbox-api|api}/v1/checkout-invoice/create`. */
  create(mode: PaydunyaMode, headers: IncomingHttpHeaders, body: unknown): PaydunyaAnswer {
    const refused = this.authenticate(headers);
    if (refused) return refused;
    const request = asRecord(body);
    const invoice = asRecord(request.invoice);
    const totalAmount = wholeAmount(invoice.total_amount);
    if (totalAmount === null) return invalid('invoice.total_amount is required and must be a positive integer');
    const storeName = fieldText(asRecord(request.store).name);
    if (storeName === undefined) return invalid('store.name is required');
    const actions = asRecord(request.actions);
    const urls: PaydunyaActions = {};
    for (const name of ['callback_url', 'return_url', 'cancel_url'] as const) {
      const url = fieldText(actions[name]);
      if (url === undefined) continue;
      if (!isHttpUrl(url)) return invalid(`actions.${name} must be an http(s) URL`);
      urls[name] = url;
    }
    const customData = request.custom_data ?? {};
    if (asRecord(customData) !== customData) {
      return invalid('custom_data must be an object');
    }

    const token = `${mode === 'test' ? 'test_' : ''}${randomAlphanumeric(10)}`;
    const created: PaydunyaInvoice = {
      ...newTransaction(),
      token,
      mode,
      totalAmount,
      description: fieldText(invoice.description) ?? '',
      items: asRecord(invoice.items),
      taxes: asRecord(invoice.taxes),
      customData: asRecord(customData),
      actions: urls,
      storeName,
    };
    this.invoices.set(token, created);
    return {
      response_code: '00',
      response_text: this.pageUrl(created),
      description: 'Checkout Invoice Created',
      token,
    };
  }

  /** `GET /{sandbox-api|api}/v1/checkout-invoice/confirm/:token`. */
  confirm(mode: PaydunyaMode, headers: IncomingHttpHeaders, token: string): PaydunyaAnswer {
    const refused = this.authenticate(headers);
    if (refused) return refused;
    const invoice = this.find(mode, token);
    return invoice ? this.describe(invoice, STATUSES[settlementState(invoice)]) : notFound;
  }

  find(mode: PaydunyaMode, token: string): PaydunyaInvoice | undefined {
    const invoice = this.invoices.get(token);
    return invoice?.mode === mode ? invoice : undefined;
  }

  pageUrl(invoice: PaydunyaInvoice): string {
    return `${this.context.publicUrl()}/paydunya/${PAYDUNYA_PAGE_PREFIXES[invoice.mode]}/invoice/${invoice.token}`;
  }

  /** Where PayDunya sends the browser: return_url (cancel_url for a cancellation) with `?token=`, if given. */
  merchantRedirect(invoice: PaydunyaInvoice, decision: Decision): SandboxRedirect | null {
    const target = (decision === 'cancel' ? invoice.actions.cancel_url : undefined) ?? invoice.actions.return_url;
    if (target === undefined) return null;
    const url = new URL(target);
    url.searchParams.set('token', invoice.token);
    return { method: 'GET', url: url.toString() };
  }

  async decide(token: string, decision: Decision, scenario: CheckoutScenario = 'normal'): Promise<SandboxRedirect> {
    const invoice = this.invoices.get(token);
    if (!invoice) throw new SandboxRequestError(404, MESSAGES.errors.unknownTransaction);
    if (invoice.settlement) throw new SandboxRequestError(409, MESSAGES.errors.alreadySettled);
    invoice.overrides = CHECKOUT_SCENARIOS[scenario];
    const callbackUrl = invoice.actions.callback_url;
    const notifications =
      callbackUrl === undefined
        ? null
        : {
            waiting: this.notification(invoice, callbackUrl, STATUSES.waiting),
            final: this.notification(invoice, callbackUrl, STATUSES[decision]),
          };
    await this.context.notifier.settle(
      'paydunya',
      invoice,
      decision,
      behaviourFor(this.context, invoice),
      notifications,
    );
    // Without merchant URLs PayDunya keeps the customer on its own page, which then shows the outcome.
    return this.merchantRedirect(invoice, decision) ?? { method: 'GET', url: this.pageUrl(invoice) };
  }

  reset(): void {
    this.invoices.clear();
  }

  private authenticate(headers: IncomingHttpHeaders): PaydunyaAnswer | null {
    const { masterKey, privateKey, token } = this.credentials;
    if (header(headers, 'paydunya-master-key') !== masterKey) {
      return { response_code: '1001', response_text: 'Invalid Masterkey Specified' };
    }
    if (header(headers, 'paydunya-private-key') !== privateKey) {
      return { response_code: '1001', response_text: 'Invalid PrivateKey Specified' };
    }
    if (header(headers, 'paydunya-token') !== token) {
      return { response_code: '1001', response_text: 'Invalid Token Specified' };
    }
    return null;
  }

  /** The IPN: the confirm answer as a PHP-style nested form under `data`. */
  private notification(invoice: PaydunyaInvoice, url: string, status: string): OutgoingRequest {
    return {
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: stringify({ data: this.describe(invoice, status) }),
    };
  }

  /** The confirm answer, also the IPN's `data`. */
  private describe(invoice: PaydunyaInvoice, status: string): PaydunyaAnswer {
    const completed = status === 'completed';
    return {
      response_code: '00',
      response_text: 'Transaction Found',
      hash: createHash('sha512').update(this.credentials.masterKey, 'utf8').digest('hex'),
      invoice: {
        token: invoice.token,
        items: invoice.items,
        taxes: invoice.taxes,
        total_amount: String(reportedAmount(invoice.totalAmount, behaviourFor(this.context, invoice))),
        description: invoice.description,
      },
      custom_data: invoice.customData,
      actions: invoice.actions,
      mode: invoice.mode,
      status,
      fail_reason: status === 'failed' ? MESSAGES.errors.paydunyaFailReason : '',
      ...(completed
        ? {
            customer: {
              name: 'Client Bac à sable',
              phone: '770000000',
              email: 'client@sandbox.paydunya.local',
              payment_method: 'orange-money-senegal',
            },
            receipt_url: this.pageUrl(invoice),
          }
        : {}),
    };
  }
}
