import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { SandboxBehaviour } from './behaviour';
import type { ProviderName, SandboxStats } from './sandbox-stats';
import type { Decision, SandboxTransaction, Settlement } from './transactions';

export interface OutgoingRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

/** What a provider sends its merchant once a customer decided. */
export interface DecisionNotifications {
  /** Sent once before anything else (CinetPay checks that notify_url answers). */
  ping?: OutgoingRequest;
  /** The notification with the waiting status, for providers that have one. */
  waiting?: OutgoingRequest;
  final: OutgoingRequest;
}

const DELIVERY_TIMEOUT_MS = 10_000;
const MIN_AFTER_RETURN_DELAY_MS = 300;

/** Resolves after `ms`, or with `false` as soon as the signal aborts. */
async function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  try {
    await sleep(Math.max(0, ms), undefined, { signal });
    return true;
  } catch {
    return false;
  }
}

/**
 * Records customers' decisions and delivers the notifications that follow them, with the timing
 * the behaviour asks for. Deliveries that fail are logged and never retried, like a provider whose
 * notification simply never arrives.
 */
export class Notifier {
  private controller = new AbortController();
  private readonly background = new Set<Promise<void>>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly stats: SandboxStats,
  ) {}

  /**
   * Settles the transaction and sends its notifications (`null`: the merchant gave no URL). Resolves
   * once they were delivered, or at once when they are due after the customer's return.
   */
  async settle(
    provider: ProviderName,
    transaction: SandboxTransaction,
    decision: Decision,
    behaviour: SandboxBehaviour,
    notifications: DecisionNotifications | null,
  ): Promise<void> {
    const visibleAt = Date.now() + behaviour.statusDelayMs;
    const sendWaiting = behaviour.firstWaiting && notifications?.waiting !== undefined;
    const settlement: Settlement = {
      decision,
      decidedAt: new Date(),
      visibleAt: sendWaiting && behaviour.notification !== 'none' ? null : visibleAt,
    };
    transaction.settlement = settlement;
    if (notifications === null || behaviour.notification === 'none') return;
    const delivery = this.deliver(provider, settlement, visibleAt, behaviour, notifications, this.controller.signal);
    if (behaviour.notification === 'before_return') {
      await delivery;
      return;
    }
    this.background.add(delivery);
    void delivery.finally(() => this.background.delete(delivery));
  }

  /** Abandons every pending notification (the transactions they were about are forgotten). */
  cancelPending(): void {
    this.controller.abort();
    this.controller = new AbortController();
  }

  async close(): Promise<void> {
    this.controller.abort();
    await Promise.all(this.background);
  }

  private async deliver(
    provider: ProviderName,
    settlement: Settlement,
    visibleAt: number,
    behaviour: SandboxBehaviour,
    notifications: DecisionNotifications,
    signal: AbortSignal,
  ): Promise<void> {
    const delay =
      behaviour.notification === 'after_return'
        ? Math.max(MIN_AFTER_RETURN_DELAY_MS, behaviour.notificationDelayMs)
        : behaviour.notificationDelayMs;
    if (!(await pause(delay, signal))) return;
    if (notifications.ping) await this.send(provider, notifications.ping, signal, false);
    if (behaviour.firstWaiting && notifications.waiting) {
      await this.send(provider, notifications.waiting, signal, true);
    }
    if (!(await pause(visibleAt - Date.now(), signal))) return;
    settlement.visibleAt ??= Date.now();
    await Promise.all(
      Array.from({ length: behaviour.duplicateNotifications }, () =>
        this.send(provider, notifications.final, signal, true),
      ),
    );
  }

  private async send(
    provider: ProviderName,
    request: OutgoingRequest,
    signal: AbortSignal,
    counted: boolean,
  ): Promise<void> {
    if (signal.aborted) return;
    if (counted) this.stats[provider].notifications += 1;
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.any([signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]),
      });
      await response.arrayBuffer();
      if (!response.ok) {
        this.log.warn(
          { provider, url: request.url, status: response.status },
          'notification refused by the merchant, not retried',
        );
      }
    } catch (error) {
      if (!signal.aborted) {
        this.log.warn({ provider, url: request.url, err: error }, 'notification not delivered, not retried');
      }
    }
  }
}
