import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channels as CHANNELS_TEXT } from '@/messages/channels';
import { api } from '../../api-client';
import { type AdminChannels, type ContestChannels } from './channels';
import { channelKeys } from './channel-keys';

export interface SaveContestChannels {
  id: number;
  body: components['schemas']['UpdateContestChannelsDto'];
}

/** PUT /api/admin/channels/contests/{id}: whether the contest takes votes by USSD and by SMS. */
export async function saveContestChannels({ id, body }: SaveContestChannels): Promise<ContestChannels> {
  return unwrap(
    await api.PUT('/api/admin/channels/contests/{id}', { params: { path: { id } }, body }),
    CHANNELS_TEXT.contests.failed,
  );
}

/** The answer replaces the contest's line in the cached page. */
export function useSaveContestChannels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContestChannels,
    onSuccess: (saved) =>
      queryClient.setQueryData<AdminChannels>(
        channelKeys.overview(),
        (current) =>
          current && {
            ...current,
            contests: current.contests.map((contest) => (contest.id === saved.id ? saved : contest)),
          },
      ),
  });
}
