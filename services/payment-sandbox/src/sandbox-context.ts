import type { BehaviourStore, SandboxBehaviour } from './behaviour';
import type { Notifier } from './notifier';
import type { SandboxStats } from './sandbox-stats';
import type { SandboxTransaction } from './transactions';

/** The merchant credentials the sandbox accepts and signs with. */
export interface SandboxCredentials {
  cinetpay: { apiKey: string; siteIdXof: string; siteIdXaf: string; secretKey: string };
  paydunya: { masterKey: string; privateKey: string; token: string };
  intouch: {
    agencyCode: string;
    partnerId: string;
    login: string;
    password: string;
    secureCode: string;
    callbackUsername: string;
    callbackPassword: string;
    /** The TouchPay API's (payments pushed to the phone): `loginAgent`, `passwordAgent`, and its HTTP Digest credentials. */
    agentLogin: string;
    agentPassword: string;
    digestUsername: string;
    digestPassword: string;
  };
}

/** What the three simulated providers share. */
export interface SandboxContext {
  credentials: SandboxCredentials;
  /** Base URL of the sandbox as browsers reach it (hosted pages, touchpay.js). */
  publicUrl(): string;
  intouchCallbackUrl: string;
  /** The merchant as the payer's phone names it when a payment is pushed there. */
  merchantName: string;
  behaviour: BehaviourStore;
  notifier: Notifier;
  stats: SandboxStats;
}

/** The behaviour that applies to one transaction: the global one, with its page scenario on top. */
export function behaviourFor(context: SandboxContext, transaction: SandboxTransaction): SandboxBehaviour {
  return { ...context.behaviour.get(), ...transaction.overrides };
}
