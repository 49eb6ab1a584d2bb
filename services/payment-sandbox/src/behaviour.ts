import { z } from 'zod';

export type ProviderFailure = 'error' | 'timeout';

/** How the sandbox (mis)behaves; changeable at run time through `/_sandbox/behaviour`. */
export interface SandboxBehaviour {
  /**
   * `before_return`: notifications are sent (and awaited) before the browser is sent back;
   * `after_return`: the browser goes back at once, notifications follow `notificationDelayMs` later
   * (at least 300 ms); `none`: no notification at all.
   */
  notification: 'before_return' | 'after_return' | 'none';
  /** How many times the final notification is sent, concurrently. */
  duplicateNotifications: number;
  notificationDelayMs: number;
  /** Send a notification with the waiting status first; checks answer "waiting" until the final one goes out. */
  firstWaiting: boolean;
  /** The decided status becomes visible to checks only this long after the decision. */
  statusDelayMs: number;
  /** Checks, notifications and callbacks report the amount plus 1000. */
  tamperAmount: boolean;
  initFailure: ProviderFailure | null;
  checkFailure: ProviderFailure | null;
  /** `null`: `checkFailure` lasts until changed; `n`: only the next n checks fail. */
  checkFailuresRemaining: number | null;
  /** A payment pushed to a phone and neither confirmed nor refused within this time expires. */
  pushExpiryMs: number;
}

export const DEFAULT_BEHAVIOUR: Readonly<SandboxBehaviour> = Object.freeze({
  notification: 'before_return',
  duplicateNotifications: 1,
  notificationDelayMs: 0,
  firstWaiting: false,
  statusDelayMs: 0,
  tamperAmount: false,
  initFailure: null,
  checkFailure: null,
  checkFailuresRemaining: null,
  pushExpiryMs: 120_000,
});

const failure = z.enum(['error', 'timeout']).nullable();
const milliseconds = z.number().int().min(0).max(3_600_000);

const behaviourChangeSchema = z
  .object({
    notification: z.enum(['before_return', 'after_return', 'none']),
    duplicateNotifications: z.number().int().min(1).max(50),
    notificationDelayMs: milliseconds,
    firstWaiting: z.boolean(),
    statusDelayMs: milliseconds,
    tamperAmount: z.boolean(),
    initFailure: failure,
    checkFailure: failure,
    checkFailuresRemaining: z.number().int().min(1).nullable(),
    pushExpiryMs: z.number().int().min(100).max(3_600_000),
  })
  .strict()
  .partial() satisfies z.ZodType<Partial<SandboxBehaviour>>;

/** What a person can pick on a hosted page for one transaction, on top of the global behaviour. */
export const CHECKOUT_SCENARIOS = {
  normal: {},
  duplicate: { duplicateNotifications: 2 },
  no_notification: { notification: 'none' },
  notification_after_return: { notification: 'after_return', notificationDelayMs: 5_000 },
  waiting_first: { firstWaiting: true, statusDelayMs: 5_000 },
  late_status: { notification: 'after_return', statusDelayMs: 10_000 },
  tampered_amount: { tamperAmount: true },
} as const satisfies Record<string, Partial<SandboxBehaviour>>;

export type CheckoutScenario = keyof typeof CHECKOUT_SCENARIOS;

export const checkoutScenarioSchema = z.enum(
  Object.keys(CHECKOUT_SCENARIOS) as [CheckoutScenario, ...CheckoutScenario[]],
);

export class BehaviourStore {
  private current: SandboxBehaviour = { ...DEFAULT_BEHAVIOUR };

  get(): SandboxBehaviour {
    return { ...this.current };
  }

  /** Applies a partial change (validated; throws a ZodError on bad input) and returns the full behaviour. */
  change(change: unknown): SandboxBehaviour {
    this.current = { ...this.current, ...behaviourChangeSchema.parse(change) };
    return this.get();
  }

  reset(): void {
    this.current = { ...DEFAULT_BEHAVIOUR };
  }

  /** The failure the current status check must simulate, counted against `checkFailuresRemaining`. */
  takeCheckFailure(): ProviderFailure | null {
    const { checkFailure, checkFailuresRemaining } = this.current;
    if (checkFailure === null || checkFailuresRemaining === null) return checkFailure;
    this.current =
      checkFailuresRemaining > 1
        ? { ...this.current, checkFailuresRemaining: checkFailuresRemaining - 1 }
        : { ...this.current, checkFailure: null, checkFailuresRemaining: null };
    return checkFailure;
  }

  /** The fields where the global behaviour differs from the default (shown on the hosted pages). */
  changedFields(): Partial<SandboxBehaviour> {
    return Object.fromEntries(
      Object.entries(this.current).filter(
        ([name, value]) => DEFAULT_BEHAVIOUR[name as keyof SandboxBehaviour] !== value,
      ),
    );
  }
}
