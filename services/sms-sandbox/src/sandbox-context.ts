import type { FastifyReply } from 'fastify';
import type { MessageStore } from './message-store';
import type { ReceiptPoster } from './receipt-poster';

/** The credentials the sandbox accepts (SMS_SANDBOX_CREDENTIALS unless configured otherwise). */
export interface SmsSandboxCredentials {
  orange: { clientId: string; clientSecret: string; sender: string };
  africastalking: { username: string; apiKey: string };
}

/** The test phone's settings. */
export interface PhoneSettings {
  /**
   * Where its requests go: our API's Africa's Talking routes with their token, as they would be set in
   * Africa's Talking's dashboard (null until known: the phone then says so).
   */
  ussdCallbackUrl: string | null;
  inboundSmsUrl: string | null;
  /** What the phone dials and texts unless told otherwise. */
  serviceCode: string;
  shortCode: string;
  /** The payment sandbox's base URL, whose phone page confirms mobile-money pushes; none when null. */
  paymentSandboxUrl: string | null;
}

/** The number the test phone uses until another is chosen (an Ivorian mobile). */
export const DEFAULT_PHONE_NUMBER = '+2250701020304';
/** Orange Côte d'Ivoire. */
export const DEFAULT_NETWORK_CODE = '61203';

export interface SmsSandboxContext {
  credentials: SmsSandboxCredentials;
  publicUrl(): string;
  /** Where Africa's Talking delivery reports go (set in its dashboard for the real one); none when null. */
  africastalkingCallbackUrl: string | null;
  phone: PhoneSettings;
  store: MessageStore;
  receipts: ReceiptPoster;
}

export const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * Waits the configured answer delay (a slow gateway; longer than the API's timeout, a dead one).
 * False when the caller gave up meanwhile: the message is then dropped, as a dead gateway would.
 */
export async function answerDelay(context: SmsSandboxContext, reply: FastifyReply): Promise<boolean> {
  const delay = context.store.behaviour.answerDelayMs;
  if (delay === 0) return true;
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(true), delay);
    reply.raw.once('close', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}
