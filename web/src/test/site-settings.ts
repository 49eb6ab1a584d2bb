import { QueryClient } from '@tanstack/react-query';
import { type SiteSettings, siteSettingsQuery } from '@/lib/api/settings/site-settings';

/** A deployment's settings as the API serves them: its support contacts, the spec's two providers. */
export const TEST_SETTINGS: SiteSettings = {
  support: { whatsapp: '+221 77 123 45 67', whatsapp_url: 'https://wa.me/221771234567', email: 'support@bebestar.sn' },
  sign_in: { google_client_id: null, facebook_app_id: null },
  gateways: [
    { id: 'cinetpay', label: 'CinetPay', recommended: true },
    { id: 'paydunya', label: 'PayDunya', recommended: false },
  ],
  purchases_close_minutes: 5,
  notices: { site: null, contests: {} },
};

/** A query client (no retries) that already holds the site's settings, as the page the API serves does. */
export function clientWithSettings(overrides: Partial<SiteSettings> = {}): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(siteSettingsQuery.queryKey, { ...TEST_SETTINGS, ...overrides });
  return client;
}
