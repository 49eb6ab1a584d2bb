/** Why a message was sent: a sign-in code, a vote's receipt (SMS votes), a pushed payment's outcome. */
export type SmsPurpose = 'sign_in_code' | 'vote_receipt' | 'payment_receipt';

export interface SmsToSend {
  /** E.164, e.g. +2250701020304. */
  to: string;
  text: string;
  purpose: SmsPurpose;
}

export type SmsGatewayName = 'orange' | 'africastalking';

export type SmsStatus = 'queued' | 'sent' | 'delivered' | 'failed';

/** Today's budget (SMS_DAILY_BUDGET, per UTC day) is spent: nothing was sent, no row was written. */
export class SmsBudgetExhausted extends Error {
  constructor(readonly budget: number) {
    super(`The daily SMS budget (${budget}) is spent`);
    this.name = 'SmsBudgetExhausted';
  }
}

/** The gateway refused the message or did not answer in time: its row says failed, and why. */
export class SmsGatewayFailed extends Error {
  constructor(
    readonly messageId: number,
    readonly reason: string,
  ) {
    super(`SMS ${messageId} not sent: ${reason}`);
    this.name = 'SmsGatewayFailed';
  }
}
