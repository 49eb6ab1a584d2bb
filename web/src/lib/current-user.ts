import { unwrap } from '@bebe-star/web-common/api-errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { userKeys } from './api/users/user-keys';
import { authStore, useSession } from './auth-store';

export const currentUserQuery = (userId: number) =>
  queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: async () => unwrap(await api.GET('/api/users/{id}', { params: { path: { id: userId } } }), ''),
    staleTime: 5 * 60_000,
  });

/** The signed-in user's profile; a session whose profile cannot be read is ended. */
export function useCurrentUser() {
  const session = useSession();
  const userId = session?.userId ?? null;
  const query = useQuery({ ...currentUserQuery(userId ?? 0), enabled: userId !== null });
  if (query.isError && session) authStore.clear();
  return { session, user: userId !== null ? (query.data ?? null) : null, isLoading: query.isLoading };
}

/** Ends the session on the server (refresh token revoked) and in this browser. */
export async function logout(): Promise<void> {
  const refresh = authStore.get()?.refreshToken;
  if (refresh) await api.POST('/api/logout', { body: { refresh } }).catch(() => undefined);
  authStore.clear();
}
