import { join } from 'node:path';
import { SMS_SANDBOX_CREDENTIALS } from '@app/config';
import { africastalkingReceiptUrl, inboundSmsUrl, ussdCallbackUrl } from '@app/sms';
import { freePort } from '@app/testing';
import { type RunningSmsSandbox, startSmsSandbox } from '../../../sms-sandbox/src';
import { type ApiHarness, startApi } from './api-harness';

export interface SmsStack {
  api: ApiHarness;
  sms: RunningSmsSandbox;
  /** Where the API listens, as the sandbox posts its receipts there. */
  apiUrl: string;
  close(): Promise<void>;
}

/**
 * The real API listening on a local port with SMS_MODE=sandbox, and the SMS sandbox in front of it:
 * the API's gateway adapters call the sandbox, the sandbox posts delivery receipts back over HTTP, and
 * its test phone dials the API's USSD route and texts its incoming-SMS route (`sms.phone`, `/control`). With
 * `site`, the API also serves the built public site (web/dist); with `port`, it listens there (a sandbox
 * started first can then be told where to call the API back).
 */
export async function startSmsStack(
  overrides: Record<string, string> = {},
  { site = false, port: chosen }: { site?: boolean; port?: number } = {},
): Promise<SmsStack> {
  const port = chosen ?? (await freePort());
  const apiUrl = `http://127.0.0.1:${port}`;
  const sms = await startSmsSandbox({ port: 0, credentials: SMS_SANDBOX_CREDENTIALS });
  const api = await startApi({
    PUBLIC_API_URL: apiUrl,
    ...(site ? { PUBLIC_WEB_URL: apiUrl, WEB_ROOT: join(__dirname, '../../../../web/dist') } : {}),
    SMS_MODE: 'sandbox',
    SMS_SANDBOX_URL: sms.url,
    SMS_GATEWAY_TIMEOUT_MS: '1500',
    ...overrides,
  });
  await api.app.listen(port, '127.0.0.1');
  // Africa's Talking's callbacks are set in its dashboard, not by the API: given to the sandbox here.
  sms.callAfricastalkingBackAt(africastalkingReceiptUrl(api.config));
  sms.connectPhone({ ussdCallbackUrl: ussdCallbackUrl(api.config), inboundSmsUrl: inboundSmsUrl(api.config) });
  return {
    api,
    sms,
    apiUrl,
    async close() {
      await api.close();
      await sms.close();
    },
  };
}
