import type { FastifyInstance } from 'fastify';
import type { SandboxMessage, SmsSandboxBehaviour, SmsSandboxStats } from './message-store';
import type { PhoneSmsSent } from './phone-sms';
import { createSmsSandboxApp, type SmsSandboxOptions } from './sandbox-app';
import { DEFAULT_NETWORK_CODE, type PhoneSettings } from './sandbox-context';
import type { UssdStep } from './ussd-phone';

export {
  DEFAULT_BEHAVIOUR,
  type SandboxMessage,
  type SmsSandboxBehaviour,
  type SmsSandboxStats,
} from './message-store';
export type { PhoneSmsSent } from './phone-sms';
export {
  createSmsSandboxApp,
  DEFAULT_SHORT_CODE,
  DEFAULT_USSD_SERVICE_CODE,
  type SmsSandboxApp,
  type SmsSandboxOptions,
} from './sandbox-app';
export { DEFAULT_NETWORK_CODE, DEFAULT_PHONE_NUMBER, type SmsSandboxCredentials } from './sandbox-context';
export { USSD_SCREEN_MAX, UssdRefused, type UssdStep } from './ussd-phone';

/** The test phone, driven from a test in the same process (the same as `/control/ussd` and `/control/sms`). */
export interface SandboxPhone {
  /** Dials the service code (the sandbox's default unless given): a new session and its first screen. */
  dial(phoneNumber: string, options?: { serviceCode?: string; networkCode?: string }): Promise<UssdStep>;
  /** Answers the screen shown; throws UssdRefused for an unknown, ended or busy session. */
  reply(sessionId: string, input: string): Promise<UssdStep>;
  /** Sends an exact `text` under the session's id, from its number or `phoneNumber` (replays, forgeries). */
  raw(sessionId: string, text: string, phoneNumber?: string): Promise<UssdStep>;
  /** An SMS from `from` to the short code (the sandbox's default unless `to`); its `status` is the API's answer. */
  text(from: string, text: string, to?: string): Promise<PhoneSmsSent>;
  /** The SMS the phones sent, newest first; only those from `from` when given. */
  sent(from?: string): PhoneSmsSent[];
}

export interface RunningSmsSandbox {
  url: string;
  app: FastifyInstance;
  /** The messages received, newest first; only those to `to` when given. */
  messages(to?: string): SandboxMessage[];
  stats(): SmsSandboxStats;
  behave(change: Partial<SmsSandboxBehaviour>): void;
  /** Where Africa's Talking's delivery reports go from now on (its dashboard's callback URL). */
  callAfricastalkingBackAt(url: string): void;
  /** Where the phone's USSD requests and SMS go from now on (the API's Africa's Talking routes, once it listens). */
  connectPhone(callbacks: Partial<Pick<PhoneSettings, 'ussdCallbackUrl' | 'inboundSmsUrl'>>): void;
  phone: SandboxPhone;
  /** Messages and phone sessions forgotten, counters at zero, default behaviour. */
  reset(): void;
  close(): Promise<void>;
}

/** Starts the SMS sandbox on `host`:`port` (port 0: any free port; defaults 127.0.0.1 and 0). */
export async function startSmsSandbox(
  options: SmsSandboxOptions & { host?: string; port?: number },
): Promise<RunningSmsSandbox> {
  const { host = '127.0.0.1', port = 0, ...appOptions } = options;
  const { app, store, publicUrl, context, phone, reset } = createSmsSandboxApp(appOptions);
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
    connectPhone: (callbacks) => {
      context.phone = { ...context.phone, ...callbacks };
    },
    phone: {
      dial: (phoneNumber, { serviceCode, networkCode } = {}) =>
        phone.ussd.dial({
          phoneNumber,
          serviceCode: serviceCode ?? context.phone.serviceCode,
          networkCode: networkCode ?? DEFAULT_NETWORK_CODE,
        }),
      reply: (sessionId, input) => phone.ussd.reply(sessionId, input),
      raw: (sessionId, text, phoneNumber) => phone.ussd.raw(sessionId, text, phoneNumber),
      text: (from, text, to) =>
        phone.sms.send({ from, text, to: to ?? context.phone.shortCode, networkCode: DEFAULT_NETWORK_CODE }),
      sent: (from) => phone.sms.list(from),
    },
    reset,
    close: () => app.close(),
  };
}
