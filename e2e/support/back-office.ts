import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { freePort } from '@app/testing';
import { type ApiHarness, startApi } from '../../services/api/test/support/api-harness';
import { makeAdmin, type MadeUser } from '../../services/api/test/support/factories';
import { ADMIN_WEB_DIST, Browsers } from './browser';

export interface BackOffice {
  api: ApiHarness;
  admin: MadeUser;
  /** A fresh Chromium page at `width` pixels on the API's address. */
  open(width: number): Promise<Page>;
  /** Signs `account` in on the back office's sign-in page, asked for at /admin`path`. */
  signIn(page: Page, account: MadeUser, path: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real API serving the built back office (and, with `site`, the built public site), an
 * administrator, and the browsers opened on it; `env` sets more of the API's configuration.
 */
export async function startBackOffice({
  site = false,
  env = {},
}: { site?: boolean; env?: Record<string, string> } = {}): Promise<BackOffice> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const api = await startApi({
    // The back office's unsafe calls must come from the public address, scheme, host and port alike.
    PUBLIC_WEB_URL: baseUrl,
    ...env,
    ADMIN_WEB_ROOT: ADMIN_WEB_DIST,
    ...(site ? { WEB_ROOT: join(__dirname, '..', '..', 'web', 'dist') } : {}),
  });
  await api.app.listen(port, '127.0.0.1');
  const admin = await makeAdmin(api, { firstName: 'Mariama', lastName: 'Ba' });
  const browsers = new Browsers(() => baseUrl);
  return {
    api,
    admin,
    open: (width) => browsers.open(width),
    async signIn(page, account, path) {
      await page.goto(`/admin${path}`);
      await page.getByLabel('Adresse e-mail').fill(account.user.email);
      await page.getByLabel('Mot de passe').fill(account.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
    },
    async close() {
      await browsers.close();
      await api.close();
    },
  };
}
