import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useQuery } from '@tanstack/react-query';
import { channels as CHANNELS_TEXT } from '@/messages/channels';
import { api } from '../../api-client';
import { channelKeys } from './channel-keys';

export type AdminChannels = components['schemas']['AdminChannelsResponse'];
export type ChannelSettings = components['schemas']['ChannelSettingsResponse'];
export type ContestChannels = components['schemas']['ContestChannelsResponse'];
export type UssdSessionsHour = components['schemas']['UssdSessionsHourResponse'];

/** GET /api/admin/channels: the settings, each contest's channels, today's SMS, the last day's USSD sessions. */
export async function getChannels(): Promise<AdminChannels> {
  return unwrap(await api.GET('/api/admin/channels'), CHANNELS_TEXT.loadFailed);
}

/** Read again every minute: the SMS and the sessions of the day move while the tab is open. */
export const useChannels = () =>
  useQuery({ queryKey: channelKeys.overview(), queryFn: getChannels, refetchInterval: 60_000 });
