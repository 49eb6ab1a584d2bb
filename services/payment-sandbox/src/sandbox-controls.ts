import type { SandboxBehaviour } from './behaviour';
import type { CinetpaySandbox } from './cinetpay.sandbox';
import type { PushStatus, PushView } from './intouch-push.sandbox';
import type { IntouchSandbox } from './intouch.sandbox';
import type { PaydunyaSandbox } from './paydunya.sandbox';
import type { SandboxContext } from './sandbox-context';
import { emptyStats, type ProviderName, type SandboxStats } from './sandbox-stats';
import type { Decision, SandboxRedirect } from './transactions';

export interface SandboxProviders {
  cinetpay: CinetpaySandbox;
  paydunya: PaydunyaSandbox;
  intouch: IntouchSandbox;
}

/** What tests and the `/_sandbox` API do to the sandbox. */
export class SandboxControls {
  constructor(
    private readonly context: SandboxContext,
    private readonly providers: SandboxProviders,
  ) {}

  behaviour(): SandboxBehaviour {
    return this.context.behaviour.get();
  }

  /** Changes part of the behaviour (validated: a ZodError on bad input) and returns all of it. */
  behave(change: unknown): SandboxBehaviour {
    return this.context.behaviour.change(change);
  }

  /** Default behaviour, no transactions, no pending notifications, counters at zero. */
  reset(): void {
    this.context.behaviour.reset();
    this.context.notifier.cancelPending();
    const { cinetpay, paydunya, intouch } = this.providers;
    for (const provider of [cinetpay, paydunya, intouch]) provider.reset();
    Object.assign(this.context.stats, emptyStats());
  }

  /** Does what the hosted page's button does and tells where the browser would be sent. */
  decide(provider: ProviderName, reference: string, decision: Decision): Promise<SandboxRedirect> {
    return this.providers[provider].decide(reference, decision);
  }

  /** Opens an InTouch transaction as the hosted page does when touchpay.js sends the browser there. */
  openIntouch(parameters: unknown): { order_number: string; gu_transaction_id: string } {
    const transaction = this.providers.intouch.open(parameters);
    return { order_number: transaction.orderNumber, gu_transaction_id: transaction.guTransactionId };
  }

  /** The payments pushed to a number (E.164 or national digits), newest first; all of them without one. */
  pushes(number?: string): PushView[] {
    return this.providers.intouch.pushes.list(number);
  }

  /** Does what the payer's phone does with a PIN ("0000": not enough money); resolves once its callback went out. */
  confirmPush(idFromClient: string, pin: string): Promise<PushStatus> {
    return this.providers.intouch.pushes.confirm(idFromClient, pin);
  }

  refusePush(idFromClient: string): Promise<PushStatus> {
    return this.providers.intouch.pushes.refuse(idFromClient);
  }

  stats(): SandboxStats {
    return structuredClone(this.context.stats);
  }
}
