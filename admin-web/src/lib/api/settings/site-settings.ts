import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settings as SETTINGS_TEXT } from '@/messages/settings';
import { api } from '../../api-client';
import { settingsKeys } from './settings-keys';

export type SiteSettings = components['schemas']['AdminSiteSettingsResponse'];
export type SiteSettingsChanges = components['schemas']['UpdateSiteSettingsDto'];
export type AdminGateway = components['schemas']['AdminGatewayResponse'];

/** GET /api/admin/settings: the settings as they are, with the configuration's contacts and every provider. */
export async function getSiteSettings(): Promise<SiteSettings> {
  return unwrap(await api.GET('/api/admin/settings'), SETTINGS_TEXT.loadFailed);
}

export const useSiteSettings = () => useQuery({ queryKey: settingsKeys.site(), queryFn: getSiteSettings });

/** PATCH /api/admin/settings: the settings sent are replaced, the others kept; answers them all as they now are. */
export async function updateSiteSettings(body: SiteSettingsChanges): Promise<SiteSettings> {
  return unwrap(await api.PATCH('/api/admin/settings', { body }), SETTINGS_TEXT.failed);
}

/** One section's saving: its own pending state and errors; the answer replaces the cached settings. */
export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSettings,
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.site(), saved),
  });
}
