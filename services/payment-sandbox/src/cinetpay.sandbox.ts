import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { CHECKOUT_SCENARIOS, type CheckoutScenario, type SandboxBehaviour } from './behaviour';
import { MESSAGES } from './messages';
import type { OutgoingRequest } from './notifier';
import { asRecord, fieldText, formatDateTime, isHttpUrl, randomDigits } from './provider-formats';
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

export interface CinetpayTransaction extends SandboxTransaction {
  transactionId: string;
  token: string;
  siteId: string;
  amount: number;
  currency: string;
  description: string;
  notifyUrl: string;
  returnUrl: string;
  channels: string;
  lang: string;
  metadata: string | null;
  customer: Record<string, string>;
  /** The notification's `signature` field: a token of its own, unlike the payment token. */
  signature: string;
  operatorId: string;
}

/** CinetPay answers every API call with HTTP 200 and a JSON body carrying a string code. */
export type CinetpayAnswer = Record<string, unknown>;

const CURRENCIES = ['XOF', 'XAF', 'CDF', 'GNF', 'USD'];
const CHANNELS = ['ALL', 'MOBILE_MONEY', 'CREDIT_CARD', 'WALLET'];
const REQUIRED_INIT_FIELDS = [
  'apikey',
  'site_id',
  'transaction_id',
  'amount',
  'currency',
  'description',
  'notify_url',
  'return_url',
] as const;
const CUSTOMER_FIELDS = [
  'customer_id',
  'customer_name',
  'customer_surname',
  'customer_email',
  'customer_phone_number',
  'customer_address',
  'customer_city',
  'customer_country',
  'customer_state',
  'customer_zip_code',
] as const;
const MINIMUM_AMOUNT = 100;
const PHONE_PREFIXES: Record<string, string> = { XOF: '225', XAF: '237' };

/** Status check answer and notification `cpm_error_message` for each state. */
const OUTCOMES: Record<SettlementState, { code: string; message: string; status: string }> = {
  open: { code: '662', message: 'WAITING_CUSTOMER_PAYMENT', status: 'WAITING_FOR_CUSTOMER' },
  waiting: { code: '662', message: 'WAITING_CUSTOMER_PAYMENT', status: 'WAITING_FOR_CUSTOMER' },
  pay: { code: '00', message: 'SUCCES', status: 'ACCEPTED' },
  refuse: { code: '600', message: 'PAYMENT_FAILED', status: 'REFUSED' },
  cancel: { code: '627', message: 'TRANSACTION_CANCEL', status: 'REFUSED' },
};

function apiResponseId(): string {
  return `${Math.floor(Date.now() / 1000)}.${String(randomInt(10_000)).padStart(4, '0')}`;
}

function answer(code: string, message: string, description: string): CinetpayAnswer {
  return { code, message, description, api_response_id: apiResponseId() };
}

const missingFields = (names: readonly string[]) =>
  answer('608', 'MINIMUM_REQUIRED_FIELDS', `Minimum required field: ${names.join(', ')}`);

/** A body that could not be read at all counts as missing fields too. */
export const unreadableRequest = (reason: string) => answer('608', 'MINIMUM_REQUIRED_FIELDS', reason);

/** CinetPay checkout API v2: payment initialisation, status check, hosted page decisions and notifications. */
export class CinetpaySandbox {
  private readonly byTransactionId = new Map<string, CinetpayTransaction>();
  private readonly byToken = new Map<string, CinetpayTransaction>();

  constructor(private readonly context: SandboxContext) {}

  private get credentials() {
    return this.context.credentials.cinetpay;
  }

  /** `POST /v2/payment`. */
  initialize(body: unknown): CinetpayAnswer {
    const request = asRecord(body);
    const field = (name: string) => fieldText(request[name]);
    const missing = REQUIRED_INIT_FIELDS.filter((name) => field(name) === undefined);
    if (missing.length > 0) return missingFields(missing);
    const apiKey = field('apikey');
    const siteId = field('site_id') ?? '';
    if (apiKey !== this.credentials.apiKey) return answer('609', 'AUTH_NOT_FOUND', 'Invalid apikey');
    if (!this.ownsSite(siteId)) return answer('613', 'ERROR_SITE_ID_NOTVALID', 'Invalid site_id');

    const amountText = field('amount') ?? '';
    const amount = Number(amountText);
    if (!/^\d+$/.test(amountText) || amount < MINIMUM_AMOUNT || amount % 5 !== 0) {
      return missingFields(['amount (an integer, a multiple of 5, at least 100)']);
    }
    const currency = field('currency') ?? '';
    if (!CURRENCIES.includes(currency)) return missingFields([`currency (one of ${CURRENCIES.join(', ')})`]);
    const notifyUrl = field('notify_url') ?? '';
    const returnUrl = field('return_url') ?? '';
    const badUrls = [...(isHttpUrl(notifyUrl) ? [] : ['notify_url']), ...(isHttpUrl(returnUrl) ? [] : ['return_url'])];
    if (badUrls.length > 0) return missingFields(badUrls.map((name) => `${name} (an http(s) URL)`));
    const channels = field('channels') ?? 'ALL';
    if (!channels.split(',').every((channel) => CHANNELS.includes(channel.trim()))) {
      return missingFields([`channels (${CHANNELS.join(', ')})`]);
    }
    if (request.metadata !== undefined && request.metadata !== null && typeof request.metadata !== 'string') {
      return missingFields(['metadata (a string)']);
    }
    const phone = field('customer_phone_number');
    if (field('lock_phone_number') === 'true' && !/^\+?\d{8,15}$/.test(phone ?? '')) {
      return answer('624', 'UNKNOWN_ERROR', 'An error occurred while processing the request');
    }
    const transactionId = field('transaction_id') ?? '';
    if (this.byTransactionId.has(transactionId)) {
      return answer('620', 'ERROR_DOUBLE_PAYEMNT', 'This transaction_id has already been used');
    }

    const token = randomBytes(32).toString('hex');
    const customer = Object.fromEntries(
      CUSTOMER_FIELDS.flatMap((name) => {
        const value = field(name);
        return value === undefined ? [] : [[name, value]];
      }),
    );
    const transaction: CinetpayTransaction = {
      ...newTransaction(),
      transactionId,
      token,
      siteId,
      amount,
      currency,
      description: field('description') ?? '',
      notifyUrl,
      returnUrl,
      channels,
      lang: field('lang') ?? 'fr',
      metadata: typeof request.metadata === 'string' ? request.metadata : null,
      customer,
      signature: randomBytes(16).toString('hex'),
      operatorId: `MP${formatDateTime(new Date()).slice(2, 10).replace(/-/g, '')}.${randomDigits(4)}.A${randomDigits(5)}`,
    };
    this.byTransactionId.set(transactionId, transaction);
    this.byToken.set(token, transaction);
    return {
      code: '201',
      message: 'CREATED',
      description: 'Transaction created with success',
      data: { payment_token: token, payment_url: this.checkoutUrl(transaction) },
      api_response_id: apiResponseId(),
    };
  }

  /** `POST /v2/payment/check`, by `transaction_id` or by payment `token` (older docs: `payment_token`). */
  check(body: unknown): CinetpayAnswer {
    const request = asRecord(body);
    const apiKey = fieldText(request.apikey);
    const siteId = fieldText(request.site_id);
    const reference = fieldText(request.transaction_id) ?? fieldText(request.token) ?? fieldText(request.payment_token);
    if (apiKey === undefined || siteId === undefined || reference === undefined) {
      return missingFields(['apikey', 'site_id', 'transaction_id or token']);
    }
    if (apiKey !== this.credentials.apiKey) return answer('609', 'AUTH_NOT_FOUND', 'Invalid apikey');
    if (!this.ownsSite(siteId)) return answer('613', 'ERROR_SITE_ID_NOTVALID', 'Invalid site_id');
    const transaction = this.find(reference);
    if (!transaction || transaction.siteId !== siteId) {
      return answer('624', 'UNKNOWN_ERROR', 'Transaction introuvable');
    }
    const state = settlementState(transaction);
    const outcome = OUTCOMES[state];
    const settlement = state === 'open' || state === 'waiting' ? null : transaction.settlement;
    const availability = settlement ? new Date(settlement.decidedAt.getTime() + 2 * 24 * 3600 * 1000) : null;
    return {
      code: outcome.code,
      message: outcome.message,
      data: {
        amount: String(reportedAmount(transaction.amount, behaviourFor(this.context, transaction))),
        currency: transaction.currency,
        status: outcome.status,
        payment_method: state === 'open' ? '' : 'OM',
        description: transaction.description,
        metadata: transaction.metadata,
        operator_id: state === 'pay' ? transaction.operatorId : null,
        payment_date: state === 'pay' && settlement ? formatDateTime(settlement.decidedAt) : ' ',
        fund_availability_date: availability ? `${formatDateTime(availability).slice(0, 10)} 00:00:00` : ' ',
      },
      api_response_id: apiResponseId(),
    };
  }

  /** A transaction by `transaction_id` or payment token. */
  find(reference: string): CinetpayTransaction | undefined {
    return this.byTransactionId.get(reference) ?? this.byToken.get(reference);
  }

  findByToken(token: string): CinetpayTransaction | undefined {
    return this.byToken.get(token);
  }

  checkoutUrl(transaction: CinetpayTransaction): string {
    return `${this.context.publicUrl()}/cinetpay/checkout/${transaction.token}`;
  }

  /** Where CinetPay sends the browser back: a form POST of `token` and `transaction_id` to return_url. */
  returnRedirect(transaction: CinetpayTransaction): SandboxRedirect {
    return {
      method: 'POST',
      url: transaction.returnUrl,
      fields: { token: transaction.token, transaction_id: transaction.transactionId },
    };
  }

  async decide(reference: string, decision: Decision, scenario: CheckoutScenario = 'normal'): Promise<SandboxRedirect> {
    const transaction = this.find(reference);
    if (!transaction) throw new SandboxRequestError(404, MESSAGES.errors.unknownTransaction);
    if (transaction.settlement) throw new SandboxRequestError(409, MESSAGES.errors.alreadySettled);
    transaction.overrides = CHECKOUT_SCENARIOS[scenario];
    const behaviour = behaviourFor(this.context, transaction);
    await this.context.notifier.settle('cinetpay', transaction, decision, behaviour, {
      ping: { method: 'GET', url: transaction.notifyUrl },
      waiting: this.notification(transaction, 'waiting', behaviour),
      final: this.notification(transaction, decision, behaviour),
    });
    return this.returnRedirect(transaction);
  }

  reset(): void {
    this.byTransactionId.clear();
    this.byToken.clear();
  }

  private ownsSite(siteId: string): boolean {
    return siteId === this.credentials.siteIdXof || siteId === this.credentials.siteIdXaf;
  }

  /** The IPN: the 16 documented form fields in order, signed by `x-token` over their concatenation. */
  private notification(
    transaction: CinetpayTransaction,
    state: SettlementState,
    behaviour: SandboxBehaviour,
  ): OutgoingRequest {
    const prefix = PHONE_PREFIXES[transaction.currency] ?? '225';
    const phone = (transaction.customer.customer_phone_number ?? '').replace(/\D/g, '');
    const fields: [string, string][] = [
      ['cpm_site_id', transaction.siteId],
      ['cpm_trans_id', transaction.transactionId],
      ['cpm_trans_date', formatDateTime(transaction.createdAt)],
      ['cpm_amount', String(reportedAmount(transaction.amount, behaviour))],
      ['cpm_currency', transaction.currency],
      ['signature', transaction.signature],
      ['payment_method', 'OM'],
      ['cel_phone_num', phone.startsWith(prefix) ? phone.slice(prefix.length) : phone || '0700000000'],
      ['cpm_phone_prefixe', prefix],
      ['cpm_language', transaction.lang],
      ['cpm_version', 'V4'],
      ['cpm_payment_config', 'Single'],
      ['cpm_page_action', 'Payment'],
      ['cpm_custom', transaction.metadata ?? ''],
      ['cpm_designation', transaction.description],
      ['cpm_error_message', OUTCOMES[state].message],
    ];
    const signed = fields.map(([, value]) => value).join('');
    return {
      method: 'POST',
      url: transaction.notifyUrl,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-token': createHmac('sha256', this.credentials.secretKey).update(signed, 'utf8').digest('hex'),
      },
      body: new URLSearchParams(fields).toString(),
    };
  }
}
