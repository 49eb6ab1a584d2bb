import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth-store';
import { common as COMMON_TEXT } from '../../../messages/common';

/** GET /api/contests/participant/profile (signed in): the user's babies and participations. */
export async function getParticipantProfile() {
  return unwrap(await api.GET('/api/contests/participant/profile'), COMMON_TEXT.errorText);
}

export const participantProfileQuery = (userId: number) =>
  queryOptions({
    queryKey: ['contests', 'participant-profile', userId],
    queryFn: getParticipantProfile,
    staleTime: 5 * 60_000,
  });

/** The profile of the signed-in user; idle for visitors. */
export function useParticipantProfile() {
  const session = useSession();
  const userId = session?.userId ?? 0;
  return useQuery({ ...participantProfileQuery(userId), enabled: session !== null });
}
