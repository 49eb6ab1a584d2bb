import type { AddressInfo } from 'node:net';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { BehaviourStore } from './behaviour';
import { cinetpayRoutes } from './cinetpay.routes';
import { CinetpaySandbox } from './cinetpay.sandbox';
import { controlRoutes } from './control.routes';
import { intouchRoutes } from './intouch.routes';
import { IntouchSandbox } from './intouch.sandbox';
import { Notifier } from './notifier';
import { paydunyaRoutes } from './paydunya.routes';
import { PaydunyaSandbox } from './paydunya.sandbox';
import type { SandboxContext, SandboxCredentials } from './sandbox-context';
import { SandboxControls } from './sandbox-controls';
import { emptyStats } from './sandbox-stats';

export interface SandboxOptions {
  /** Base URL browsers use to reach the sandbox; defaults to http://127.0.0.1:<listening port>. */
  publicUrl?: string;
  credentials: SandboxCredentials;
  /** Where TouchPay callbacks go (the API's InTouch callback endpoint). */
  intouchCallbackUrl: string;
  /** The merchant as a phone names it when a payment is pushed there (default: Bébé Star). */
  merchantName?: string;
  logger?: boolean | { level: string };
}

export interface SandboxApp {
  app: FastifyInstance;
  controls: SandboxControls;
  publicUrl: () => string;
}

/**
 * Builds the sandbox server (not listening): the three providers, their hosted pages, the phone that
 * InTouch's pushed payments reach (`/intouch/telephone/<number>`) and `/_sandbox`.
 */
export function createSandboxApp(options: SandboxOptions): SandboxApp {
  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true });
  const publicUrl = () =>
    options.publicUrl?.replace(/\/+$/, '') ?? `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const stats = emptyStats();
  const notifier = new Notifier(app.log, stats);
  const context: SandboxContext = {
    credentials: options.credentials,
    publicUrl,
    intouchCallbackUrl: options.intouchCallbackUrl,
    merchantName: options.merchantName ?? 'Bébé Star',
    behaviour: new BehaviourStore(),
    notifier,
    stats,
  };
  const providers = {
    cinetpay: new CinetpaySandbox(context),
    paydunya: new PaydunyaSandbox(context),
    intouch: new IntouchSandbox(context),
  };
  const controls = new SandboxControls(context, providers);

  void app.register(formbody);
  void app.register(cinetpayRoutes(providers.cinetpay, context), { prefix: '/cinetpay' });
  void app.register(paydunyaRoutes(providers.paydunya, context), { prefix: '/paydunya' });
  void app.register(intouchRoutes(providers.intouch, context), { prefix: '/intouch' });
  void app.register(controlRoutes(controls), { prefix: '/_sandbox' });
  app.addHook('onClose', () => notifier.close());

  return { app, controls, publicUrl };
}
