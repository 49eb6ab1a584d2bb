import type { FastifyInstance } from 'fastify';
import type { SandboxBehaviour } from './behaviour';
import type { PushStatus, PushView } from './intouch-push.sandbox';
import { createSandboxApp, type SandboxOptions } from './sandbox-app';
import type { ProviderName, SandboxStats } from './sandbox-stats';
import type { Decision, SandboxRedirect } from './transactions';

export { DEFAULT_BEHAVIOUR, type ProviderFailure, type SandboxBehaviour } from './behaviour';
export { createSandboxApp, type SandboxApp, type SandboxOptions } from './sandbox-app';
export type { PushStatus, PushView } from './intouch-push.sandbox';
export type { SandboxCredentials } from './sandbox-context';
export type { ProviderName, ProviderStats, SandboxStats } from './sandbox-stats';
export type { Decision, SandboxRedirect } from './transactions';

export interface RunningSandbox {
  /** Base URL of the sandbox (its public URL when one was given). */
  url: string;
  app: FastifyInstance;
  /** Changes part of the global behaviour; throws on invalid values. */
  behave(change: Partial<SandboxBehaviour>): void;
  /** Default behaviour, every transaction and pending notification forgotten, counters at zero. */
  reset(): void;
  /**
   * Decides a transaction like the hosted page's buttons (ref: CinetPay transaction_id or token,
   * PayDunya token, InTouch order_number); resolves once `before_return` notifications were delivered.
   */
  decide(provider: ProviderName, ref: string, decision: Decision): Promise<SandboxRedirect>;
  /** Opens an InTouch transaction with `sendPaymentInfos` parameters, as the hosted page does. */
  openIntouch(params: Record<string, string>): Promise<{ order_number: string; gu_transaction_id: string }>;
  /** The payments pushed to a phone (E.164 or national digits), newest first; all of them without a number. */
  pushes(number?: string): PushView[];
  /**
   * Answers a pushed payment (by our idFromClient) as the payer's phone does: a PIN confirms ("0000":
   * not enough money, refused); resolves once `before_return` callbacks were delivered.
   */
  confirmPush(idFromClient: string, pin?: string): Promise<PushStatus>;
  refusePush(idFromClient: string): Promise<PushStatus>;
  stats(): SandboxStats;
  close(): Promise<void>;
}

/** Starts the sandbox on `host`:`port` (port 0: any free port; defaults 127.0.0.1 and 0). */
export async function startSandbox(
  options: SandboxOptions & { host?: string; port?: number },
): Promise<RunningSandbox> {
  const { host = '127.0.0.1', port = 0, ...appOptions } = options;
  const { app, controls, publicUrl } = createSandboxApp(appOptions);
  await app.listen({ host, port });
  return {
    url: publicUrl(),
    app,
    behave: (change) => {
      controls.behave(change);
    },
    reset: () => controls.reset(),
    decide: (provider, ref, decision) => controls.decide(provider, ref, decision),
    openIntouch: (params) => new Promise((resolve) => resolve(controls.openIntouch(params))),
    pushes: (number) => controls.pushes(number),
    confirmPush: (idFromClient, pin = '1234') => controls.confirmPush(idFromClient, pin),
    refusePush: (idFromClient) => controls.refusePush(idFromClient),
    stats: () => controls.stats(),
    close: () => app.close(),
  };
}
