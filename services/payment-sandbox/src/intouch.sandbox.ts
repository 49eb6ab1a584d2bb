import { CHECKOUT_SCENARIOS, type CheckoutScenario, type SandboxBehaviour } from './behaviour';
import { IntouchPushSandbox } from './intouch-push.sandbox';
import { MESSAGES } from './messages';
import type { OutgoingRequest } from './notifier';
import { asRecord, fieldText, formatDateTime, isHttpUrl } from './provider-formats';
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

/** The parameters of TouchPay's `sendPaymentInfos`, in order. */
export const TOUCHPAY_PARAMETERS = [
  'order_number',
  'agency_code',
  'secure_code',
  'domain_name',
  'url_redirection_success',
  'url_redirection_failed',
  'amount',
  'city',
  'email',
  'clientFirstName',
  'clientLastName',
  'clientPhone',
] as const;

export interface IntouchTransaction extends SandboxTransaction {
  orderNumber: string;
  guTransactionId: string;
  amount: number;
  domainName: string;
  successUrl: string;
  failedUrl: string;
  clientName: string;
  clientPhone: string;
}

export interface IntouchAnswer {
  statusCode: number;
  body: Record<string, unknown>;
}

const SERVICE_ID = 'INTOUCH_SANDBOX';

const STATUSES: Record<SettlementState, string> = {
  open: 'INITIATED',
  waiting: 'PENDING',
  pay: 'SUCCESSFUL',
  refuse: 'FAILED',
  cancel: 'FAILED',
};

function basicAuthorization(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}

/** InTouch amounts are decimals written with at least one decimal digit ("5000.0"). */
function decimal(amount: number): string {
  return Number.isInteger(amount) ? amount.toFixed(1) : String(amount);
}

/**
 * InTouch TouchPay: hosted checkout opened by touchpay.js, callback to the merchant, GU `check_status`;
 * and the TouchPay API's payments pushed to a phone (`pushes`), which `check_status` reports too.
 */
export class IntouchSandbox {
  private readonly transactions = new Map<string, IntouchTransaction>();
  private lastGuTransactionId = 0;
  readonly pushes: IntouchPushSandbox;

  constructor(private readonly context: SandboxContext) {
    this.pushes = new IntouchPushSandbox(context, () => this.nextGuTransactionId());
  }

  private get credentials() {
    return this.context.credentials.intouch;
  }

  /**
   * Registers the transaction a checkout opens (`sendPaymentInfos` parameters); opening the same
   * order number again gives back the same transaction.
   */
  open(parameters: unknown): IntouchTransaction {
    const values = asRecord(parameters);
    const value = (name: (typeof TOUCHPAY_PARAMETERS)[number]) => fieldText(values[name])?.trim() ?? '';
    if (value('agency_code') !== this.credentials.agencyCode || value('secure_code') !== this.credentials.secureCode) {
      throw new SandboxRequestError(400, MESSAGES.errors.intouchBadCodes);
    }
    const orderNumber = value('order_number');
    const existing = this.transactions.get(orderNumber);
    if (existing) return existing;

    const amount = Number(value('amount'));
    const successUrl = value('url_redirection_success');
    const failedUrl = value('url_redirection_failed');
    const invalid = [
      ...(orderNumber === '' ? ['order_number'] : []),
      ...(Number.isFinite(amount) && amount > 0 ? [] : ['amount']),
      ...(isHttpUrl(successUrl) ? [] : ['url_redirection_success']),
      ...(isHttpUrl(failedUrl) ? [] : ['url_redirection_failed']),
    ];
    if (invalid.length > 0) throw new SandboxRequestError(400, MESSAGES.errors.intouchMissing(invalid));

    const transaction: IntouchTransaction = {
      ...newTransaction(),
      orderNumber,
      guTransactionId: this.nextGuTransactionId(),
      amount,
      domainName: value('domain_name'),
      successUrl,
      failedUrl,
      clientName: [value('clientFirstName'), value('clientLastName')].filter(Boolean).join(' '),
      clientPhone: value('clientPhone'),
    };
    this.transactions.set(orderNumber, transaction);
    return transaction;
  }

  /** `POST /v1/:agencyCode/check_status` (Basic auth plus the API login in the body). */
  checkStatus(agencyCode: string, authorization: string | undefined, body: unknown): IntouchAnswer {
    const { agencyCode: expectedAgency, partnerId, login, password } = this.credentials;
    const request = asRecord(body);
    const authenticated =
      agencyCode === expectedAgency &&
      authorization === basicAuthorization(login, password) &&
      fieldText(request.partner_id) === partnerId &&
      fieldText(request.login_api) === login &&
      fieldText(request.password_api) === password;
    if (!authenticated) {
      return { statusCode: 401, body: { status: 'UNAUTHORIZED', message: MESSAGES.intouch.unauthorized } };
    }
    const reference = fieldText(request.partner_transaction_id);
    if (reference === undefined) {
      return { statusCode: 400, body: { status: 'BAD_REQUEST', message: MESSAGES.intouch.missingTransactionId } };
    }
    const push = this.transactions.has(reference) ? undefined : this.pushes.find(reference);
    if (push) {
      return {
        statusCode: 200,
        body: {
          service_id: push.serviceCode,
          gu_transaction_id: push.idFromGU,
          status: this.pushes.statusOf(push),
          transaction_date: formatDateTime(push.createdAt),
          recipient_id: push.recipientNumber,
          amount: reportedAmount(push.amount, behaviourFor(this.context, push)),
          recipient_invoice_id: push.idFromClient,
        },
      };
    }
    const transaction = this.transactions.get(reference);
    if (!transaction) return { statusCode: 404, body: { status: 'NOT_FOUND', message: MESSAGES.intouch.notFound } };
    return {
      statusCode: 200,
      body: {
        service_id: SERVICE_ID,
        gu_transaction_id: transaction.guTransactionId,
        status: STATUSES[settlementState(transaction)],
        transaction_date: formatDateTime(transaction.createdAt),
        recipient_id: transaction.clientPhone,
        amount: reportedAmount(transaction.amount, behaviourFor(this.context, transaction)),
        recipient_invoice_id: transaction.orderNumber,
      },
    };
  }

  checkoutUrl(): string {
    return `${this.context.publicUrl()}/intouch/checkout`;
  }

  /** TouchPay sends the browser to the merchant's success or failure page. */
  returnRedirect(transaction: IntouchTransaction, decision: Decision): SandboxRedirect {
    return { method: 'GET', url: decision === 'pay' ? transaction.successUrl : transaction.failedUrl };
  }

  async decide(
    orderNumber: string,
    decision: Decision,
    scenario: CheckoutScenario = 'normal',
  ): Promise<SandboxRedirect> {
    const transaction = this.transactions.get(orderNumber);
    if (!transaction) throw new SandboxRequestError(404, MESSAGES.errors.unknownTransaction);
    if (transaction.settlement) throw new SandboxRequestError(409, MESSAGES.errors.alreadySettled);
    transaction.overrides = CHECKOUT_SCENARIOS[scenario];
    const behaviour = behaviourFor(this.context, transaction);
    await this.context.notifier.settle('intouch', transaction, decision, behaviour, {
      final: this.callback(transaction, decision, behaviour),
    });
    return this.returnRedirect(transaction, decision);
  }

  reset(): void {
    this.transactions.clear();
    this.pushes.reset();
  }

  /** The TouchPay callback: a GET with the outcome in the query, authenticated with HTTP Basic. */
  private callback(transaction: IntouchTransaction, decision: Decision, behaviour: SandboxBehaviour): OutgoingRequest {
    const amount = decimal(reportedAmount(transaction.amount, behaviour));
    const url = new URL(this.context.intouchCallbackUrl);
    const query: Record<string, string> = {
      payment_mode: SERVICE_ID,
      paid_sum: amount,
      paid_amount: amount,
      payment_token: transaction.guTransactionId,
      payment_status: decision === 'pay' ? '200' : '420',
      command_number: transaction.orderNumber,
      payment_validation_date: String(Date.now()),
    };
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const { callbackUsername, callbackPassword } = this.credentials;
    return {
      method: 'GET',
      url: url.toString(),
      headers: { authorization: basicAuthorization(callbackUsername, callbackPassword) },
    };
  }

  /** GU transaction ids are millisecond timestamps, kept unique here. */
  private nextGuTransactionId(): string {
    this.lastGuTransactionId = Math.max(Date.now(), this.lastGuTransactionId + 1);
    return String(this.lastGuTransactionId);
  }
}
