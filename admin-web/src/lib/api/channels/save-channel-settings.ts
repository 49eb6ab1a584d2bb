import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channels as CHANNELS_TEXT } from '@/messages/channels';
import { api } from '../../api-client';
import { type AdminChannels, type ChannelSettings } from './channels';
import { channelKeys } from './channel-keys';

export type ChannelSettingsBody = components['schemas']['UpdateChannelSettingsDto'];

/** PUT /api/admin/channels/settings: the short code, the USSD code and the keywords, all replaced. */
export async function saveChannelSettings(body: ChannelSettingsBody): Promise<ChannelSettings> {
  return unwrap(await api.PUT('/api/admin/channels/settings', { body }), CHANNELS_TEXT.settings.failed);
}

/** The answer replaces the cached settings. */
export function useSaveChannelSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChannelSettings,
    onSuccess: (settings) =>
      queryClient.setQueryData<AdminChannels>(channelKeys.overview(), (current) => current && { ...current, settings }),
  });
}
