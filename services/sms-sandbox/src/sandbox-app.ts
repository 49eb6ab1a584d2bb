import type { AddressInfo } from 'node:net';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { africastalkingRoutes } from './africastalking.routes';
import { controlRoutes } from './control.routes';
import { MessageStore } from './message-store';
import { messagesPage } from './messages-page';
import { orangeRoutes } from './orange.routes';
import { PhoneSms } from './phone-sms';
import { type PhoneDevices, phoneRoutes } from './phone.routes';
import { ReceiptPoster } from './receipt-poster';
import type { SmsSandboxContext, SmsSandboxCredentials } from './sandbox-context';
import { UssdPhone } from './ussd-phone';

/** What the test phone dials unless told otherwise. */
export const DEFAULT_USSD_SERVICE_CODE = '*384*7#';
/** The short code the test phone texts unless told otherwise (the channel settings' first value). */
export const DEFAULT_SHORT_CODE = '7575';

export interface SmsSandboxOptions {
  /** Base URL the sandbox gives in its answers; defaults to http://127.0.0.1:<listening port>. */
  publicUrl?: string;
  credentials: SmsSandboxCredentials;
  /** Where Africa's Talking delivery reports go (the API's route with its secret); none when left out. */
  africastalkingCallbackUrl?: string;
  /** The API's USSD callback (Africa's Talking's contract, with its token); the phone cannot dial without it. */
  ussdCallbackUrl?: string;
  /** The API's incoming-SMS callback (Africa's Talking's contract, with its token); the phone cannot text without it. */
  inboundSmsUrl?: string;
  /** The USSD code the phone dials by default (`*384*7#`). */
  ussdServiceCode?: string;
  /** The short code the phone texts by default. */
  shortCode?: string;
  /** The payment sandbox's base URL, linked from the phone page to confirm mobile-money pushes. */
  paymentSandboxUrl?: string;
  logger?: boolean | { level: string };
}

export interface SmsSandboxApp {
  app: FastifyInstance;
  store: MessageStore;
  phone: PhoneDevices;
  publicUrl: () => string;
  context: SmsSandboxContext;
  /** Messages and phone sessions forgotten, counters at zero, default behaviour. */
  reset: () => void;
}

/**
 * Builds the SMS sandbox (not listening): Orange under `/orange`, Africa's Talking under `/africastalking`,
 * the page of messages sent, the test phone (`/telephone`), `/control`.
 */
export function createSmsSandboxApp(options: SmsSandboxOptions): SmsSandboxApp {
  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true });
  const publicUrl = () =>
    options.publicUrl?.replace(/\/+$/, '') ?? `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const store = new MessageStore();
  const receipts = new ReceiptPoster(store, app.log);
  const context: SmsSandboxContext = {
    credentials: options.credentials,
    publicUrl,
    africastalkingCallbackUrl: options.africastalkingCallbackUrl ?? null,
    phone: {
      ussdCallbackUrl: options.ussdCallbackUrl ?? null,
      inboundSmsUrl: options.inboundSmsUrl ?? null,
      serviceCode: options.ussdServiceCode ?? DEFAULT_USSD_SERVICE_CODE,
      shortCode: options.shortCode ?? DEFAULT_SHORT_CODE,
      paymentSandboxUrl: options.paymentSandboxUrl?.replace(/\/+$/, '') ?? null,
    },
    store,
    receipts,
  };
  const phone: PhoneDevices = { store, ussd: new UssdPhone(context, app.log), sms: new PhoneSms(context, app.log) };
  const reset = () => {
    store.reset();
    phone.ussd.reset();
    phone.sms.reset();
  };

  void app.register(formbody);
  app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').send(messagesPage(store.list())));
  void app.register(phoneRoutes(context, phone));
  void app.register(orangeRoutes(context), { prefix: '/orange' });
  void app.register(africastalkingRoutes(context), { prefix: '/africastalking' });
  void app.register(controlRoutes(context, phone, reset), { prefix: '/control' });
  app.addHook('onClose', (_instance, done) => {
    receipts.close();
    done();
  });

  return { app, store, phone, publicUrl, context, reset };
}
