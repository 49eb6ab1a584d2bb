import { join } from 'node:path';
import { SANDBOX_CREDENTIALS } from '@app/config';
import { type RunningSandbox, startSandbox } from '../../../payment-sandbox/src';
import { type ApiHarness, startApi } from './api-harness';
import { freePort } from '@app/testing';

export interface PaymentStack {
  api: ApiHarness;
  sandbox: RunningSandbox;
  /** Where the API listens, as the sandbox calls it back. */
  apiUrl: string;
  close(): Promise<void>;
}

/**
 * The real API listening on a local port and the payment sandbox in front of it: the API's
 * provider adapters call the sandbox, the sandbox notifies the API over HTTP. With `site`, the API
 * also serves the built public site (web/dist), which is then where payment returns lead.
 */
export async function startPaymentStack(
  overrides: Record<string, string> = {},
  { site = false }: { site?: boolean } = {},
): Promise<PaymentStack> {
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const sandbox = await startSandbox({
    port: 0,
    credentials: SANDBOX_CREDENTIALS,
    intouchCallbackUrl: `${apiUrl}/api/payments/intouch/callback/`,
  });
  const api = await startApi({
    PUBLIC_API_URL: apiUrl,
    PUBLIC_WEB_URL: site ? apiUrl : 'http://web.test',
    ...(site ? { WEB_ROOT: join(__dirname, '../../../../web/dist') } : {}),
    PAYMENTS_MODE: 'sandbox',
    PAYMENT_SANDBOX_URL: sandbox.url,
    PAYMENT_PROVIDER_TIMEOUT_MS: '1500',
    PAYMENT_POLL_INTERVAL_MS: '150',
    ...overrides,
  });
  await api.app.listen(port, '127.0.0.1');
  return {
    api,
    sandbox,
    apiUrl,
    async close() {
      await api.close();
      await sandbox.close();
    },
  };
}
