import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { SITE_SETTINGS_ELEMENT_ID } from '@contracts/site-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { common as COMMON_TEXT } from '@/messages/common';

export type SiteSettings = components['schemas']['SiteSettingsResponse'];
export type OfferedGateway = SiteSettings['gateways'][number];

/** A change made in the back office shows on pages already open within about a minute. */
const FRESH_MS = 60_000;

/** Before the settings are known: no contact, no social sign-in, no provider, no notice; the API's default close. */
const NOTHING_YET: SiteSettings = {
  support: { whatsapp: null, whatsapp_url: null, email: null },
  sign_in: { google_client_id: null, facebook_app_id: null },
  gateways: [],
  purchases_close_minutes: 5,
  notices: { site: null, contests: {} },
};

/** GET /api/settings/ */
export async function getSiteSettings(): Promise<SiteSettings> {
  return unwrap(await api.GET('/api/settings'), COMMON_TEXT.settingsLoadFailed);
}

export const siteSettingsQuery = queryOptions({
  queryKey: ['settings'] as const,
  queryFn: getSiteSettings,
  staleTime: FRESH_MS,
  refetchInterval: FRESH_MS,
});

/** The settings the API put in the page it served (none in development's Vite server: then asked for). */
export function readInlinedSettings(): SiteSettings | null {
  const element = document.getElementById(SITE_SETTINGS_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as SiteSettings) : null;
}

/** The deployment's settings: support contacts, social sign-in, the providers offered, when purchases close, the notices. */
export function useSiteSettings(): SiteSettings {
  return useQuery(siteSettingsQuery).data ?? NOTHING_YET;
}
