import type { FastifyInstance } from 'fastify';
import type { SandboxMessage, SmsSandboxBehaviour, SmsSandboxStats } from './message-store';
import { createSmsSandboxApp, type SmsSandboxOptions } from './sandbox-app';

export {
  DEFAULT_BEHAVIOUR,
  type SandboxMessage,
  type SmsSandboxBehaviour,
  type SmsSandboxStats,
} from './message-store';
export { createSmsSandboxApp, type SmsSandboxApp, type SmsSandboxOptions } from './sandbox-app';
export type { SmsSandboxCredentials } from './sandbox-context';

export interface RunningSmsSandbox {
  url: string;
  app: FastifyInstance;
  /** The messages received, newest first; only those to `to` when given. */
  messages(to?: string): SandboxMessage[];
  stats(): SmsSandboxStats;
  behave(change: Partial<SmsSandboxBehaviour>): void;
  /** Where Africa's Talking's delivery reports go from now on (its dashboard's callback URL). */
  callAfricastalkingBackAt(url: string): void;
  /** Messages forgotten, counters at zero, default behaviour. */
  reset(): void;
  close(): Promise<void>;
}

/** Starts the SMS sandbox on `host`:`port` (port 0: any free port; defaults 127.0.0.1 and 0). */
export async function startSmsSandbox(
  options: SmsSandboxOptions & { host?: string; port?: number },
): Promise<RunningSmsSandbox> {
  const { host = '127.0.0.1', port = 0, ...appOptions } = options;
  const { app, store, publicUrl, context } = createSmsSandboxApp(appOptions);
  await app.listen({ host, port });
  return {
    url: publicUrl(),
    app,
    messages: (to) => store.list(to),
    stats: () => ({ ...store.stats }),
    behave: (change) => {
      store.behaviour = { ...store.behaviour, ...change };
    },
    callAfricastalkingBackAt: (url) => {
      context.africastalkingCallbackUrl = url;
    },
    reset: () => store.reset(),
    close: () => app.close(),
  };
}
