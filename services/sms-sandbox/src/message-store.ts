import { randomUUID } from 'node:crypto';

export type SandboxGateway = 'orange' | 'africastalking';

export interface SandboxMessage {
  id: string;
  gateway: SandboxGateway;
  to: string;
  from: string;
  text: string;
  sentAt: string;
  status: 'sent' | 'delivered' | 'failed';
}

/**
 * How the sandbox answers: a delay before the send endpoints answer (a slow or dead gateway), the
 * receipts' outcome; how long a USSD session lasts before the network ends it (about 2 minutes).
 */
export interface SmsSandboxBehaviour {
  answerDelayMs: number;
  receiptDelayMs: number;
  deliver: boolean;
  ussdSessionMs: number;
}

export const DEFAULT_BEHAVIOUR: SmsSandboxBehaviour = {
  answerDelayMs: 0,
  receiptDelayMs: 200,
  deliver: true,
  ussdSessionMs: 120_000,
};

/** What the sandbox counts, for tests: tokens issued, messages accepted, receipts posted. */
export interface SmsSandboxStats {
  orangeTokens: number;
  sent: number;
  receiptsPosted: number;
  receiptsFailed: number;
}

/** The messages received, in memory, newest last; the behaviour and the counters. */
export class MessageStore {
  private messages: SandboxMessage[] = [];
  behaviour: SmsSandboxBehaviour = { ...DEFAULT_BEHAVIOUR };
  stats: SmsSandboxStats = { orangeTokens: 0, sent: 0, receiptsPosted: 0, receiptsFailed: 0 };

  add(message: Omit<SandboxMessage, 'id' | 'sentAt' | 'status'>): SandboxMessage {
    const stored: SandboxMessage = { ...message, id: randomUUID(), sentAt: new Date().toISOString(), status: 'sent' };
    this.messages.push(stored);
    this.stats.sent += 1;
    return stored;
  }

  /** Newest first; only those sent to `to` when given. */
  list(to?: string): SandboxMessage[] {
    return this.messages.filter((message) => to === undefined || message.to === to).reverse();
  }

  reset(): void {
    this.messages = [];
    this.behaviour = { ...DEFAULT_BEHAVIOUR };
    this.stats = { orangeTokens: 0, sent: 0, receiptsPosted: 0, receiptsFailed: 0 };
  }
}
