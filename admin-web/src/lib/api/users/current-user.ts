import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { auth as AUTH_TEXT } from '@/messages/auth';
import { api } from '../../api-client';
import { useSession } from '../../auth-store';
import { userKeys } from './user-keys';

export type CurrentUser = components['schemas']['UserDetailResponse'];

/** GET /api/users/{id}: the signed-in account, with `is_admin` and its administration `permissions`. */
export async function getUser(id: number): Promise<CurrentUser> {
  return unwrap(await api.GET('/api/users/{id}', { params: { path: { id } } }), AUTH_TEXT.profileFailed);
}

export const currentUserQuery = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(id), staleTime: 5 * 60_000 });

/** The account of the current session (null without one). */
export function useCurrentUser() {
  const session = useSession();
  const userId = session?.userId ?? null;
  const query = useQuery({ ...currentUserQuery(userId ?? 0), enabled: userId !== null });
  return {
    session,
    user: userId !== null ? (query.data ?? null) : null,
    isLoading: query.isLoading,
    error: query.error,
    refetch: query.refetch,
  };
}
