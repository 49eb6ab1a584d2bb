import type { SandboxBehaviour } from './behaviour';
import { DigestChallenges } from './http-digest';
import { MESSAGES } from './messages';
import type { OutgoingRequest } from './notifier';
import { asRecord, fieldText, isHttpUrl, wholeAmount } from './provider-formats';
import { behaviourFor, type SandboxContext } from './sandbox-context';
import {
  type Decision,
  newTransaction,
  reportedAmount,
  SandboxRequestError,
  type SandboxTransaction,
  settlementState,
} from './transactions';

/** InTouch's merchant-payment services the sandbox knows: the operator and the country's dial code. */
export const PUSH_SERVICES: Readonly<Record<string, { dialCode: string; operator: string }>> = {
  PAIEMENTMARCHANDOMPAYCIDIRECT: { dialCode: '225', operator: 'Orange Money' },
  PAIEMENTMARCHAND_MTN_CI: { dialCode: '225', operator: 'MTN MoMo' },
  PAIEMENTMARCHAND_MOOV_CI: { dialCode: '225', operator: 'Moov Money' },
  PAIEMENTMARCHANDOM: { dialCode: '221', operator: 'Orange Money' },
  BF_PAIEMENTMARCHAND_OM_TP: { dialCode: '226', operator: 'Orange Money' },
};

/** The PIN that simulates a wallet without enough money. */
export const INSUFFICIENT_FUNDS_PIN = '0000';

export type PushStatus = 'INITIATED' | 'PENDING' | 'SUCCESSFUL' | 'FAILED' | 'EXPIRED';

export interface IntouchPush extends SandboxTransaction {
  idFromClient: string;
  idFromGU: string;
  amount: number;
  serviceCode: string;
  /** As the merchant sent it: the national digits. */
  recipientNumber: string;
  /** The same number in E.164, from the service's country. */
  phoneNumber: string;
  callback: string;
  expiresAt: number;
  /** Why it failed, once it did. */
  failure: 'refused' | 'insufficient_funds' | null;
}

export interface PushAnswer {
  statusCode: number;
  headers?: Record<string, string>;
  body: Record<string, unknown>;
}

/** What the phone's page and the control API show of a push. */
export interface PushView {
  id_from_client: string;
  id_from_gu: string;
  amount: number;
  service_code: string;
  operator: string;
  phone_number: string;
  status: PushStatus;
}

/** The digits of a number however it is written (+225 07…, 22507…, 07…). */
const digitsOf = (number: string) => number.replace(/\D/g, '');

/**
 * InTouch's TouchPay API "paiement marchand": the merchant asks (PUT with HTTP Digest, its agent
 * login in the query) for a payment from a mobile-money number; the request waits on that phone
 * (`INITIATED`) until the payer confirms with their PIN (`SUCCESSFUL`, or `FAILED` for "0000", the
 * wallet without enough money) or refuses (`FAILED`); a request left unanswered expires (`EXPIRED`,
 * after `pushExpiryMs`, without a callback: the phone never answered). An answer is called back to
 * the request's `callback` (POST, JSON, the merchant's HTTP Basic credentials), and `check_status`
 * reports it by the merchant's `idFromClient`.
 */
export class IntouchPushSandbox {
  private readonly pushes = new Map<string, IntouchPush>();
  private readonly digest = new DigestChallenges('TouchPay API');

  constructor(
    private readonly context: SandboxContext,
    /** InTouch's ids, shared with TouchPay's checkouts: one sequence for both. */
    private readonly nextGuTransactionId: () => string,
  ) {}

  private get credentials() {
    return this.context.credentials.intouch;
  }

  /** `PUT …/touchpayapi/v1/:agencyCode/transaction?loginAgent=…&passwordAgent=…`. */
  request(
    agencyCode: string,
    query: unknown,
    uri: string,
    authorization: string | undefined,
    body: unknown,
  ): PushAnswer {
    const { agencyCode: expectedAgency, agentLogin, agentPassword, digestUsername, digestPassword } = this.credentials;
    const credentials = { username: digestUsername, password: digestPassword };
    if (!this.digest.verify('PUT', uri, authorization, credentials)) {
      return {
        statusCode: 401,
        headers: { 'www-authenticate': this.digest.challenge() },
        body: { status: 401, error: 'Unauthorized', message: MESSAGES.intouch.unauthorized },
      };
    }
    const agent = asRecord(query);
    if (
      agencyCode !== expectedAgency ||
      fieldText(agent.loginAgent) !== agentLogin ||
      fieldText(agent.passwordAgent) !== agentPassword
    ) {
      return { statusCode: 403, body: { status: 'FAILED', detailMessage: MESSAGES.intouch.unauthorized } };
    }

    const fields = asRecord(body);
    const idFromClient = fieldText(fields.idFromClient)?.trim() ?? '';
    const amount = wholeAmount(fields.amount);
    const recipientNumber = fieldText(fields.recipientNumber)?.trim() ?? '';
    const serviceCode = fieldText(fields.serviceCode)?.trim() ?? '';
    const callback = fieldText(fields.callback)?.trim() ?? '';
    const invalid = [
      ...(idFromClient === '' ? ['idFromClient'] : []),
      ...(amount === null ? ['amount'] : []),
      ...(/^\d{6,15}$/.test(recipientNumber) ? [] : ['recipientNumber']),
      ...(serviceCode === '' ? ['serviceCode'] : []),
      ...(isHttpUrl(callback) ? [] : ['callback']),
    ];
    if (invalid.length > 0) {
      return { statusCode: 400, body: { status: 'FAILED', detailMessage: MESSAGES.push.invalid(invalid) } };
    }
    const service = PUSH_SERVICES[serviceCode];
    if (!service) {
      return { statusCode: 400, body: { status: 'FAILED', detailMessage: MESSAGES.push.unknownService(serviceCode) } };
    }
    if (this.pushes.has(idFromClient)) {
      return { statusCode: 409, body: { status: 'FAILED', detailMessage: MESSAGES.push.duplicate } };
    }

    const push: IntouchPush = {
      ...newTransaction(),
      idFromClient,
      idFromGU: this.nextGuTransactionId(),
      amount: amount!,
      serviceCode,
      recipientNumber,
      phoneNumber: `+${service.dialCode}${recipientNumber}`,
      callback,
      expiresAt: Date.now() + this.context.behaviour.get().pushExpiryMs,
      failure: null,
    };
    this.pushes.set(idFromClient, push);
    return { statusCode: 200, body: { ...this.describe(push), fees: 0 } };
  }

  find(idFromClient: string): IntouchPush | undefined {
    return this.pushes.get(idFromClient);
  }

  statusOf(push: IntouchPush, now = Date.now()): PushStatus {
    if (!push.settlement && now >= push.expiresAt) return 'EXPIRED';
    const state = settlementState(push, now);
    if (state === 'open') return 'INITIATED';
    if (state === 'waiting') return 'PENDING';
    return state === 'pay' ? 'SUCCESSFUL' : 'FAILED';
  }

  /** The pushes sent to a number (E.164 or national digits), newest first; all of them without a number. */
  list(number?: string): PushView[] {
    const digits = number === undefined ? null : digitsOf(number);
    return [...this.pushes.values()]
      .filter((push) => digits === null || [digitsOf(push.phoneNumber), push.recipientNumber].includes(digits))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.idFromGU.localeCompare(a.idFromGU))
      .map((push) => ({
        id_from_client: push.idFromClient,
        id_from_gu: push.idFromGU,
        amount: push.amount,
        service_code: push.serviceCode,
        operator: PUSH_SERVICES[push.serviceCode].operator,
        phone_number: push.phoneNumber,
        status: this.statusOf(push),
      }));
  }

  /** The payer types their PIN: 4 digits, "0000" for a wallet without enough money. */
  async confirm(idFromClient: string, pin: string): Promise<PushStatus> {
    if (!/^\d{4}$/.test(pin)) throw new SandboxRequestError(400, MESSAGES.push.invalidPin);
    const insufficient = pin === INSUFFICIENT_FUNDS_PIN;
    return this.answer(idFromClient, insufficient ? 'refuse' : 'pay', insufficient ? 'insufficient_funds' : null);
  }

  /** The payer refuses the request. */
  refuse(idFromClient: string): Promise<PushStatus> {
    return this.answer(idFromClient, 'refuse', 'refused');
  }

  reset(): void {
    this.pushes.clear();
    this.digest.reset();
  }

  private async answer(idFromClient: string, decision: Decision, failure: IntouchPush['failure']): Promise<PushStatus> {
    const push = this.pushes.get(idFromClient);
    if (!push) throw new SandboxRequestError(404, MESSAGES.push.unknownRequest);
    if (push.settlement) throw new SandboxRequestError(409, MESSAGES.push.answered);
    if (this.statusOf(push) === 'EXPIRED') throw new SandboxRequestError(409, MESSAGES.push.expired);
    push.failure = failure;
    const behaviour = behaviourFor(this.context, push);
    await this.context.notifier.settle('intouch', push, decision, behaviour, {
      waiting: this.callback(push, 'PENDING', behaviour),
      final: this.callback(push, decision === 'pay' ? 'SUCCESSFUL' : 'FAILED', behaviour),
    });
    return this.statusOf(push);
  }

  /** The push as the API describes a transaction (the PUT's answer, the callback). */
  private describe(push: IntouchPush, behaviour?: SandboxBehaviour): Record<string, unknown> {
    return {
      idFromClient: push.idFromClient,
      idFromGU: push.idFromGU,
      amount: behaviour ? reportedAmount(push.amount, behaviour) : push.amount,
      serviceCode: push.serviceCode,
      recipientNumber: push.recipientNumber,
      dateTime: push.createdAt.getTime(),
      status: this.statusOf(push),
    };
  }

  private callback(push: IntouchPush, status: PushStatus, behaviour: SandboxBehaviour): OutgoingRequest {
    const { callbackUsername, callbackPassword } = this.credentials;
    const failure =
      push.failure === 'insufficient_funds' ? MESSAGES.push.insufficientFunds : MESSAGES.push.refusedByPayer;
    return {
      method: 'POST',
      url: push.callback,
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${callbackUsername}:${callbackPassword}`, 'utf8').toString('base64')}`,
      },
      body: JSON.stringify({
        ...this.describe(push, behaviour),
        fees: 0,
        status,
        ...(status === 'FAILED' ? { message: failure } : {}),
      }),
    };
  }
}
