import type { AddressInfo } from 'node:net';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { africastalkingRoutes } from './africastalking.routes';
import { controlRoutes } from './control.routes';
import { MessageStore } from './message-store';
import { messagesPage } from './messages-page';
import { orangeRoutes } from './orange.routes';
import { ReceiptPoster } from './receipt-poster';
import type { SmsSandboxContext, SmsSandboxCredentials } from './sandbox-context';

export interface SmsSandboxOptions {
  /** Base URL the sandbox gives in its answers; defaults to http://127.0.0.1:<listening port>. */
  publicUrl?: string;
  credentials: SmsSandboxCredentials;
  /** Where Africa's Talking delivery reports go (the API's route with its secret); none when left out. */
  africastalkingCallbackUrl?: string;
  logger?: boolean | { level: string };
}

export interface SmsSandboxApp {
  app: FastifyInstance;
  store: MessageStore;
  publicUrl: () => string;
  context: SmsSandboxContext;
}

/** Builds the SMS sandbox (not listening): Orange under `/orange`, Africa's Talking under `/africastalking`, the page, `/control`. */
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
    store,
    receipts,
  };

  void app.register(formbody);
  app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').send(messagesPage(store.list())));
  void app.register(orangeRoutes(context), { prefix: '/orange' });
  void app.register(africastalkingRoutes(context), { prefix: '/africastalking' });
  void app.register(controlRoutes(store), { prefix: '/control' });
  app.addHook('onClose', (_instance, done) => {
    receipts.close();
    done();
  });

  return { app, store, publicUrl, context };
}
