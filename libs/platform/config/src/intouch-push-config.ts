import { z } from 'zod';
import type { Env } from './config.schema';
import { SANDBOX_CREDENTIALS } from './payment-sandbox';

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const key = z.string().trim().min(1);

/** The Digest helper reads `username:password` as one string: a colon inside either would cut it. */
const digestCredential = key.refine((value) => !value.includes(':'), 'must not contain ":"');

/** One operator's numbers (an E.164 prefix: country code and the operator's first national digits) and its service. */
export interface PushServiceCode {
  prefix: string;
  serviceCode: string;
}

/**
 * InTouch's merchant-payment services by operator, as integrators use them: Orange Money, MTN MoMo
 * and Moov Money in Côte d'Ivoire (07, 05 and 01 since the 10-digit plan), Orange Money in Senegal
 * (77, 78).
 */
export const DEFAULT_PUSH_SERVICE_CODES =
  '+22507=PAIEMENTMARCHANDOMPAYCIDIRECT,+22505=PAIEMENTMARCHAND_MTN_CI,+22501=PAIEMENTMARCHAND_MOOV_CI,' +
  '+22177=PAIEMENTMARCHANDOM,+22178=PAIEMENTMARCHANDOM';

const ENTRY = /^(\+[1-9]\d{2,8})=([A-Z][A-Z0-9_]{2,63})$/;

/** `+22507=CODE,+22505=CODE`: the longest prefix a number starts with chooses its service. */
const serviceCodes = z
  .string()
  .default(DEFAULT_PUSH_SERVICE_CODES)
  .transform((value, ctx): PushServiceCode[] => {
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const parsed = entries.map((entry) => ENTRY.exec(entry));
    const invalid = entries.filter((_, index) => parsed[index] === null);
    if (invalid.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `expected +<country code and operator digits>=<SERVICE_CODE>, comma-separated; invalid: ${invalid.join(', ')}`,
      });
      return z.NEVER;
    }
    return parsed
      .map((match) => ({ prefix: match![1], serviceCode: match![2] }))
      .sort((a, b) => b.prefix.length - a.prefix.length);
  });

/** The variables of InTouch's TouchPay API "paiement marchand" (a payment pushed to the payer's phone). */
export const INTOUCH_PUSH_ENV = {
  /** Up to the agency code: `<this>/{agencyCode}/transaction`. */
  INTOUCH_PUSH_API_URL: optional(z.string().url()),
  /** `loginAgent` / `passwordAgent` of the request's query. */
  INTOUCH_AGENT_LOGIN: optional(key),
  INTOUCH_AGENT_PASSWORD: optional(key),
  /** The API's HTTP Digest credentials. */
  INTOUCH_DIGEST_USERNAME: optional(digestCredential),
  INTOUCH_DIGEST_PASSWORD: optional(digestCredential),
  INTOUCH_PUSH_SERVICE_CODES: serviceCodes,
};

/**
 * The push's settings. In sandbox mode the API is the payment sandbox's and the credentials fall back
 * to its own; in live mode InTouch's host, and a push without its credentials is not offered.
 */
export function intouchPushConfig(env: Env, sandboxUrl: string | null) {
  const fallback = <T>(value: T | undefined, sandboxValue: T): T | undefined =>
    value ?? (sandboxUrl === null ? undefined : sandboxValue);
  const credentials = SANDBOX_CREDENTIALS.intouch;
  return {
    apiUrl: (
      env.INTOUCH_PUSH_API_URL ??
      (sandboxUrl === null
        ? 'https://api.gutouch.com/dist/api/touchpayapi/v1'
        : `${sandboxUrl}/intouch/dist/api/touchpayapi/v1`)
    ).replace(/\/+$/, ''),
    agentLogin: fallback(env.INTOUCH_AGENT_LOGIN, credentials.agentLogin),
    agentPassword: fallback(env.INTOUCH_AGENT_PASSWORD, credentials.agentPassword),
    digestUsername: fallback(env.INTOUCH_DIGEST_USERNAME, credentials.digestUsername),
    digestPassword: fallback(env.INTOUCH_DIGEST_PASSWORD, credentials.digestPassword),
    serviceCodes: env.INTOUCH_PUSH_SERVICE_CODES,
  };
}
