import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth-store';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { babyKeys } from './baby-keys';

export type Baby = components['schemas']['BabyResponse'];
export type ParticipantProfile = components['schemas']['ParticipantProfileResponse'];

/** GET /api/contests/participant/profile (signed in): the parent's babies and their participations. */
export async function getParticipantProfile(): Promise<ParticipantProfile> {
  return unwrap(await api.GET('/api/contests/participant/profile'), ACCOUNT_TEXT.children.loadFailed);
}

export const participantProfileQuery = (userId: number) =>
  queryOptions({ queryKey: babyKeys.profile(userId), queryFn: getParticipantProfile });

/** The signed-in parent's babies and participations; idle for visitors. */
export function useParticipantProfile() {
  const session = useSession();
  return useQuery({ ...participantProfileQuery(session?.userId ?? 0), enabled: session !== null });
}
