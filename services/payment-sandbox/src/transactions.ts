import type { SandboxBehaviour } from './behaviour';

export type Decision = 'pay' | 'refuse' | 'cancel';

export const DECISIONS: readonly [Decision, ...Decision[]] = ['pay', 'refuse', 'cancel'];

export interface Settlement {
  decision: Decision;
  decidedAt: Date;
  /** When the decided status becomes visible to status checks; `null` while it is held back. */
  visibleAt: number | null;
}

/** What every provider's transaction has in common. */
export interface SandboxTransaction {
  createdAt: Date;
  /** The hosted page's scenario for this transaction, on top of the global behaviour. */
  overrides: Partial<SandboxBehaviour>;
  settlement: Settlement | null;
}

/** `open`: nobody decided yet; `waiting`: decided but not visible yet; otherwise the visible decision. */
export type SettlementState = 'open' | 'waiting' | Decision;

export function settlementState(transaction: SandboxTransaction, now = Date.now()): SettlementState {
  const { settlement } = transaction;
  if (!settlement) return 'open';
  return settlement.visibleAt !== null && settlement.visibleAt <= now ? settlement.decision : 'waiting';
}

/** Where the browser goes once the customer decided, as the hosted page would send it. */
export interface SandboxRedirect {
  method: 'GET' | 'POST';
  url: string;
  fields?: Record<string, string>;
}

/** A request the sandbox refuses; the control API answers it as JSON, hosted pages as a French page. */
export class SandboxRequestError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxRequestError';
  }
}

export function newTransaction(): SandboxTransaction {
  return { createdAt: new Date(), overrides: {}, settlement: null };
}

/** The amount a provider reports for a transaction, altered when `tamperAmount` is on. */
export function reportedAmount(amount: number, behaviour: SandboxBehaviour): number {
  return behaviour.tamperAmount ? amount + 1000 : amount;
}
