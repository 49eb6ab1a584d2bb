import { z } from 'zod';
import type { Env } from './config.schema';
import { SMS_SANDBOX_CREDENTIALS } from './sms-sandbox';

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const key = z.string().trim().min(1);

/** The SMS layer's variables (libs/platform/sms), spread into the environment's schema. */
export const SMS_ENV = {
  /** `sandbox`: every message goes to the local SMS sandbox (the default outside production, refused in it). */
  SMS_MODE: optional(z.enum(['sandbox', 'live'])),
  SMS_GATEWAY: z.enum(['orange', 'africastalking']).default('orange'),
  /** One call to the gateway (token, send): a sign-in code must reach the phone in seconds or be reported failed. */
  SMS_GATEWAY_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** Messages a UTC day, all purposes; past it nothing is sent, at 80 % an alert is raised once. */
  SMS_DAILY_BUDGET: z.coerce.number().int().min(1).default(5_000),
  SMS_SANDBOX_URL: optional(z.string().url()),
  SMS_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(4020),
  /** Where the SMS sandbox listens: the loopback, since its page shows every code sent. */
  SMS_SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  SMS_ORANGE_API_URL: optional(z.string().url()),
  SMS_ORANGE_CLIENT_ID: optional(key),
  SMS_ORANGE_CLIENT_SECRET: optional(key),
  /** The sender's number as Orange registered it, digits with the country code, no `+`. */
  SMS_ORANGE_SENDER: optional(z.string().regex(/^[1-9]\d{6,14}$/, 'chiffres attendus, indicatif compris, sans +')),
  SMS_ORANGE_SENDER_NAME: optional(z.string().trim().min(1).max(11)),
  /**
   * Whether the API registers its delivery-receipt address with Orange (`deliveryReceiptSubscription`)
   * before its first message: always against the sandbox; in live mode only where asked, once.
   */
  SMS_ORANGE_SUBSCRIBE_RECEIPTS: optional(z.enum(['true', 'false']).transform((value) => value === 'true')),
  SMS_AT_API_URL: optional(z.string().url()),
  SMS_AT_USERNAME: optional(key),
  SMS_AT_API_KEY: optional(key),
  SMS_AT_SENDER: optional(z.string().trim().min(1).max(11)),
};

/** Why this environment's SMS settings cannot run in production, if they cannot. */
export function smsProductionProblems(env: Pick<Env, 'SMS_MODE'>): { path: string; message: string }[] {
  return env.SMS_MODE === 'sandbox'
    ? [
        {
          path: 'SMS_MODE',
          message:
            'le bac à sable des SMS ne remet aucun message à un téléphone : interdit en production (SMS_MODE=live)',
        },
      ]
    : [];
}

const trimUrl = (url: string) => url.replace(/\/+$/, '');

/**
 * The SMS settings. In sandbox mode both gateways point at the local SMS sandbox and fall back to its
 * credentials; in live mode the real hosts are used and a gateway without its keys refuses to send.
 */
export function smsConfig(env: Env) {
  const mode = env.SMS_MODE ?? (env.NODE_ENV === 'production' ? 'live' : 'sandbox');
  const sandbox = mode === 'sandbox';
  const sandboxUrl = trimUrl(env.SMS_SANDBOX_URL ?? `http://127.0.0.1:${env.SMS_SANDBOX_PORT}`);
  const fallback = <T>(value: T | undefined, sandboxValue: T): T | undefined =>
    value ?? (sandbox ? sandboxValue : undefined);
  const credentials = SMS_SANDBOX_CREDENTIALS;
  return {
    mode,
    gateway: env.SMS_GATEWAY,
    timeoutMs: env.SMS_GATEWAY_TIMEOUT_MS,
    dailyBudget: env.SMS_DAILY_BUDGET,
    publicApiUrl: trimUrl(env.PUBLIC_API_URL),
    sandbox: { url: sandboxUrl, host: env.SMS_SANDBOX_HOST, port: env.SMS_SANDBOX_PORT },
    orange: {
      apiUrl: trimUrl(env.SMS_ORANGE_API_URL ?? (sandbox ? `${sandboxUrl}/orange` : 'https://api.orange.com')),
      clientId: fallback(env.SMS_ORANGE_CLIENT_ID, credentials.orange.clientId),
      clientSecret: fallback(env.SMS_ORANGE_CLIENT_SECRET, credentials.orange.clientSecret),
      sender: fallback(env.SMS_ORANGE_SENDER, credentials.orange.sender),
      senderName: fallback(env.SMS_ORANGE_SENDER_NAME, credentials.orange.senderName) ?? null,
      subscribeReceipts: env.SMS_ORANGE_SUBSCRIBE_RECEIPTS ?? sandbox,
    },
    africastalking: {
      apiUrl: trimUrl(
        env.SMS_AT_API_URL ?? (sandbox ? `${sandboxUrl}/africastalking` : 'https://api.africastalking.com'),
      ),
      username: fallback(env.SMS_AT_USERNAME, credentials.africastalking.username),
      apiKey: fallback(env.SMS_AT_API_KEY, credentials.africastalking.apiKey),
      sender: fallback(env.SMS_AT_SENDER, credentials.africastalking.sender) ?? null,
    },
  };
}
