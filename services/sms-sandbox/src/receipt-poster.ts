import type { FastifyBaseLogger } from 'fastify';
import type { MessageStore } from './message-store';

/** Posts delivery receipts a moment after a message was accepted, as a gateway does; stops on close. */
export class ReceiptPoster {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly store: MessageStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  later(url: string, body: { json: unknown } | { form: Record<string, string> }): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.post(url, body);
    }, this.store.behaviour.receiptDelayMs);
    this.timers.add(timer);
  }

  private async post(url: string, body: { json: unknown } | { form: Record<string, string> }): Promise<void> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'json' in body ? 'application/json' : 'application/x-www-form-urlencoded' },
        body: 'json' in body ? JSON.stringify(body.json) : new URLSearchParams(body.form).toString(),
        signal: AbortSignal.timeout(5_000),
      });
      await response.body?.cancel();
      if (response.ok) this.store.stats.receiptsPosted += 1;
      else this.store.stats.receiptsFailed += 1;
      if (!response.ok) this.log.warn(`Receipt to ${url} answered HTTP ${response.status}`);
    } catch (error) {
      this.store.stats.receiptsFailed += 1;
      this.log.warn(`Receipt to ${url} not delivered: ${String(error)}`);
    }
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
