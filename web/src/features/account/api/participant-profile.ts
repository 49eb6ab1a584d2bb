import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@contracts/api-schema';
import { api, unwrap } from '../../../lib/api-client';
import { account as ACCOUNT_TEXT } from '../../../messages/account';

export type Baby = components['schemas']['BabyResponse'];
export type ParticipantProfile = components['schemas']['ParticipantProfileResponse'];

export const participantProfileQuery = () =>
  queryOptions({
    queryKey: ['account', 'participant-profile'],
    queryFn: async () => unwrap(await api.GET('/api/contests/participant/profile'), ACCOUNT_TEXT.children.loadFailed),
  });

/** The signed-in parent's babies and participations. */
export function useParticipantProfile() {
  return useQuery(participantProfileQuery());
}
